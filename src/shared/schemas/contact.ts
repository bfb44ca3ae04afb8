import { z } from './zod';
import { emailAddress } from './email-address';
import { lineText, multilineText } from './text';

/** POST /api/contact, the contact page form and the support chat form. */
export const contactMessageSchema = z.object({
  name: lineText({ error: 'Please enter your name' })
    .trim()
    .min(2, 'Please enter your name (at least 2 characters)')
    .max(100, 'Name must be at most 100 characters'),
  email: emailAddress,
  subject: lineText({ error: 'Please enter a subject' })
    .trim()
    .min(3, 'Please enter a subject (at least 3 characters)')
    .max(150, 'Subject must be at most 150 characters'),
  message: multilineText({ error: 'Please write your message' })
    .trim()
    .min(10, 'Please write at least 10 characters')
    .max(5000, 'Message must be at most 5000 characters'),
});

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

export const contactMessageResultSchema = z.object({ status: z.literal('received') });

export type ContactMessageResult = z.infer<typeof contactMessageResultSchema>;
