import { z } from 'zod';
import { accountMessages } from '../account-messages';

export { accountMessages };

export const userTypes = ['player', 'coach', 'organization'] as const;
export const coachTypes = ['juniorHigh', 'highSchool', 'college', 'youth'] as const;
export const organizationTypes = ['school', 'club', 'league', 'other'] as const;
export const schoolLevels = ['elementary', 'juniorHigh', 'highSchool', 'college'] as const;
export const signupSports = [
  'basketball',
  'football',
  'soccer',
  'baseball',
  'volleyball',
  'track',
  'wrestling',
  'hockey',
  'other',
] as const;
/** The athlete form also offers tennis and swimming. */
export const athleteSports = [...signupSports.slice(0, -1), 'tennis', 'swimming', 'other'] as const;
export const athleteGenders = ['male', 'female', 'other'] as const;

export type UserType = (typeof userTypes)[number];
export type CoachType = (typeof coachTypes)[number];
export type OrganizationType = (typeof organizationTypes)[number];

export const labels = {
  userType: { player: 'Player', coach: 'Coach', organization: 'Organization' },
  coachType: {
    juniorHigh: 'Junior high school',
    highSchool: 'High school',
    college: 'College',
    youth: 'Youth program',
  },
  organizationType: { school: 'School', club: 'Club', league: 'League', other: 'Other' },
  schoolLevel: {
    elementary: 'Elementary school',
    juniorHigh: 'Junior high school',
    highSchool: 'High school',
    college: 'College',
  },
  sport: {
    basketball: 'Basketball',
    football: 'Football',
    soccer: 'Soccer',
    baseball: 'Baseball',
    volleyball: 'Volleyball',
    track: 'Track and Field',
    wrestling: 'Wrestling',
    hockey: 'Hockey',
    tennis: 'Tennis',
    swimming: 'Swimming',
    other: 'Other',
  },
  gender: { male: 'Male', female: 'Female', other: 'Other' },
} as const;

const email = z.string().trim().toLowerCase().pipe(z.email(accountMessages.invalidEmail));
const optionalText = z.string().trim().max(120).optional();

export const loginSchema = z.object({
  email,
  password: z.string().min(1, accountMessages.passwordRequired),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** The generic sign-up form (/signup, /signup/coach, /signup/organization). */
export const signupSchema = z
  .object({
    form: z.literal('generic').default('generic'),
    email,
    password: z.string().min(6, accountMessages.passwordTooShort).max(128),
    confirmPassword: z.string().min(6, accountMessages.passwordTooShort),
    userType: z.enum(userTypes, { error: accountMessages.userTypeRequired }),
    phoneNumber: z.string().trim().min(10, accountMessages.phoneInvalid).max(30),
    firstName: optionalText,
    lastName: optionalText,
    school: optionalText,
    sport: z.enum(signupSports).optional(),
    position: optionalText,
    graduationYear: z
      .string()
      .regex(/^\d{4}$/, 'Graduation year must be a 4-digit number.')
      .optional(),
    coachType: z.enum(coachTypes).optional(),
    institution: optionalText,
    program: optionalText,
    organizationName: optionalText,
    organizationType: z.enum(organizationTypes).optional(),
    schoolLevel: z.enum(schoolLevels).optional(),
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
    }
    if (value.userType === 'coach') {
      requireFields(
        ['firstName', 'lastName', 'coachType', 'sport'],
        accountMessages.coachFieldsRequired,
      );
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

/** Graduation years offered: this year and the next 9. */
export function graduationYearChoices(now = new Date()): string[] {
  const year = now.getFullYear();
  return Array.from({ length: 10 }, (_, index) => String(year + index));
}

const NOT_SPECIFIED = 'Not specified';
const withDefault = z
  .string()
  .trim()
  .max(120)
  .optional()
  .transform((value) => (value ? value : NOT_SPECIFIED));

const missing = { message: accountMessages.athleteMissingFields, abort: true };

/** The athlete registration form on /signup/player. */
export const athleteSignupSchema = z
  .object({
    form: z.literal('athlete'),
    firstName: z.string().trim().min(1, missing).max(60),
    lastName: z.string().trim().min(1, missing).max(60),
    email: z
      .string()
      .trim()
      .toLowerCase()
      .min(1, missing)
      .pipe(z.email(accountMessages.invalidEmail)),
    password: z.string().min(1, missing).min(6, accountMessages.athletePasswordTooShort).max(128),
    confirmPassword: z.string(),
    sport: withDefault,
    position: withDefault,
    school: withDefault,
    location: withDefault,
    gender: withDefault,
    graduationYear: z
      .string()
      .regex(/^\d{4}$/, 'Graduation year must be a 4-digit number.')
      .optional()
      .transform((value) => value ?? String(new Date().getFullYear())),
  })
  .superRefine((value, ctx) => {
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
    password: z.string().min(6, accountMessages.passwordTooShort).max(128),
    confirmPassword: z.string(),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: accountMessages.passwordsDoNotMatch,
  });

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, accountMessages.passwordRequired),
    newPassword: z.string().min(6, accountMessages.passwordTooShort).max(128),
    confirmPassword: z.string(),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ['confirmPassword'],
    message: accountMessages.passwordsDoNotMatch,
  });

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
