import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { envSchema, type EnvVars } from './config-schema';
import { DEFAULT_MAX_CONNECTIONS_PER_ADDRESS, defaultListenerLimits } from './http/listener';

export { envSchema } from './config-schema';

export type Config = {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  siteName: string;
  authSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** An administrator created (or promoted) at start when both are set. */
  initialAdmin: { email: string; password: string } | undefined;
  /** Uploads go to this S3-compatible bucket when set; to DATA_DIR/uploads otherwise. */
  s3:
    | {
        bucket: string;
        region: string;
        endpoint: string | undefined;
        accessKeyId: string;
        secretAccessKey: string;
        publicBaseUrl: string | undefined;
      }
    | undefined;
  /** Behind a proxy that sets X-Forwarded-For: read the client IP from it. */
  trustProxy: boolean;
  /**
   * Open connections one client address may hold (0: no cap). Behind a proxy every connection
   * comes from the proxy's address, so there the default is no cap and the proxy limits each
   * client (docs/operations.md, Running behind a reverse proxy).
   */
  maxConnectionsPerAddress: number;
  /**
   * Seconds a kept-alive connection may wait idle for its next request. A proxy or load balancer
   * in front must close its idle connections to the app sooner, or a request it sends on one the
   * app is closing fails.
   */
  keepAliveTimeoutSeconds: number;
  logRequests: boolean;
  /** A Server-Timing header with each answer's route and time (the load benchmark's table). */
  serverTiming: boolean;
  /**
   * Server processes (workers) on this machine: by default every core with PostgreSQL and
   * Livepeer, else one (the embedded database is opened by one process only; the app's own live
   * media server takes broadcasts in one process only).
   */
  webConcurrency: number;
  /** PostgreSQL connections each server process keeps open at most (its pool). */
  databasePoolSize: number;
  /**
   * Where training media is fetched from (default `/media`, served by this app). Signed premium
   * links keep their signature in the path, so another host must pass them on to this app.
   */
  videoBaseUrl: string;
  /** Mailboxes shown on the site and used for support mail. */
  mailboxes: { support: string; privacy: string; childSafety: string; safety: string };
  /** Outside links the pages show; each is an http(s) URL or a path on this site. */
  links: {
    premiumStreams: [string, string];
    partnerSite: string | undefined;
    partnerDemoVideo: string | undefined;
    piAppStore: string;
    piPlayStore: string;
    piReferral: string;
    piReferralCode: string | undefined;
  };
  /** A hosted chat to embed in the support widget instead of the built-in form. */
  supportChatUrl: string | undefined;
  /** Always `standard` here: no variable lowers it; only test code asks for `light`. */
  passwordHashing: 'standard' | 'light';
  /**
   * Live streams: this app is the media server (HLS over HTTP PUT) unless a Livepeer Studio key
   * is set. A local broadcast ends after `idleMs` without a new segment.
   */
  /**
   * Card payments: Stripe when its key, webhook secret and prices are set; otherwise the
   * built-in sandbox checkout (test mode).
   */
  payments: {
    /**
     * Without Stripe, the built-in test checkout takes payments. It grants plans for test cards,
     * so in production it is off unless PAYMENTS_SANDBOX=true (a demo site).
     */
    sandbox: boolean;
    stripe:
      | {
          secretKey: string;
          webhookSecret: string;
          prices: { premium: string; recruiting: string };
          /** another address for the Stripe API (a local stand-in in tests) */
          api: { host?: string; port?: number; protocol?: 'http' | 'https' };
        }
      | undefined;
  };
  /**
   * Pi Network: the Platform API with the app's key when PI_API_KEY is set; otherwise, outside
   * production, the built-in simulator; otherwise off.
   */
  pi:
    { mode: 'platform'; apiKey: string; baseUrl: string } | { mode: 'simulator' } | { mode: 'off' };
  /** where the Pi sandbox shows this app (the Developer Portal gives it), for the debug card */
  piSandboxUrl: string | undefined;
  streaming: {
    idleMs: number;
    livepeer:
      | {
          apiKey: string;
          baseUrl: string;
          webhookSecret: string | undefined;
          rtmpUrl: string;
          /** where its players fetch playlists and segments from (for the CSP) */
          playbackOrigins: string[];
        }
      | undefined;
  };
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Each process's pool by default: 20 connections (under load a statement waits for a connection
 * held while its answer waits for a busy event loop; 20 a worker answered the mix with a third
 * less p95 than 10 on two cores, 40 was slower: decision 0020), fewer with many workers so that
 * all of them keep to 80 of PostgreSQL's default 100 connections.
 */
export function defaultPoolSize(workers: number): number {
  return Math.max(2, Math.min(20, Math.floor(80 / workers)));
}

/**
 * Parses and validates the environment. A bad value throws a ConfigError naming the variable.
 * Outside production a missing auth secret is generated once and kept in DATA_DIR, so sessions
 * survive restarts; in production it must be given.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const vars = parseEnv(env);
  const isProduction = vars.NODE_ENV === 'production';
  const dataDir = path.resolve(vars.DATA_DIR);

  const missing = missingTogether(vars, isProduction);
  if (missing.length > 0) throw new ConfigError(missing);

  // Every core takes PostgreSQL and a live service outside (the app's own live media server
  // keeps each broadcast in one process: decision 0020).
  const webConcurrency =
    vars.WEB_CONCURRENCY ??
    (vars.DATABASE_URL && vars.LIVEPEER_API_KEY ? os.availableParallelism() : 1);
  return {
    env: vars.NODE_ENV,
    isProduction,
    port: vars.PORT,
    // Outside production the demo accounts and the dev mailbox are open: keep them on this machine
    // unless HOST says otherwise.
    host: vars.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1'),
    dataDir,
    databaseUrl: vars.DATABASE_URL,
    publicUrl: (vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`).replace(/\/$/, ''),
    siteName: vars.SITE_NAME,
    authSecret: vars.BETTER_AUTH_SECRET ?? readOrCreateDevSecret(dataDir),
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM ?? `${vars.SITE_NAME} <no-reply@showcase.example>`,
    initialAdmin:
      vars.ADMIN_EMAIL && vars.ADMIN_PASSWORD
        ? { email: vars.ADMIN_EMAIL.toLowerCase(), password: vars.ADMIN_PASSWORD }
        : undefined,
    s3: s3Of(vars),
    trustProxy: vars.TRUST_PROXY === 'true',
    maxConnectionsPerAddress:
      vars.MAX_CONNECTIONS_PER_ADDRESS ??
      (vars.TRUST_PROXY === 'true' ? 0 : DEFAULT_MAX_CONNECTIONS_PER_ADDRESS),
    keepAliveTimeoutSeconds:
      vars.KEEP_ALIVE_TIMEOUT ?? defaultListenerLimits.keepAliveTimeoutMs / 1000,
    logRequests: vars.LOG_REQUESTS ? vars.LOG_REQUESTS === 'true' : vars.NODE_ENV !== 'test',
    serverTiming: vars.SERVER_TIMING === 'true',
    webConcurrency,
    databasePoolSize: vars.DATABASE_POOL_SIZE ?? defaultPoolSize(webConcurrency),
    videoBaseUrl: (vars.VIDEO_BASE_URL ?? '/media').replace(/\/+$/, '') || '/media',
    mailboxes: {
      support: vars.SUPPORT_EMAIL,
      privacy: vars.PRIVACY_EMAIL,
      childSafety: vars.CHILD_SAFETY_EMAIL,
      safety: vars.SAFETY_EMAIL,
    },
    links: {
      premiumStreams: [vars.PREMIUM_STREAM_1_URL, vars.PREMIUM_STREAM_2_URL],
      partnerSite: vars.PARTNER_SITE_URL,
      partnerDemoVideo: vars.PARTNER_DEMO_VIDEO_URL,
      piAppStore: vars.PI_APP_STORE_URL,
      piPlayStore: vars.PI_PLAY_STORE_URL,
      piReferral: vars.PI_REFERRAL_URL,
      piReferralCode: vars.PI_REFERRAL_CODE,
    },
    supportChatUrl: vars.SUPPORT_CHAT_URL,
    passwordHashing: 'standard',
    payments: {
      sandbox: vars.PAYMENTS_SANDBOX ? vars.PAYMENTS_SANDBOX === 'true' : !isProduction,
      stripe: stripeOf(vars),
    },
    pi: vars.PI_API_KEY
      ? { mode: 'platform', apiKey: vars.PI_API_KEY, baseUrl: vars.PI_PLATFORM_URL }
      : !isProduction && vars.PI_SIMULATOR !== 'false'
        ? { mode: 'simulator' }
        : { mode: 'off' },
    piSandboxUrl: vars.PI_SANDBOX_URL,
    streaming: { idleMs: vars.LIVE_IDLE_SECONDS * 1000, livepeer: livepeerOf(vars) },
  };
}

/** The environment through the schema; a ConfigError names each variable it refuses. */
function parseEnv(env: NodeJS.ProcessEnv): EnvVars {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'environment');
        const given = env[name];
        return `${name}: ${issue.message}${given === undefined ? '' : ` (got "${given}")`}`;
      }),
    );
  }
  return parsed.data;
}

/** What each variable needs beside it (and production needs at all), once each is valid. */
function missingTogether(vars: EnvVars, isProduction: boolean): string[] {
  const missing: string[] = [];
  if (isProduction && !vars.BETTER_AUTH_SECRET) {
    missing.push(
      'BETTER_AUTH_SECRET: is required in production (generate one with `openssl rand -hex 32`)',
    );
  }
  if (isProduction && !vars.SMTP_URL) {
    missing.push('SMTP_URL: is required in production, or confirmation emails would never leave');
  }
  if (!vars.DATABASE_URL && vars.WEB_CONCURRENCY !== undefined && vars.WEB_CONCURRENCY > 1) {
    missing.push(
      'WEB_CONCURRENCY: the embedded database is opened by one process only: set DATABASE_URL to run several, or leave WEB_CONCURRENCY at 1',
    );
  }
  if (Boolean(vars.ADMIN_EMAIL) !== Boolean(vars.ADMIN_PASSWORD)) {
    missing.push(
      `${vars.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'}: is needed with the other`,
    );
  }
  if (vars.S3_BUCKET && !(vars.S3_ACCESS_KEY_ID && vars.S3_SECRET_ACCESS_KEY)) {
    missing.push(
      'S3_ACCESS_KEY_ID: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are needed with S3_BUCKET',
    );
  }
  const stripeVars = [
    'STRIPE_SECRET_KEY',
    'STRIPE_WEBHOOK_SECRET',
    'STRIPE_PRICE_TRAINING',
    'STRIPE_PRICE_RECRUITING',
  ] as const;
  const stripeSet = stripeVars.filter((name) => vars[name]);
  if (stripeSet.length > 0 && stripeSet.length < stripeVars.length) {
    for (const name of stripeVars.filter((name) => !vars[name])) {
      missing.push(
        `${name}: is needed with the other Stripe variables (npm run payments:setup prints the prices)`,
      );
    }
  }
  if (isProduction && vars.LIVEPEER_API_KEY && !vars.LIVEPEER_WEBHOOK_SECRET) {
    missing.push(
      'LIVEPEER_WEBHOOK_SECRET: is required with LIVEPEER_API_KEY in production, or no channel would ever show LIVE',
    );
  }
  return missing;
}

function s3Of(vars: EnvVars): Config['s3'] {
  return vars.S3_BUCKET && vars.S3_ACCESS_KEY_ID && vars.S3_SECRET_ACCESS_KEY
    ? {
        bucket: vars.S3_BUCKET,
        region: vars.S3_REGION,
        endpoint: vars.S3_ENDPOINT,
        accessKeyId: vars.S3_ACCESS_KEY_ID,
        secretAccessKey: vars.S3_SECRET_ACCESS_KEY,
        publicBaseUrl: vars.S3_PUBLIC_URL,
      }
    : undefined;
}

function stripeOf(vars: EnvVars): Config['payments']['stripe'] {
  return vars.STRIPE_SECRET_KEY &&
    vars.STRIPE_WEBHOOK_SECRET &&
    vars.STRIPE_PRICE_TRAINING &&
    vars.STRIPE_PRICE_RECRUITING
    ? {
        secretKey: vars.STRIPE_SECRET_KEY,
        webhookSecret: vars.STRIPE_WEBHOOK_SECRET,
        prices: {
          premium: vars.STRIPE_PRICE_TRAINING,
          recruiting: vars.STRIPE_PRICE_RECRUITING,
        },
        api: {
          host: vars.STRIPE_API_HOST,
          port: vars.STRIPE_API_PORT,
          protocol: vars.STRIPE_API_PROTOCOL,
        },
      }
    : undefined;
}

function livepeerOf(vars: EnvVars): Config['streaming']['livepeer'] {
  return vars.LIVEPEER_API_KEY
    ? {
        apiKey: vars.LIVEPEER_API_KEY,
        baseUrl: vars.LIVEPEER_API_URL.replace(/\/+$/, ''),
        webhookSecret: vars.LIVEPEER_WEBHOOK_SECRET,
        rtmpUrl: vars.LIVEPEER_RTMP_URL.replace(/\/+$/, ''),
        playbackOrigins: vars.LIVEPEER_PLAYBACK_ORIGINS.split(/\s+/),
      }
    : undefined;
}

function readOrCreateDevSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // first start: no secret yet
  }
  const secret = randomBytes(32).toString('hex');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
