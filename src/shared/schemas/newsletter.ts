import { z } from './zod';
import { emailAddress } from './email-address';

/** POST /api/newsletter and the early-access newsletter form. */
export const newsletterSignupSchema = z.object({ email: emailAddress });

export type NewsletterSignup = z.infer<typeof newsletterSignupSchema>;

/** New and repeated addresses get the same answer, so the form never reveals who signed up. */
export const newsletterSignupResultSchema = z.object({ status: z.literal('pending') });

export type NewsletterSignupResult = z.infer<typeof newsletterSignupResultSchema>;
