import { describe, expect, it } from 'vitest';
import type { PiPayment } from '#server/adapters/pi/pi-platform';
import { connectionFrom, createTestApp } from '#server/test/test-app';
import { createPiSimulator, SIMULATOR_MAX_PAYMENTS, SIMULATOR_MAX_TOKENS } from './pi-simulator';

const sim = '/api/dev/pi-platform';

describe('the Pi simulator over HTTP', () => {
  it('answers callers on this machine only, as the dev mailbox does', async () => {
    const t = await createTestApp();
    const send = (
      from: string,
      path: string,
      init: { body?: unknown; headers?: Record<string, string> } = {},
    ) =>
      t.app.request(
        `${sim}${path}`,
        {
          method: init.body === undefined ? 'GET' : 'POST',
          headers: {
            origin: t.config.publicUrl,
            'content-type': 'application/json',
            ...init.headers,
          },
          body: init.body === undefined ? undefined : JSON.stringify(init.body),
        },
        connectionFrom(from),
      );
    const signInBody = { body: { username: 'loopback_only' } };

    // From another machine, directly or through a proxy on this one: nothing is there.
    expect((await send('203.0.113.9', '/sim/authenticate', signInBody)).status).toBe(404);
    expect((await send('203.0.113.9', '/v2/me')).status).toBe(404);
    expect(
      (
        await send('127.0.0.1', '/sim/authenticate', {
          ...signInBody,
          headers: { 'x-forwarded-for': '203.0.113.9' },
        })
      ).status,
    ).toBe(404);

    // From this machine (the browser tests' proxy passes loopback addresses on): it answers.
    for (const headers of [{}, { 'x-forwarded-for': '127.40.0.7' }] as Record<string, string>[]) {
      const res = await send('127.0.0.1', '/sim/authenticate', { ...signInBody, headers });
      expect(res.status).toBe(200);
    }
    const { accessToken } = (await (await send('::1', '/sim/authenticate', signInBody)).json()) as {
      accessToken: string;
    };

    // The server's own calls to its Platform API are in-process and still work for a visitor
    // on another machine signing in with Pi.
    const signedIn = await t.post('/api/pi/auth', { accessToken });
    expect(signedIn.status).toBe(200);
  });
});

describe('the Pi simulator’s memory', () => {
  const start = Date.parse('2030-01-01T00:00:00Z');

  function simulator() {
    let clock = start;
    const pi = createPiSimulator({ secret: 'x'.repeat(40), now: () => clock });
    const post = async (path: string, body: unknown) =>
      pi.routes.request(
        path,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        },
        connectionFrom('127.0.0.1'),
      );
    const me = (accessToken: string) =>
      pi.platformApi.request('/v2/me', { headers: { authorization: `Bearer ${accessToken}` } });
    const payment = (id: string) =>
      pi.platformApi.request(`/v2/payments/${id}`, {
        headers: { authorization: `Key ${pi.apiKey}` },
      });
    const signIn = async (username = 'memory_user') =>
      ((await (await post('/sim/authenticate', { username })).json()) as { accessToken: string })
        .accessToken;
    const pay = async (accessToken: string, metadata: object = { order: 1 }) =>
      post('/sim/payments', { accessToken, amount: 1, memo: 'm', metadata });
    return {
      advance: (ms: number) => (clock += ms),
      me,
      payment,
      signIn,
      pay,
    };
  }

  it('forgets the oldest tokens past its cap', async () => {
    const s = simulator();
    const first = await s.signIn();
    for (let i = 0; i < SIMULATOR_MAX_TOKENS; i += 1) await s.signIn();
    const last = await s.signIn();
    expect((await s.me(first)).status).toBe(401);
    expect((await s.me(last)).status).toBe(200);
  });

  it('forgets the oldest payments past its cap, and any a day old', async () => {
    const s = simulator();
    const token = await s.signIn();
    const made: string[] = [];
    for (let i = 0; i <= SIMULATOR_MAX_PAYMENTS; i += 1) {
      const res = await s.pay(token);
      expect(res.status).toBe(201);
      made.push(((await res.json()) as PiPayment).identifier);
    }
    expect((await s.payment(made[0]!)).status).toBe(404);
    expect((await s.payment(made.at(-1)!)).status).toBe(200);

    s.advance(25 * 3600 * 1000);
    const fresh = await s.signIn();
    expect((await s.pay(fresh)).status).toBe(201);
    expect((await s.payment(made.at(-1)!)).status).toBe(404);
  });

  it('refuses a payment whose metadata is too large to keep', async () => {
    const s = simulator();
    const res = await s.pay(await s.signIn(), { blob: 'x'.repeat(10_000) });
    expect(res.status).toBe(400);
  });
});
