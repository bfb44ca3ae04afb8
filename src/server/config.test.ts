import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, envSchema, loadConfig } from './config';

const tempDataDir = () => mkdtempSync(path.join(os.tmpdir(), 'config-test-'));

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('uses the embedded defaults when nothing is set', () => {
    const dataDir = tempDataDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      dataDir,
      databaseUrl: undefined,
      siteName: 'Showcase',
      publicUrl: 'http://localhost:3000',
      logRequests: true,
    });
  });

  it('listens on this machine only outside production, unless HOST says otherwise', () => {
    const dataDir = tempDataDir();
    expect(loadConfig({ DATA_DIR: dataDir }).host).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: dataDir, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    const production = {
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      BETTER_AUTH_SECRET: 'x'.repeat(32),
      SMTP_URL: 'smtp://mail.example.com',
    };
    expect(loadConfig(production).host).toBe('0.0.0.0');
    expect(loadConfig({ ...production, HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
  });

  it('names the variable and the value when a value is bad', () => {
    const dataDir = tempDataDir();
    expect(problemsOf({ DATA_DIR: dataDir, PORT: 'abc' })).toEqual([
      'PORT: must be a whole number between 1 and 65535 (got "abc")',
    ]);
    expect(problemsOf({ DATA_DIR: dataDir, PORT: '70000' })[0]).toMatch(/^PORT: /);
    expect(problemsOf({ DATA_DIR: dataDir, DATABASE_URL: 'mysql://x' })[0]).toMatch(
      /^DATABASE_URL: must be a postgres:\/\//,
    );
    expect(problemsOf({ DATA_DIR: dataDir, NODE_ENV: 'staging' })[0]).toMatch(/^NODE_ENV: /);
    expect(problemsOf({ DATA_DIR: dataDir, PUBLIC_URL: 'not a url' })[0]).toMatch(/^PUBLIC_URL: /);
  });

  it('reads VIDEO_BASE_URL as a URL or a path, defaulting to /media on this server', () => {
    const dataDir = tempDataDir();
    expect(loadConfig({ DATA_DIR: dataDir }).videoBaseUrl).toBe('/media');
    expect(
      loadConfig({ DATA_DIR: dataDir, VIDEO_BASE_URL: 'https://cdn.example.com/media/' })
        .videoBaseUrl,
    ).toBe('https://cdn.example.com/media');
    expect(problemsOf({ DATA_DIR: dataDir, VIDEO_BASE_URL: 'cdn.example.com' })[0]).toMatch(
      /^VIDEO_BASE_URL: must be an absolute http\(s\) URL or a path/,
    );
  });

  it('runs one worker by default, every core with PostgreSQL and Livepeer, as many as asked', () => {
    const dataDir = tempDataDir();
    const pg = 'postgres://postgres@127.0.0.1:5432/app';
    const key = 'lp-key-0123456789';
    expect(loadConfig({ DATA_DIR: dataDir }).webConcurrency).toBe(1);
    // The app's own live media server takes broadcasts in one process.
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: pg }).webConcurrency).toBe(1);
    expect(
      loadConfig({ DATA_DIR: dataDir, DATABASE_URL: pg, LIVEPEER_API_KEY: key }).webConcurrency,
    ).toBe(os.availableParallelism());
    expect(
      loadConfig({ DATA_DIR: dataDir, DATABASE_URL: pg, WEB_CONCURRENCY: '3' }).webConcurrency,
    ).toBe(3);
    // The embedded database is opened by one process only.
    expect(problemsOf({ DATA_DIR: dataDir, WEB_CONCURRENCY: '2' })[0]).toMatch(
      /^WEB_CONCURRENCY: the embedded database/,
    );
    expect(problemsOf({ DATA_DIR: dataDir, WEB_CONCURRENCY: '0' })[0]).toMatch(/^WEB_CONCURRENCY/);
  });

  it('keeps 20 PostgreSQL connections a process, fewer with many workers, as many as asked', () => {
    const dataDir = tempDataDir();
    const pg = 'postgres://postgres@127.0.0.1:5432/app';
    const pool = (vars: NodeJS.ProcessEnv) =>
      loadConfig({ DATA_DIR: dataDir, DATABASE_URL: pg, ...vars }).databasePoolSize;
    expect(pool({})).toBe(20);
    expect(pool({ WEB_CONCURRENCY: '2' })).toBe(20);
    // All workers together keep to 80 of PostgreSQL's default 100 connections.
    expect(pool({ WEB_CONCURRENCY: '8' })).toBe(10);
    expect(pool({ WEB_CONCURRENCY: '64' })).toBe(2);
    expect(pool({ WEB_CONCURRENCY: '8', DATABASE_POOL_SIZE: '30' })).toBe(30);
    expect(problemsOf({ DATA_DIR: dataDir, DATABASE_POOL_SIZE: '0' })[0]).toMatch(
      /^DATABASE_POOL_SIZE: must be a whole number/,
    );
  });

  it('reports every bad variable at once', () => {
    const problems = problemsOf({ DATA_DIR: tempDataDir(), PORT: '0', LOG_REQUESTS: 'yes' });
    expect(problems.map((problem) => problem.split(':')[0])).toEqual(['PORT', 'LOG_REQUESTS']);
  });

  it('generates an auth secret once in development and keeps it in DATA_DIR', () => {
    const dataDir = path.join(tempDataDir(), 'nested');
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first.authSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(path.join(dataDir, 'auth-secret'), 'utf8').trim()).toBe(first.authSecret);
    expect(loadConfig({ DATA_DIR: dataDir }).authSecret).toBe(first.authSecret);
  });

  it('requires the auth secret in production and never writes one', () => {
    const dataDir = tempDataDir();
    expect(problemsOf({ DATA_DIR: dataDir, NODE_ENV: 'production' })[0]).toMatch(
      /^BETTER_AUTH_SECRET: is required in production/,
    );
    expect(existsSync(path.join(dataDir, 'auth-secret'))).toBe(false);

    const secret = 'x'.repeat(40);
    const config = loadConfig({
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      BETTER_AUTH_SECRET: secret,
      SMTP_URL: 'smtp://mail.example.com:587',
    });
    expect(config).toMatchObject({ isProduction: true, authSecret: secret });
  });

  it('requires SMTP in production so confirmation mail really leaves', () => {
    const problems = problemsOf({
      DATA_DIR: tempDataDir(),
      NODE_ENV: 'production',
      BETTER_AUTH_SECRET: 'x'.repeat(40),
    });
    expect(problems[0]).toMatch(/^SMTP_URL: is required in production/);
  });

  it('needs the admin email and password together', () => {
    expect(problemsOf({ DATA_DIR: tempDataDir(), ADMIN_EMAIL: 'a@b.co' })[0]).toMatch(
      /^ADMIN_PASSWORD: /,
    );
    const config = loadConfig({
      DATA_DIR: tempDataDir(),
      ADMIN_EMAIL: 'Boss@Club.org',
      ADMIN_PASSWORD: 'long-enough-1',
    });
    expect(config.initialAdmin).toEqual({ email: 'boss@club.org', password: 'long-enough-1' });
  });

  it('rejects a short auth secret', () => {
    expect(problemsOf({ DATA_DIR: tempDataDir(), BETTER_AUTH_SECRET: 'short' })[0]).toMatch(
      /^BETTER_AUTH_SECRET: must be at least 32 characters/,
    );
  });

  it('has mailboxes at showcase.example and site links by default', () => {
    const config = loadConfig({ DATA_DIR: tempDataDir() });
    expect(config.mailboxes).toEqual({
      support: 'support@showcase.example',
      privacy: 'privacy@showcase.example',
      childSafety: 'childsafety@showcase.example',
      safety: 'safety@showcase.example',
    });
    expect(config.links.premiumStreams).toEqual([
      '/live/premium-game-day',
      '/live/premium-practice-floor',
    ]);
    expect(config.links.partnerSite).toBeUndefined();
    expect(config.supportChatUrl).toBeUndefined();
  });

  it('takes mailboxes and links from the environment', () => {
    const config = loadConfig({
      DATA_DIR: tempDataDir(),
      SUPPORT_EMAIL: 'help@club.example',
      PARTNER_SITE_URL: 'https://partners.example.com/join',
      PREMIUM_STREAM_1_URL: 'https://stream.example.com/team-a',
      PI_REFERRAL_CODE: 'coach_dan',
      SUPPORT_CHAT_URL: 'https://chat.example.com/widget',
    });
    expect(config.mailboxes.support).toBe('help@club.example');
    expect(config.links.partnerSite).toBe('https://partners.example.com/join');
    expect(config.links.premiumStreams[0]).toBe('https://stream.example.com/team-a');
    expect(config.links.piReferralCode).toBe('coach_dan');
    expect(config.supportChatUrl).toBe('https://chat.example.com/widget');
  });

  it('names a bad mailbox, link or chat URL', () => {
    const problems = problemsOf({
      DATA_DIR: tempDataDir(),
      PRIVACY_EMAIL: 'privacy',
      PI_APP_STORE_URL: 'javascript:alert(1)',
      SUPPORT_CHAT_URL: '/chat',
    });
    expect(problems.map((problem) => problem.split(':')[0]).sort()).toEqual([
      'PI_APP_STORE_URL',
      'PRIVACY_EMAIL',
      'SUPPORT_CHAT_URL',
    ]);
  });

  it('serves live channels itself unless a Livepeer key is set', () => {
    const local = loadConfig({ DATA_DIR: tempDataDir() });
    expect(local.streaming).toEqual({ idleMs: 10_000, livepeer: undefined });

    const livepeer = loadConfig({
      DATA_DIR: tempDataDir(),
      LIVEPEER_API_KEY: 'lp-key-12345678',
      LIVEPEER_WEBHOOK_SECRET: 'whsec-12345678',
      LIVE_IDLE_SECONDS: '30',
    });
    expect(livepeer.streaming).toEqual({
      idleMs: 30_000,
      livepeer: {
        apiKey: 'lp-key-12345678',
        baseUrl: 'https://livepeer.studio/api',
        webhookSecret: 'whsec-12345678',
        rtmpUrl: 'rtmp://rtmp.livepeer.com/live',
        playbackOrigins: [
          'https://livepeercdn.studio',
          'https://vod-cdn.lp-playback.studio',
          'https://recordings-cdn-s.lp-playback.studio',
        ],
      },
    });
  });

  it('names a bad live setting, and needs the webhook secret with a key in production', () => {
    expect(problemsOf({ DATA_DIR: tempDataDir(), LIVE_IDLE_SECONDS: '1' })[0]).toMatch(
      /^LIVE_IDLE_SECONDS: must be a whole number of seconds between 2 and 600/,
    );
    const problems = problemsOf({
      NODE_ENV: 'production',
      DATA_DIR: tempDataDir(),
      BETTER_AUTH_SECRET: 'x'.repeat(40),
      SMTP_URL: 'smtp://mail.example.com',
      LIVEPEER_API_KEY: 'lp-key-12345678',
    });
    expect(problems.map((problem) => problem.split(':')[0])).toEqual(['LIVEPEER_WEBHOOK_SECRET']);
  });

  it('runs the Pi simulator outside production only, and the Platform API with a key', () => {
    const production = {
      NODE_ENV: 'production',
      DATA_DIR: tempDataDir(),
      BETTER_AUTH_SECRET: 'x'.repeat(40),
      SMTP_URL: 'smtp://mail.example.com',
    };
    expect(loadConfig({ DATA_DIR: tempDataDir() }).pi).toEqual({ mode: 'simulator' });
    expect(loadConfig({ DATA_DIR: tempDataDir(), PI_SIMULATOR: 'false' }).pi).toEqual({
      mode: 'off',
    });
    expect(loadConfig({ ...production, PI_SIMULATOR: 'true' }).pi).toEqual({ mode: 'off' });
    expect(loadConfig({ ...production, PI_API_KEY: 'k'.repeat(32) }).pi).toEqual({
      mode: 'platform',
      apiKey: 'k'.repeat(32),
      baseUrl: 'https://api.minepi.com',
    });
  });

  it('keeps the test-mode checkout out of production unless PAYMENTS_SANDBOX says so', () => {
    const production = {
      NODE_ENV: 'production',
      DATA_DIR: tempDataDir(),
      BETTER_AUTH_SECRET: 'x'.repeat(40),
      SMTP_URL: 'smtp://mail.example.com',
    };
    expect(loadConfig({ DATA_DIR: tempDataDir() }).payments.sandbox).toBe(true);
    expect(loadConfig(production).payments.sandbox).toBe(false);
    expect(loadConfig({ ...production, PAYMENTS_SANDBOX: 'true' }).payments.sandbox).toBe(true);
    expect(problemsOf({ DATA_DIR: tempDataDir(), STRIPE_SECRET_KEY: 'sk_test_abc' })).toEqual([
      expect.stringMatching(/^STRIPE_WEBHOOK_SECRET: is needed/),
      expect.stringMatching(/^STRIPE_PRICE_TRAINING: is needed/),
      expect.stringMatching(/^STRIPE_PRICE_RECRUITING: is needed/),
    ]);
  });

  it('treats empty values as unset', () => {
    const config = loadConfig({ DATA_DIR: tempDataDir(), PORT: '', DATABASE_URL: '' });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
  });
});

describe('the configuration document', () => {
  it('documents every setting in its table, and .env.example lists each', () => {
    const readme = readFileSync(new URL('../../docs/configuration.md', import.meta.url), 'utf8');
    const example = readFileSync(new URL('../../.env.example', import.meta.url), 'utf8');
    const tableRows = readme.split('\n').filter((line) => line.startsWith('| `'));
    const inTable = (name: string) =>
      tableRows.some((row) => row.split('|')[1]!.includes(`\`${name}\``));
    const names = Object.keys(envSchema.shape);
    expect(names.filter((name) => !inTable(name))).toEqual([]);
    expect(names.filter((name) => !new RegExp(`^#? ?${name}=`, 'm').test(example))).toEqual([]);
  });
});
