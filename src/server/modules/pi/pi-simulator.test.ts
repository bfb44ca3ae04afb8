import { hc } from 'hono/client';
import { describe, expect, it } from 'vitest';
import { connectionFrom, createTestApp, unwrap } from '#server/test/test-app';
import {
  createPiSimulator,
  SIMULATOR_MAX_PAYMENTS,
  SIMULATOR_MAX_TOKENS,
  type PiSimulator,
} from './pi-simulator';

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
    const fromThisMachine: Record<string, string>[] = [{}, { 'x-forwarded-for': '127.40.0.7' }];
    for (const headers of fromThisMachine) {
      const res = await send('127.0.0.1', '/sim/authenticate', { ...signInBody, headers });
      expect(res.status).toBe(200);
    }
    // The simulator's routes, typed, from this machine's IPv6 loopback.
    const fromLoopback = hc<PiSimulator['routes']>(`http://localhost${sim}`, {
      fetch: (input: string | URL | Request, init?: RequestInit) =>
        t.app.request(input, init, connectionFrom('::1')),
      headers: { origin: t.config.publicUrl, 'content-type': 'application/json' },
    });
    const { accessToken } = await unwrap(
      fromLoopback.sim.authenticate.$post(undefined, {
        init: { body: JSON.stringify(signInBody.body) },
      }),
    );

    // The server's own calls to its Platform API are in-process and still work for a visitor
    // on another machine signing in with Pi.
    const signedIn = await t.api.pi.auth.$post({ json: { accessToken } });
    expect(signedIn.status).toBe(200);
  });
});

describe('the Pi simulator’s memory', () => {
  const start = Date.parse('2030-01-01T00:00:00Z');

  function simulator() {
    let clock = start;
    const pi = createPiSimulator({ secret: 'x'.repeat(40), now: () => clock });
    // Its routes, typed, as the simulated Pi Browser on this machine calls them.
    const sim = hc<PiSimulator['routes']>('http://localhost', {
      fetch: (input: string | URL | Request, init?: RequestInit) =>
        pi.routes.request(input, init, connectionFrom('127.0.0.1')),
      headers: { 'content-type': 'application/json' },
    }).sim;
    const body = (value: object) => ({ init: { body: JSON.stringify(value) } });
    const me = (accessToken: string) =>
      pi.platformApi.request('/v2/me', { headers: { authorization: `Bearer ${accessToken}` } });
    const payment = (id: string) =>
      pi.platformApi.request(`/v2/payments/${id}`, {
        headers: { authorization: `Key ${pi.apiKey}` },
      });
    const signIn = async (username = 'memory_user') =>
      (await unwrap(sim.authenticate.$post(undefined, body({ username })))).accessToken;
    const pay = async (accessToken: string, metadata: object = { order: 1 }) =>
      sim.payments.$post(undefined, body({ accessToken, amount: 1, memo: 'm', metadata }));
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
      made.push((await unwrap(res)).identifier);
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
