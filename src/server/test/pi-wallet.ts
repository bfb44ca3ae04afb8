import { connectionFrom, type createTestApp } from './test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const sim = '/api/dev/pi-platform/sim';
let count = 0;

/** A Pi username no other test uses. */
export const piUsername = () => `tester_${Date.now().toString(36)}${(count += 1)}`;

/** The simulator answers this machine only: the simulated Pi Browser runs on it. */
export const fromThisMachine = (
  t: TestApp,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) =>
  t.app.request(
    path,
    {
      method,
      headers: { origin: t.config.publicUrl, 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    },
    connectionFrom('127.0.0.1'),
  );

/**
 * What the Pi Browser does: signs `name` in to Pi (the simulator) and hands the page an access
 * token; `pay` and `sign` drive a payment as the wallet would.
 */
export async function piWallet(t: TestApp, name = piUsername()) {
  const res = await fromThisMachine(t, 'POST', `${sim}/authenticate`, { username: name });
  if (res.status !== 200) throw new Error(`the Pi simulator answered ${res.status}`);
  const { accessToken, user } = (await res.json()) as {
    accessToken: string;
    user: { uid: string };
  };
  return {
    name,
    accessToken,
    uid: user.uid,
    pay: async (input: { amount: number; memo?: string; metadata: object }) =>
      fromThisMachine(t, 'POST', `${sim}/payments`, { accessToken, memo: 'x', ...input }),
    sign: (id: string) => fromThisMachine(t, 'POST', `${sim}/payments/${id}/sign`, { accessToken }),
  };
}
