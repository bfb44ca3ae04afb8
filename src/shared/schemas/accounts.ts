import { z } from './zod';
import { accountMessages } from '../account-messages';
import { graduationYearText } from './athletes';
import { signupSportIds } from '../sports';
import { lineText } from './text';
import { locales } from '../locales';
import { birthFields, checkBirthFields, privacyMessages } from './privacy';

import {
  coachTypes,
  organizationTypes,
  PASSWORD_MAX,
  PASSWORD_MIN,
  schoolLevels,
  userTypes,
} from '../account-fields';

export { accountMessages };
// The account fields' values and labels live apart from zod, for pages that only show them.
export * from '../account-fields';

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, accountMessages.invalidEmail)
  .pipe(z.email(accountMessages.invalidEmail));
const optionalText = lineText().trim().max(120).optional();
const password = (tooShort: string) =>
  z
    .string()
    .min(PASSWORD_MIN, tooShort)
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);
/** A phone number as typed: 10 to 30 characters on one line. */
const phoneNumber = lineText()
  .trim()
  .min(10, accountMessages.phoneInvalid)
  .max(30, accountMessages.phoneInvalid);

export const loginSchema = z.object({
  email,
  password: z.string().min(1, accountMessages.passwordRequired).max(PASSWORD_MAX),
});
export type LoginInput = z.infer<typeof loginSchema>;

/**
 * An athlete's date of birth (month and year) is required, and the age rules apply: under 13
 * is refused before anything is stored; 13 to 17 need a guardian's address.
 */
function requireBirthMonth(
  value: { birthMonth?: number; birthYear?: number; guardianEmail?: string; email: string },
  ctx: z.RefinementCtx,
): void {
  if (value.birthMonth === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['birthMonth'],
      message: privacyMessages.birthMonthRequired,
    });
  }
  if (value.birthYear === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['birthYear'],
      message: privacyMessages.birthYearRequired,
    });
  }
  checkBirthFields(value, ctx);
}

/** The generic sign-up form (/signup, /signup/coach, /signup/organization). */
export const signupSchema = z
  .object({
    form: z.literal('generic').default('generic'),
    email,
    password: password(accountMessages.passwordTooShort),
    confirmPassword: password(accountMessages.passwordTooShort),
    userType: z.enum(userTypes, { error: accountMessages.userTypeRequired }),
    // Asked of every account but a parent's or guardian's, who gives only a name and an address.
    phoneNumber: phoneNumber.optional(),
    firstName: optionalText,
    lastName: optionalText,
    school: optionalText,
    sport: z.enum(signupSportIds).optional(),
    position: optionalText,
    graduationYear: graduationYearText.optional(),
    coachType: z.enum(coachTypes).optional(),
    institution: optionalText,
    program: optionalText,
    organizationName: optionalText,
    organizationType: z.enum(organizationTypes).optional(),
    schoolLevel: z.enum(schoolLevels).optional(),
    // Players give their date of birth (see requireBirthMonth); coaches and organizations do not.
    birthMonth: birthFields.birthMonth.optional(),
    birthYear: birthFields.birthYear.optional(),
    guardianEmail: birthFields.guardianEmail,
    /** the sign-up page's language: the account's, and its guardian's mail's */
    language: z.enum(locales).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.password !== value.confirmPassword) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: accountMessages.passwordsDoNotMatch,
      });
    }
    const requireFields = (fields: (keyof typeof value)[], message: string) => {
      const missing = fields.find((field) => !value[field]);
      if (missing) ctx.addIssue({ code: 'custom', path: [missing], message });
    };
    if (value.userType === 'player') {
      requireFields(['firstName', 'lastName', 'school'], accountMessages.playerFieldsRequired);
      requireBirthMonth(value, ctx);
    }
    if (value.userType === 'coach') {
      requireFields(
        ['firstName', 'lastName', 'coachType', 'sport'],
        accountMessages.coachFieldsRequired,
      );
    }
    if (value.userType === 'guardian') {
      requireFields(['firstName', 'lastName'], accountMessages.guardianFieldsRequired);
    } else if (value.userType) {
      requireFields(['phoneNumber'], accountMessages.phoneInvalid);
    }
    if (value.userType === 'organization') {
      requireFields(
        ['organizationName', 'organizationType'],
        accountMessages.organizationFieldsRequired,
      );
    }
  });
export type SignupInput = z.input<typeof signupSchema>;
export type Signup = z.output<typeof signupSchema>;

const NOT_SPECIFIED = 'Not specified';
const withDefault = lineText()
  .trim()
  .max(120)
  .optional()
  .transform((value) => (value ? value : NOT_SPECIFIED));

const missing = { message: accountMessages.athleteMissingFields, abort: true };

/** The athlete registration form on /signup/player. */
export const athleteSignupSchema = z
  .object({
    form: z.literal('athlete'),
    firstName: lineText().trim().min(1, missing).max(60),
    lastName: lineText().trim().min(1, missing).max(60),
    email: z
      .string()
      .trim()
      .toLowerCase()
      .min(1, missing)
      .max(254, accountMessages.invalidEmail)
      .pipe(z.email(accountMessages.invalidEmail)),
    password: z.string().min(1, missing).pipe(password(accountMessages.athletePasswordTooShort)),
    confirmPassword: z.string().max(PASSWORD_MAX),
    sport: withDefault,
    position: withDefault,
    school: withDefault,
    location: withDefault,
    gender: withDefault,
    graduationYear: graduationYearText
      .optional()
      .transform((value) => value ?? String(new Date().getFullYear())),
    birthMonth: birthFields.birthMonth.optional(),
    birthYear: birthFields.birthYear.optional(),
    guardianEmail: birthFields.guardianEmail,
    language: z.enum(locales).optional(),
  })
  .superRefine((value, ctx) => {
    requireBirthMonth(value, ctx);
    if (value.password !== value.confirmPassword) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: accountMessages.athletePasswordMismatch,
      });
    }
  });
export type AthleteSignupInput = z.input<typeof athleteSignupSchema>;
export type AthleteSignup = z.output<typeof athleteSignupSchema>;

/** is_complete on athlete sign-up: true only when every profile detail was filled in. */
export function isAthleteSignupComplete(value: AthleteSignup): boolean {
  return [value.sport, value.position, value.school, value.location, value.gender].every(
    (field) => field !== NOT_SPECIFIED,
  );
}

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z
  .object({
    password: password(accountMessages.passwordTooShort),
    confirmPassword: z.string().max(PASSWORD_MAX),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: accountMessages.passwordsDoNotMatch,
  });

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, accountMessages.passwordRequired).max(PASSWORD_MAX),
    newPassword: password(accountMessages.passwordTooShort),
    confirmPassword: z.string().max(PASSWORD_MAX),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ['confirmPassword'],
    message: accountMessages.passwordsDoNotMatch,
  });

/**
 * What a signed-in user may change of their account through better-auth's update-user: their
 * name, phone and language. Anything else (the account type, a picture address, unknown fields)
 * is refused.
 */
export const accountUpdateSchema = z
  .object({
    language: z.enum(locales),
    name: lineText()
      .trim()
      .min(1, 'Please enter your name')
      .max(120, 'Name must be at most 120 characters'),
    phone: phoneNumber.nullable(),
  })
  .partial()
  .strict();

/** The display name better-auth keeps on the user. */
export function displayNameOf(value: {
  firstName?: string | undefined;
  lastName?: string | undefined;
  organizationName?: string | undefined;
  email: string;
}): string {
  const person = [value.firstName, value.lastName].filter(Boolean).join(' ');
  return value.organizationName || person || value.email.split('@')[0] || value.email;
}
