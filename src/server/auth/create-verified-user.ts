import type { UserType } from '#shared/account-fields';
import type { Locale } from '#shared/locales';
import type { Auth } from './create-auth';

export type VerifiedUserInput = {
  email: string;
  password: string;
  name: string;
  role?: 'admin' | 'user';
  userType?: UserType | null;
  /** the account's language (English when none) */
  language?: Locale;
};

/**
 * Creates an account that can sign in at once (no confirmation mail), or, when the email is
 * taken, gives it the role asked for and, if `resetPassword`, the password given.
 */
export async function createVerifiedUser(
  auth: Auth,
  input: VerifiedUserInput,
  options: { resetPassword?: boolean } = {},
): Promise<{ id: string; created: boolean }> {
  const ctx = await auth.$context;
  const email = input.email.toLowerCase();
  const existing = await ctx.internalAdapter.findUserByEmail(email, { includeAccounts: true });
  const hash = await ctx.password.hash(input.password);

  if (existing) {
    const userId = existing.user.id;
    await ctx.internalAdapter.updateUser(userId, {
      emailVerified: true,
      ...(input.role ? { role: input.role } : {}),
    });
    const hasPassword = existing.accounts.some((account) => account.providerId === 'credential');
    if (!hasPassword) {
      await ctx.internalAdapter.linkAccount({
        userId,
        providerId: 'credential',
        accountId: userId,
        password: hash,
      });
    } else if (options.resetPassword) {
      await ctx.internalAdapter.updatePassword(userId, hash);
    }
    return { id: userId, created: false };
  }

  const user = await ctx.internalAdapter.createUser(
    {
      email,
      name: input.name,
      emailVerified: true,
      role: input.role ?? 'user',
      userType: input.userType ?? null,
      language: input.language ?? null,
    },
    { method: 'admin' },
  );
  await ctx.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: hash,
  });
  return { id: user.id, created: true };
}
