import { z } from './zod';

/** An email address typed into a form: surrounding spaces are ignored; 254 characters at most. */
export const emailAddress = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email('Please enter a valid email address'));
