import { describe, expect, it, vi } from 'vitest';
import { Hono } from 'hono';
import { openApiDocument } from '../test/openapi';
import { halfDuplex } from '../test/requests';
import { connectionFrom, createTestApp } from '../test/test-app';
import { isLineText } from '#shared/schemas/text';
import { printablePath, requestLogger } from './request-logger';

type Operation = { method: string; path: string };

/** Every state-changing route of the OpenAPI document, with its path parameters filled in. */
async function stateChangingRoutes(): Promise<Operation[]> {
  const t = await createTestApp();
  const doc = openApiDocument.parse(await (await t.get('/api/openapi.json')).json());
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.keys(operations)
      .filter((method) => !['get', 'head', 'options'].includes(method))
      // Providers' webhooks carry no Origin; they are checked by signature (streams tests).
      .filter(() => !path.startsWith('/api/webhooks/'))
      .map((method) => ({ method: method.toUpperCase(), path: path.replace(/\{[^}]+\}/g, 'x') })),
  );
}

describe('the Origin check', () => {
  it('refuses every state-changing route from another site or from nowhere', async () => {
    const t = await createTestApp();
    const routes = [
      ...(await stateChangingRoutes()),
      { method: 'POST', path: '/api/auth/sign-in/email' },
      { method: 'POST', path: '/api/auth/update-user' },
    ];
    expect(routes.length).toBeGreaterThan(4);
    for (const { method, path } of routes) {
      const crossSite: Record<string, string>[] = [
        { origin: 'https://evil.example' },
        { origin: 'null' },
        { referer: 'https://evil.example/form.html' },
        {},
      ];
      for (const headers of crossSite) {
        const res = await t.app.request(
          path,
          {
            method,
            headers: { 'content-type': 'application/json', ...headers },
            body: '{}',
          },
          connectionFrom(t.ip),
        );
        expect(res.status, `${method} ${path} ${JSON.stringify(headers)}`).toBe(403);
      }
    }
  });

  it('leaves providers’ webhooks to their signature check', async () => {
    const t = await createTestApp();
    const res = await t.app.request(
      '/api/webhooks/livepeer',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' },
      connectionFrom(t.ip),
    );
    // Not refused as a cross-site write: without a configured secret the endpoint is absent.
    expect(res.status).toBe(404);
  });

  it('lets this site through, by Origin or by Referer', async () => {
    const t = await createTestApp();
    const contact = {
      name: 'Pat',
      email: 'pat@example.com',
      subject: 'Hello there',
      message: 'A message long enough.',
    };
    const thisSite: Record<string, string>[] = [
      { origin: t.config.publicUrl },
      { referer: `${t.config.publicUrl}/contact` },
    ];
    for (const headers of thisSite) {
      const res = await t.app.request(
        '/api/contact',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify(contact),
        },
        connectionFrom(t.ip),
      );
      expect(res.status, JSON.stringify(headers)).toBe(201);
    }
  });

  it('trusts only PUBLIC_URL in production, not the development addresses', async () => {
    const prod = await createTestApp({
      env: 'production',
      isProduction: true,
      publicUrl: 'https://showcase.example',
      smtpUrl: 'smtp://127.0.0.1:2525',
    });
    for (const origin of [
      'http://localhost:5173',
      'http://127.0.0.1:5173',
      'http://localhost:3000',
    ]) {
      const res = await prod.api.newsletter.$post(
        { json: { email: 'a@example.com' } },
        { headers: { origin } },
      );
      expect(res.status, origin).toBe(403);
      const signIn = await prod.call(
        'POST',
        '/api/auth/sign-in/email',
        { email: 'a@example.com', password: 'whatever-123', callbackURL: `${origin}/profile` },
        { origin: 'https://showcase.example' },
      );
      expect(signIn.status, origin).toBe(403);
    }
  });
});

/** A body that never ends by itself, sent in chunks; `pulls()` tells how many were read. */
function endlessBody(chunkBytes: number) {
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled += 1;
      controller.enqueue(new Uint8Array(chunkBytes).fill(32));
      if (pulled > 1000) controller.close();
    },
  });
  return { body, pulls: () => pulled };
}

describe('body limits', () => {
  it('refuse an oversized JSON body from its declared length, before reading it or the session', async () => {
    const t = await createTestApp();
    const { body, pulls } = endlessBody(1024 * 1024);
    const res = await t.app.request(
      '/api/me/profile',
      halfDuplex({
        method: 'PUT',
        headers: {
          'content-type': 'application/json',
          'content-length': String(100 * 1024 * 1024),
          origin: t.config.publicUrl,
        },
        body,
      }),
      connectionFrom(t.ip),
    );
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(pulls()).toBeLessThan(3);
  });

  it('stop reading a body sent without a length as soon as it passes the limit', async () => {
    const t = await createTestApp();
    const { body, pulls } = endlessBody(16 * 1024);
    const res = await t.app.request(
      '/api/contact',
      halfDuplex({
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: t.config.publicUrl },
        body,
      }),
      connectionFrom(t.ip),
    );
    expect(res.status).toBe(413);
    expect(pulls()).toBeLessThan(10);
  });

  it('let ordinary forms through and give the photo upload its own limit and message', async () => {
    const t = await createTestApp();
    const message = {
      name: 'Pat',
      email: 'pat@example.com',
      subject: 'Hi there',
      message: 'x'.repeat(4900),
    };
    expect((await t.api.contact.$post({ json: message })).status).toBe(201);
    const form = new FormData();
    form.set(
      'avatar',
      new File([new Uint8Array(6 * 1024 * 1024)], 'big.jpg', { type: 'image/jpeg' }),
    );
    // A form, as the editor sends it (the route declares no body: its handler reads the form).
    const photo = await t.api.me.avatar.$post(undefined, { init: { body: form } });
    expect(photo.status).toBe(413);
    expect(await photo.json()).toMatchObject({
      message: 'The photo is larger than 5 MB. Choose a smaller one.',
    });
  });
});

describe('API answers', () => {
  it('are not stored by caches unless a route says otherwise', async () => {
    const t = await createTestApp();
    const cacheOf = async (answer: Promise<{ headers: Headers }>) =>
      (await answer).headers.get('cache-control');
    expect(await cacheOf(t.api.athletes.$get({ query: {} }))).toBe('no-store');
    expect(await cacheOf(t.api.me.$get())).toBe('no-store');
    expect(await cacheOf(t.api.site.$get())).toBe('public, max-age=300');
    expect(await cacheOf(t.api.training[':sport'].$get({ param: { sport: 'basketball' } }))).toBe(
      'private, no-store',
    );
    expect(await cacheOf(t.api.training.videos[':id'].$get({ param: { id: 'bb-basic-1' } }))).toBe(
      'private, no-store',
    );
  });
});

describe('the request log', () => {
  it('keeps each request on one line, whatever the path holds', async () => {
    const write = vi.fn<(line: string) => void>();
    const app = new Hono();
    app.use(requestLogger(write));
    app.get('*', (c) => c.text('ok'));
    await app.request('/athletes%0aGET%20/admin%20200%200.1ms');
    await app.request('/x%0d%0aforged%1b[31m');
    expect(write).toHaveBeenCalledTimes(2);
    for (const [line] of write.mock.calls) expect(isLineText(line)).toBe(true);
    expect(write.mock.calls[0]![0]).toContain('/athletes\\u000aGET /admin 200 0.1ms');
    expect(printablePath('/ok/path')).toBe('/ok/path');
  });
});
