// Kept apart from the zod schemas so the shell can show these texts without loading zod.
import { PASSWORD_MIN } from './account-fields';
import { logOutMessages } from './log-out-messages';

/**
 * Word for word (docs/product.md#texts-accounts), but for the password's length, which follows
 * PASSWORD_MIN. "Title: description" pairs show as a toast's two lines.
 */
export const accountMessages = {
  invalidEmail: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN} characters`,
  userTypeRequired: 'Please select a user type',
  phoneInvalid: 'Please enter a valid phone number',
  passwordsDoNotMatch: 'Passwords do not match',
  playerFieldsRequired: 'First name, last name, and school are required for players',
  coachFieldsRequired: 'First name, last name, coach type, and sport are required for coaches',
  organizationFieldsRequired: 'Organization name and type are required',
  guardianFieldsRequired: 'First name and last name are required for parents and guardians',
  athleteMissingFields: 'Missing required fields: Please fill in all required fields',
  athletePasswordMismatch: 'Password mismatch: Passwords do not match',
  athletePasswordTooShort: `Password too short: Password must be at least ${PASSWORD_MIN} characters`,
  /** Under every field that sets a new password. */
  passwordHint: `At least ${PASSWORD_MIN} characters.`,
  commonPassword: 'This password is too common. Please choose one that is harder to guess.',
  signInThrottled:
    'Too many failed sign-in attempts for this account. Please wait 15 minutes, or reset your password.',
  loggedIn: 'Logged in successfully!',
  loginFallback: 'An error occurred during login.',
  signupFallback: 'An error occurred during sign up.',
  registrationSuccess: 'Registration successful! Please check your email to confirm your account.',
  athleteRegistrationSuccess:
    'Registration successful!: Please check your email to verify your account. You can now access the platform with basic features.',
  registrationFailed: 'Registration failed',
  unexpectedError: 'An unexpected error occurred',
  profileCreationFailed: 'Profile creation failed',
  ...logOutMessages,
} as const;
