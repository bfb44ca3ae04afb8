import { hc } from 'hono/client';
import type { PiSimulator } from '#server/modules/pi';
import { connectionFrom, unwrap, type createTestApp } from './test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

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

/** The simulator's routes, typed, as the simulated Pi Browser on this machine calls them. */
export const piSimulator = (t: TestApp) =>
  hc<PiSimulator['routes']>('http://localhost/api/dev/pi-platform', {
    fetch: (input: string | URL | Request, init?: RequestInit) =>
      t.app.request(input, init, connectionFrom('127.0.0.1')),
    headers: { origin: t.config.publicUrl, 'content-type': 'application/json' },
  });

/** A JSON body for the simulator's routes, which declare none (their handlers read it). */
const jsonBody = (value: object) => ({ init: { body: JSON.stringify(value) } });

/**
 * What the Pi Browser does: signs `name` in to Pi (the simulator) and hands the page an access
 * token; `pay`, `sign` and `cancel` drive a payment as the wallet would.
 */
export async function piWallet(t: TestApp, name = piUsername()) {
  const sim = piSimulator(t).sim;
  const { accessToken, user } = await unwrap(
    sim.authenticate.$post(undefined, jsonBody({ username: name })),
    200,
  );
  return {
    name,
    accessToken,
    uid: user.uid,
    pay: async (input: { amount: number; memo?: string; metadata: object }) =>
      sim.payments.$post(undefined, jsonBody({ accessToken, memo: 'x', ...input })),
    sign: (id: string) =>
      sim.payments[':id'].sign.$post({ param: { id } }, jsonBody({ accessToken })),
    cancel: (id: string) =>
      sim.payments[':id']['user-cancel'].$post({ param: { id } }, jsonBody({ accessToken })),
  };
}
