import { describe, expect, it } from 'vitest';
import { accountMessages } from '#shared/schemas/accounts';
import { connectionFrom, createTestApp, uniqueEmail } from '../test/test-app';
import { createTestUser } from '../test/test-users';
import {
  recordFailedSignIn,
  signInLockedFor,
  SIGN_IN_FAILURES_ALLOWED,
  SIGN_IN_WINDOW_SECONDS,
} from './sign-in-throttle';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

let nextAddress = 0;
/** A new public address for each caller (198.18.0.0/15 is set aside for tests). */
const freshAddress = () => {
  nextAddress += 1;
  return `198.19.${Math.floor(nextAddress / 250)}.${nextAddress % 250}`;
};

/** A POST as a browser at `address` would send it, with extra headers if given. */
function postFrom(
  t: TestApp,
  address: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return t.app.request(
    path,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: t.config.publicUrl, ...headers },
      body: JSON.stringify(body),
    },
    connectionFrom(address),
  );
}

const wrongSignIn = (email: string) => ({ email, password: 'not-the-password-1' });

describe('the per-address sign-in limit', () => {
  it('counts by the connection: a different X-Forwarded-For on every try changes nothing', async () => {
    const t = await createTestApp();
    const address = freshAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const res = await postFrom(
        t,
        address,
        '/api/auth/sign-in/email',
        wrongSignIn(uniqueEmail('guess')),
        { 'x-forwarded-for': `203.0.113.${attempt + 1}` },
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    // Another connection still gets its own ten tries.
    const other = await postFrom(
      t,
      freshAddress(),
      '/api/auth/sign-in/email',
      wrongSignIn(uniqueEmail()),
    );
    expect(other.status).toBe(401);
  });

  it('behind a trusted proxy, counts each client by the address the proxy added', async () => {
    const t = await createTestApp({ trustProxy: true });
    const proxy = freshAddress();
    const [first, second] = [freshAddress(), freshAddress()];
    const from = (client: string, spoofed: string) => ({
      'x-forwarded-for': `${spoofed}, ${client}`,
    });
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const res = await postFrom(
        t,
        proxy,
        '/api/auth/sign-in/email',
        wrongSignIn(uniqueEmail()),
        from(first, `10.0.0.${attempt}`),
      );
      expect(res.status).toBe(401);
    }
    const limited = await postFrom(
      t,
      proxy,
      '/api/auth/sign-in/email',
      wrongSignIn(uniqueEmail()),
      from(first, '10.9.9.9'),
    );
    expect(limited.status).toBe(429);
    // A second client behind the same proxy is not in the first one's bucket.
    const other = await postFrom(
      t,
      proxy,
      '/api/auth/sign-in/email',
      wrongSignIn(uniqueEmail()),
      from(second, '10.0.0.1'),
    );
    expect(other.status).toBe(401);
  });
});

describe('the per-account sign-in throttle', () => {
  it('locks an account after repeated failures from many addresses, with a clear message', async () => {
    const t = await createTestApp();
    const target = await createTestUser(t);
    const bystander = await createTestUser(t);
    for (let attempt = 0; attempt < SIGN_IN_FAILURES_ALLOWED; attempt += 1) {
      const res = await postFrom(
        t,
        freshAddress(),
        '/api/auth/sign-in/email',
        wrongSignIn(target.email),
      );
      expect(res.status).toBe(401);
    }
    // Even the right password waits now, from an address never seen before.
    const locked = await postFrom(t, freshAddress(), '/api/auth/sign-in/email', {
      email: target.email.toUpperCase(),
      password: target.password,
    });
    expect(locked.status).toBe(429);
    expect(await locked.json()).toMatchObject({ message: accountMessages.signInThrottled });
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);

    const other = await postFrom(t, freshAddress(), '/api/auth/sign-in/email', {
      email: bystander.email,
      password: bystander.password,
    });
    expect(other.status).toBe(200);
  });

  it('counts failures across the edge of its window, so the edge forgives nothing', async () => {
    const t = await createTestApp();
    const email = uniqueEmail('edge');
    const windowMs = SIGN_IN_WINDOW_SECONDS * 1000;
    const edge = (Math.floor(Date.now() / windowMs) + 1) * windowMs;
    const half = SIGN_IN_FAILURES_ALLOWED / 2;
    for (let attempt = 0; attempt < half; attempt += 1) {
      await recordFailedSignIn(t.db, email, edge - 1000 + attempt);
    }
    for (let attempt = 0; attempt < half; attempt += 1) {
      await recordFailedSignIn(t.db, email, edge + attempt);
    }
    expect(await signInLockedFor(t.db, email, edge + 5000)).toBeGreaterThan(0);
    // Two windows on, the guesses are forgotten.
    expect(await signInLockedFor(t.db, email, edge + windowMs + 1000)).toBe(0);
  });

  it('treats an address without an account the same, so it reveals nothing', async () => {
    const t = await createTestApp();
    const nobody = uniqueEmail('nobody');
    for (let attempt = 0; attempt < SIGN_IN_FAILURES_ALLOWED; attempt += 1) {
      await postFrom(t, freshAddress(), '/api/auth/sign-in/email', wrongSignIn(nobody));
    }
    const res = await postFrom(t, freshAddress(), '/api/auth/sign-in/email', wrongSignIn(nobody));
    expect(res.status).toBe(429);
    expect(await res.json()).toMatchObject({ message: accountMessages.signInThrottled });
  });
});

describe('per-address limits of the other account routes', () => {
  const cases: [string, number, () => unknown][] = [
    ['/api/auth/sign-up/email', 10, () => ({ form: 'generic', email: 'bad' })],
    ['/api/auth/request-password-reset', 5, () => ({ email: uniqueEmail('reset') })],
    ['/api/auth/send-verification-email', 5, () => ({ email: uniqueEmail('resend') })],
    ['/api/auth/two-factor/verify-totp', 10, () => ({ code: '000000' })],
  ];

  for (const [path, limit, body] of cases) {
    it(`limits ${path} to ${limit} a window`, async () => {
      const t = await createTestApp();
      const address = freshAddress();
      for (let attempt = 0; attempt < limit; attempt += 1) {
        expect((await postFrom(t, address, path, body())).status).not.toBe(429);
      }
      const limited = await postFrom(t, address, path, body());
      expect(limited.status).toBe(429);
      expect((await postFrom(t, freshAddress(), path, body())).status).not.toBe(429);
    });
  }
});
