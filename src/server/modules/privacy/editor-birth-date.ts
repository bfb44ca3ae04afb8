import { z } from 'zod';
import { birthDateOf, checkBirthFields, privacyMessages } from '#shared/schemas/privacy';
import { AppError } from '#server/http/app-error';
import { fieldErrorsFromZod } from '#server/http/error-handler';
import { isMinor } from './guardian-consent';

const editorBirthSchema = z
  .object({
    birthMonth: z.number({ error: privacyMessages.birthMonthRequired }),
    birthYear: z.number({ error: privacyMessages.birthYearRequired }),
    guardianEmail: z.string().optional(),
    email: z.string(),
  })
  .superRefine((value, ctx) => checkBirthFields(value, ctx));

/**
 * The date of birth a profile without one must give when it is saved from the editor (an account
 * made by signing in with Pi never met the sign-up form's question): checked as sign-up checks
 * it, with the account's own address, so under 13 is refused and 13 to 17 name a guardian.
 */
export function birthDateFromEditor(
  input: { birthMonth?: number; birthYear?: number; guardianEmail?: string },
  accountEmail: string,
  now: Date,
): { birthDate: string; minor: boolean; guardianEmail: string | null } {
  const parsed = editorBirthSchema.safeParse({ ...input, email: accountEmail });
  if (!parsed.success) {
    throw new AppError(
      'VALIDATION_FAILED',
      parsed.error.issues[0]?.message ?? privacyMessages.birthYearRequired,
      fieldErrorsFromZod(parsed.error),
    );
  }
  const birthDate = birthDateOf({ year: parsed.data.birthYear, month: parsed.data.birthMonth });
  const minor = isMinor(birthDate, now);
  return { birthDate, minor, guardianEmail: minor ? (parsed.data.guardianEmail ?? null) : null };
}
