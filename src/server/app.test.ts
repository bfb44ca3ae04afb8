import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from './app';
import type { DatabaseHandle } from './db/client';
import { openApiDocument } from './test/openapi';
import { proxyDatabase } from './test/proxy-database';
import { getTestDatabase } from './test/test-database';
import { testConfig } from './test/test-config';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await getTestDatabase();
});

/** A built client in <tmp>/site/client, with a file beside it that must never be served. */
function makeClientDir(): string {
  const site = mkdtempSync(path.join(os.tmpdir(), 'site-'));
  writeFileSync(path.join(site, 'secret.txt'), 'OUTSIDE-SENTINEL');
  const dir = path.join(site, 'client');
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  writeFileSync(
    path.join(dir, 'index.html'),
    '<html><head><title>%SITE_NAME%</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("app");'.repeat(200));
  writeFileSync(path.join(dir, 'theme-init.js'), '/* theme */');
  return dir;
}

describe('API basics', () => {
  it('answers /api/health with the database kind', async () => {
    const app = createApp({ config: testConfig(), database });
    const res = await app.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: database.kind });
  });

  it('answers 503 in the error shape when the database does not answer', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken: DatabaseHandle = {
      ...database,
      db: proxyDatabase(() => Promise.reject(new Error('connection refused'))),
    };
    const app = createApp({ config: testConfig(), database: broken });
    const res = await app.request('/api/health');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      code: 'UNAVAILABLE',
      message: 'The database is not answering.',
    });
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('answers unknown API paths with a JSON 404, for any method', async () => {
    const app = createApp({ config: testConfig(), database });
    for (const method of ['GET', 'POST', 'DELETE']) {
      const res = await app.request('/api/no-such-thing', {
        method,
        headers: { origin: 'http://localhost:3000' },
      });
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(await res.json()).toEqual({
        code: 'NOT_FOUND',
        message: 'No API endpoint at /api/no-such-thing.',
      });
    }
  });

  it('publishes the OpenAPI document', async () => {
    const app = createApp({ config: testConfig({ siteName: 'Rookie' }), database });
    const res = await app.request('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = openApiDocument.parse(await res.json());
    expect(doc.info.title).toBe('Rookie API');
    expect(Object.keys(doc.paths)).toContain('/api/health');
  });
});

describe('security headers', () => {
  it('sends a strict Content-Security-Policy, nosniff and frame-ancestors', async () => {
    const app = createApp({ config: testConfig(), database });
    const res = await app.request('/api/health');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('lets only a site with a Pi key load pi-sdk.js, and only the Pi sandbox frame it', async () => {
    const simulated = await createApp({ config: testConfig(), database }).request('/api/health');
    expect(simulated.headers.get('content-security-policy')).not.toContain('minepi.com');
    const withKey = await createApp({
      config: testConfig({
        pi: {
          mode: 'platform',
          apiKey: 'a-real-looking-server-key',
          baseUrl: 'https://api.minepi.com',
        },
      }),
      database,
    }).request('/api/health');
    const csp = withKey.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'[^;]* https:\/\/sdk\.minepi\.com/);
    expect(csp).toContain("frame-ancestors 'self' https://sandbox.minepi.com");
    expect(withKey.headers.get('x-frame-options')).toBeNull();
  });

  it('lets any site frame /embed/ pages only, and no site frame the others', async () => {
    const app = createApp({ config: testConfig(), database });
    const embed = await app.request('/embed/main-event');
    expect(embed.headers.get('content-security-policy')).toContain('frame-ancestors *');
    expect(embed.headers.get('x-frame-options')).toBeNull();
    for (const pathname of ['/', '/live/main-event', '/api/health']) {
      const res = await app.request(pathname);
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    }
  });

  it('sends HSTS in production only', async () => {
    const dev = await createApp({ config: testConfig(), database }).request('/api/health');
    expect(dev.headers.get('strict-transport-security')).toBeNull();
    const prod = await createApp({
      config: testConfig({ env: 'production', isProduction: true }),
      database,
    }).request('/api/health');
    expect(prod.headers.get('strict-transport-security')).toContain('max-age=31536000');
  });
});

describe('serving the built app', () => {
  const clientDir = makeClientDir();
  const app = () =>
    createApp({ config: testConfig({ siteName: 'Rookie & Co' }), database, clientDir });

  it('answers client routes with index.html, the site name filled in and no caching', async () => {
    for (const route of ['/', '/athletes', '/video/bb-basic-1', '/no/such/page']) {
      const res = await app().request(route);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<title>Rookie &#38; Co</title>');
    }
  });

  it('gives an athlete address that shows nobody to everyone a plain title and noindex', async () => {
    const res = await app().request('/athlete/123');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>Athlete · Rookie &#38; Co</title>');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const res = await app().request('/assets/index-abc123.js', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toContain('text/javascript');
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });

  it('revalidates files that are not hashed', async () => {
    const res = await app().request('/theme-init.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers a missing file with 404, not the app', async () => {
    const res = await app().request('/assets/index-old999.js');
    expect(res.status).toBe(404);
  });

  it('never serves files outside the client folder', async () => {
    for (const attempt of [
      '/assets/..%2f..%2fsecret.txt',
      '/assets/..%2F..%2Fsecret.txt',
      '/..%2fsecret.txt',
      '/%2e%2e%2fsecret.txt',
      '/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
      '/assets/..%5c..%5csecret.txt',
      '/assets/%00/../secret.txt',
      '/assets/%E0%A4%A',
    ]) {
      const res = await app().request(attempt);
      expect(res.status, attempt).toBe(404);
      expect(await res.text(), attempt).not.toContain('OUTSIDE-SENTINEL');
    }
  });

  it('keeps unknown API paths as JSON 404 even with the app served', async () => {
    const res = await app().request('/api/missing');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('uploads', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'data-'));
  mkdirSync(path.join(dataDir, 'uploads', 'player-avatars'), { recursive: true });
  writeFileSync(path.join(dataDir, 'uploads', 'player-avatars', 'a.webp'), 'AVATAR');
  writeFileSync(path.join(dataDir, 'secret.png'), 'OUTSIDE-SENTINEL');
  const app = () => createApp({ config: testConfig({ dataDir }), database });

  it('serves stored pictures with their type', async () => {
    const res = await app().request('/uploads/player-avatars/a.webp');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(await res.text()).toBe('AVATAR');
  });

  it('never serves a file outside the uploads folder, nor a malformed path', async () => {
    for (const attempt of [
      '/uploads/..%2fsecret.png',
      '/uploads/player-avatars/..%2f..%2fsecret.png',
      '/uploads/%2e%2e%2fsecret.png',
      '/uploads/..%5csecret.png',
      '/uploads/%E0%A4%A.png',
      '/uploads/%ZZ.png',
      '/uploads/a%00.webp',
    ]) {
      const res = await app().request(attempt);
      expect(res.status, attempt).toBe(404);
      expect(await res.text(), attempt).not.toContain('OUTSIDE-SENTINEL');
    }
  });
});
