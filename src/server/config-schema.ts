import { z } from 'zod';

const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(emptyToUndefined, schema.optional());

const email = z.email({ error: 'must be an email address such as support@example.com' });

/** A link shown on the site: an absolute http(s) URL, or a path on this site. */
const linkUrl = z
  .string()
  .refine(
    (value) => value.startsWith('/') || /^https?:\/\/[^\s]+$/.test(value),
    'must be an http(s) URL or a path starting with /',
  );

const withDefault = (schema: z.ZodType<string>, fallback: string) =>
  z.preprocess(emptyToUndefined, schema.default(fallback));

const postgresUrl = z
  .string()
  .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// connection URL');

/** Every environment variable the server reads. `.env.example` and docs/configuration.md list the same. */
export const envSchema = z.object({
  NODE_ENV: z.preprocess(
    emptyToUndefined,
    z.enum(['development', 'production', 'test']).default('development'),
  ),
  PORT: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'must be a whole number between 1 and 65535' })
      .int('must be a whole number between 1 and 65535')
      .min(1, 'must be a whole number between 1 and 65535')
      .max(65535, 'must be a whole number between 1 and 65535')
      .default(3000),
  ),
  HOST: optional(z.string()),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
  DATABASE_URL: optional(postgresUrl),
  PUBLIC_URL: optional(z.url({ error: 'must be an absolute URL such as https://example.com' })),
  SITE_NAME: z.preprocess(
    emptyToUndefined,
    z.string().max(60, 'must be at most 60 characters').default('Showcase'),
  ),
  BETTER_AUTH_SECRET: optional(z.string().min(32, 'must be at least 32 characters long')),
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')),
  MAIL_FROM: optional(
    z.string().min(3, 'must be a sender such as "Showcase <no-reply@example.com>"'),
  ),
  ADMIN_EMAIL: optional(z.email({ error: 'must be an email address' })),
  ADMIN_PASSWORD: optional(z.string().min(10, 'must be at least 10 characters long')),
  S3_BUCKET: optional(z.string().min(3, 'must be a bucket name')),
  S3_REGION: z.preprocess(emptyToUndefined, z.string().default('us-east-1')),
  S3_ENDPOINT: optional(z.url({ error: 'must be a URL such as https://s3.example.com' })),
  S3_ACCESS_KEY_ID: optional(z.string()),
  S3_SECRET_ACCESS_KEY: optional(z.string()),
  S3_PUBLIC_URL: optional(z.url({ error: 'must be a URL such as https://cdn.example.com' })),
  TRUST_PROXY: z.preprocess(
    emptyToUndefined,
    z.enum(['true', 'false'], { error: "must be 'true' or 'false'" }).default('false'),
  ),
  VIDEO_BASE_URL: optional(
    z
      .string()
      .regex(
        /^(https?:\/\/[^\s]+|\/[^\s]*)$/,
        'must be an absolute http(s) URL or a path starting with /',
      ),
  ),
  MAX_CONNECTIONS_PER_ADDRESS: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'must be a whole number, 0 for no cap' })
      .int('must be a whole number, 0 for no cap')
      .min(0, 'must be a whole number, 0 for no cap')
      .optional(),
  ),
  KEEP_ALIVE_TIMEOUT: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'must be a whole number of seconds, 1 to 600' })
      .int('must be a whole number of seconds, 1 to 600')
      .min(1, 'must be a whole number of seconds, 1 to 600')
      .max(600, 'must be a whole number of seconds, 1 to 600')
      .optional(),
  ),
  LOG_REQUESTS: z.preprocess(
    emptyToUndefined,
    z.enum(['true', 'false'], { error: "must be 'true' or 'false'" }).optional(),
  ),
  WEB_CONCURRENCY: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'must be a whole number of processes, 1 or more' })
      .int('must be a whole number of processes, 1 or more')
      .min(1, 'must be a whole number of processes, 1 or more')
      .max(64, 'must be at most 64')
      .optional(),
  ),
  DATABASE_POOL_SIZE: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'must be a whole number of connections, 1 or more' })
      .int('must be a whole number of connections, 1 or more')
      .min(1, 'must be a whole number of connections, 1 or more')
      .max(200, 'must be at most 200')
      .optional(),
  ),
  SERVER_TIMING: z.preprocess(
    emptyToUndefined,
    z.enum(['true', 'false'], { error: "must be 'true' or 'false'" }).optional(),
  ),
  SUPPORT_EMAIL: withDefault(email, 'support@showcase.example'),
  PRIVACY_EMAIL: withDefault(email, 'privacy@showcase.example'),
  CHILD_SAFETY_EMAIL: withDefault(email, 'childsafety@showcase.example'),
  SAFETY_EMAIL: withDefault(email, 'safety@showcase.example'),
  PREMIUM_STREAM_1_URL: withDefault(linkUrl, '/live/premium-game-day'),
  PREMIUM_STREAM_2_URL: withDefault(linkUrl, '/live/premium-practice-floor'),
  LIVEPEER_API_KEY: optional(z.string().min(8, 'must be a Livepeer Studio API key')),
  LIVEPEER_API_URL: withDefault(
    z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' }),
    'https://livepeer.studio/api',
  ),
  LIVEPEER_WEBHOOK_SECRET: optional(z.string().min(8, 'must be the webhook shared secret')),
  LIVEPEER_RTMP_URL: withDefault(
    z.string().regex(/^rtmps?:\/\/[^\s]+$/, 'must be an rtmp:// or rtmps:// URL'),
    'rtmp://rtmp.livepeer.com/live',
  ),
  LIVEPEER_PLAYBACK_ORIGINS: withDefault(
    z
      .string()
      .regex(
        /^https?:\/\/[^\s/]+(\s+https?:\/\/[^\s/]+)*$/,
        'must be http(s) origins separated by spaces',
      ),
    'https://livepeercdn.studio https://vod-cdn.lp-playback.studio https://recordings-cdn-s.lp-playback.studio',
  ),
  STRIPE_SECRET_KEY: optional(
    z
      .string()
      .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, 'must be a Stripe secret key (sk_test_…)'),
  ),
  STRIPE_WEBHOOK_SECRET: optional(
    z.string().regex(/^whsec_[A-Za-z0-9]+$/, 'must be a webhook signing secret (whsec_…)'),
  ),
  STRIPE_PRICE_TRAINING: optional(
    z.string().regex(/^price_[A-Za-z0-9]+$/, 'must be a price id (price_…)'),
  ),
  STRIPE_PRICE_RECRUITING: optional(
    z.string().regex(/^price_[A-Za-z0-9]+$/, 'must be a price id (price_…)'),
  ),
  PI_API_KEY: optional(
    z.string().min(16, 'must be the app’s Server API Key from the Pi Developer Portal'),
  ),
  PI_PLATFORM_URL: withDefault(
    z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' }),
    'https://api.minepi.com',
  ),
  PI_SANDBOX_URL: optional(
    z.url({
      protocol: /^https$/,
      error: 'must be the https sandbox URL the Developer Portal shows',
    }),
  ),
  PI_SIMULATOR: z.preprocess(
    emptyToUndefined,
    z.enum(['true', 'false'], { error: "must be 'true' or 'false'" }).optional(),
  ),
  PAYMENTS_SANDBOX: z.preprocess(
    emptyToUndefined,
    z.enum(['true', 'false'], { error: "must be 'true' or 'false'" }).optional(),
  ),
  STRIPE_API_HOST: optional(z.string().regex(/^[A-Za-z0-9.-]+$/, 'must be a host name')),
  STRIPE_API_PORT: optional(
    z.coerce.number({ error: 'must be a port number' }).int().min(1).max(65535),
  ),
  STRIPE_API_PROTOCOL: optional(z.enum(['http', 'https'], { error: "must be 'http' or 'https'" })),
  LIVE_IDLE_SECONDS: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'must be a whole number of seconds between 2 and 600' })
      .int('must be a whole number of seconds between 2 and 600')
      .min(2, 'must be a whole number of seconds between 2 and 600')
      .max(600, 'must be a whole number of seconds between 2 and 600')
      .default(10),
  ),
  PARTNER_SITE_URL: optional(linkUrl),
  PARTNER_DEMO_VIDEO_URL: optional(linkUrl),
  PI_APP_STORE_URL: withDefault(linkUrl, 'https://apps.apple.com/app/pi-network/id1445472541'),
  PI_PLAY_STORE_URL: withDefault(
    linkUrl,
    'https://play.google.com/store/apps/details?id=com.blockchainvault',
  ),
  PI_REFERRAL_URL: withDefault(linkUrl, 'https://minepi.com/'),
  PI_REFERRAL_CODE: optional(
    z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'must be 1 to 40 letters, digits, _ or -'),
  ),
  SUPPORT_CHAT_URL: optional(
    z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' }),
  ),
});

/** The variables as the schema gives them: checked, defaults filled in. */
export type EnvVars = z.output<typeof envSchema>;
