import { createSiteAuth } from '../site-auth';
import { createVerifiedUser, type VerifiedUserInput } from '../auth/create-verified-user';
import { createTestApp, uniqueEmail } from './test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export type TestUser = { id: string; email: string; password: string };

/** A confirmed account on the test app's database, ready to sign in. */
export async function createTestUser(
  t: TestApp,
  input: Partial<VerifiedUserInput> = {},
): Promise<TestUser> {
  const auth = createSiteAuth({
    config: t.config,
    db: t.db,
    mailer: { kind: 'dev-mailbox', send: async () => {} },
    caches: t.caches,
  });
  const email = input.email ?? uniqueEmail(input.role ?? 'user');
  const password = input.password ?? 'steady-hands-2031';
  const { id } = await createVerifiedUser(auth, { name: 'Test User', ...input, email, password });
  return { id, email, password };
}

/**
 * Turns two-step sign-in on for the account signed in on `t` (better-auth's answer: the
 * otpauth URI and the backup codes); it is checked once the first code is verified.
 */
export async function enableTwoStep(t: TestApp, password: string) {
  const res = await t.post('/api/auth/two-factor/enable', { password });
  if (res.status !== 200) {
    throw new Error(`enabling two-step sign-in answered ${res.status}: ${await res.text()}`);
  }
  return (await res.json()) as { totpURI: string; backupCodes: string[] };
}

/** Signs a test app's browser in; its cookies then carry the session. */
export async function signIn(t: TestApp, user: Pick<TestUser, 'email' | 'password'>) {
  const res = await t.post('/api/auth/sign-in/email', {
    email: user.email,
    password: user.password,
  });
  if (res.status !== 200) throw new Error(`sign-in failed with ${res.status}: ${await res.text()}`);
  return t;
}

/**
 * A new account (createTestUser's input), signed in on a test app of its own made with
 * `overrides` and `options`: the app, with the account as `account`.
 */
export async function signedInAccount(
  input: Partial<VerifiedUserInput> = {},
  overrides?: Partial<TestApp['config']>,
  options?: Parameters<typeof createTestApp>[1],
) {
  const t = await createTestApp(overrides, options);
  const account = await createTestUser(t, input);
  await signIn(t, account);
  return Object.assign(t, { account });
}

/** A new administrator ("Alex Admin" unless named), signed in on a test app of their own. */
export const signedInAdmin = (
  overrides?: Partial<TestApp['config']>,
  name = 'Alex Admin',
  options?: Parameters<typeof createTestApp>[1],
) => signedInAccount({ role: 'admin', name }, overrides, options);
