import { readFileSync } from 'node:fs';
import path from 'node:path';
import { OpenAPIHono } from '@hono/zod-openapi';

import type { ApiErrorBody } from '#shared/api-error';
import type { Locale } from '#shared/locales';
import type { RenderPage } from '#shared/page-rendering';
import { createApiRoutes } from './api-routes';
import { AppError } from './http/app-error';
import { createMailer } from './adapters/mail/create-mailer';
import type { Mailer } from './adapters/mail/mailer';
import { createStorage } from './adapters/storage/create-storage';
import { s3PublicOrigin } from './adapters/storage/s3-storage';
import type { Storage } from './adapters/storage/storage';
import { getSessionCookie } from 'better-auth/cookies';
import { trustedOriginsFor, type Auth } from './auth/create-auth';
import { createSiteAuth } from './site-auth';
import type { CachedSession } from './auth/session-cache';
import { switchOffIdleContextStores } from './lib/idle-context-stores';
import { createCaches, type Caches } from './caches';
import type { Config } from './config';
import type { Database, DatabaseHandle } from './db/client';
import type { SessionUser } from './auth/guards';
import type { PageEffect } from './http/rendering-context';
import { systemClock, type Clock } from './lib/clock';
import { JSON_BODY_LIMIT, limitBodies } from './http/body-limits';
import { CAPTIONS_BODY_LIMIT } from './lib/captions-files';
import { withClientIp } from './http/client-ip';
import { compressResponses } from './http/compress';
import { handleError } from './http/error-handler';
import { requireTrustedOrigin } from './http/origin-check';
import { requestLogger } from './http/request-logger';
import { routeTiming } from './http/route-timing';
import { securityHeaders } from './http/security-headers';
import { inlineScriptHashes } from './http/page-scripts';
import { createPageRenderer } from './http/render-pages';
import { serveClient } from './http/serve-client';
import { serveUploads } from './http/serve-uploads';
import {
  ATHLETE_VIEW,
  athletePageMeta,
  AVATAR_BODY_LIMIT,
  createAthleteWork,
  HIGHLIGHT_BODY_LIMIT,
  subscriptionChanged,
} from '#server/modules/athletes';
import { programPageMeta } from '#server/modules/programs';
import { devMailboxRoutes } from '#server/modules/dev-mailbox';
import { crawlerRoutes } from '#server/modules/site';
import { PI_SDK_URL } from '#shared/pi';
import { createPi, type Pi } from '#server/modules/pi';
import { createPayments, paymentJobs, type Payments } from '#server/modules/payments';
import { privacyJobs } from '#server/modules/privacy';
import { messagingJobs } from '#server/modules/messaging';
import { createViewRecorder, recruitingJobs } from '#server/modules/recruiting';
import { audienceOf, coachJobs } from '#server/modules/coaches';
import { createJobRunner, type JobRunner } from './jobs/job-runner';
import {
  createStreams,
  streamJobs,
  ingestRoutes,
  liveMediaCors,
  liveMediaRoutes,
  type Streams,
} from '#server/modules/streams';
import {
  createMediaLinks,
  mediaOriginsFor,
  mediaRoutes,
  trainingCatalogue,
} from '#server/modules/training';

/** What a broadcaster's encoder is told when several workers serve (see the /ingest route). */
export const LIVE_NEEDS_ONE_WORKER =
  "This server's own live media server takes broadcasts with one worker only: set " +
  'WEB_CONCURRENCY=1, or configure Livepeer (LIVEPEER_API_KEY) to broadcast with several.';

export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  /** Defaults to SMTP when configured, else the dev mailbox. */
  mailer?: Mailer;
  /** Defaults to S3 when configured, else DATA_DIR/uploads. */
  storage?: Storage;
  /** The built client (dist/client); when absent only the API is served. */
  clientDir?: string;
  /**
   * Renders pages on the server (dist/ssr/entry-server.js); without it pages are rendered in the
   * browser from index.html.
   */
  renderPage?: RenderPage;
  /**
   * Training media served under /media (default ./media). It stays outside the built client, so
   * premium files can only be reached through the signed media route.
   */
  mediaDir?: string;
  /** Live channels; made here (and its silence check started) when not given. */
  streams?: Streams;
  /** Card payments: Stripe when configured, else the built-in sandbox. */
  payments?: Payments;
  /** Pi Network: the Platform API, the built-in simulator, or off (see createPi). */
  pi?: Pi;
  /** The time live channels go by (the system's; a test's own to move it on by hand). */
  clock?: Clock;
  /**
   * Where the app's recurring tasks are registered (made here when not given); the server
   * starts it, so each task runs once per deployment (jobs/job-runner.ts).
   */
  jobs?: JobRunner;
} & (
  | { auth?: undefined; caches?: Caches }
  // An auth built outside clears caches on sign-up: it must be given the app's own.
  | { auth: Auth; caches: Caches }
);

export function createApp({ config, database, clientDir, ...deps }: AppDeps) {
  // better-auth, React's server renderer and the page renderer keep a call's context in
  // AsyncLocalStorage stores; on while idle, they made every request pay for them.
  switchOffIdleContextStores();
  const db = database.db;
  const mailer = deps.mailer ?? createMailer(config, db);
  const caches = deps.caches ?? createCaches(database.notifications);
  const clock = deps.clock ?? systemClock;
  const pi = deps.pi ?? createPi(config, clock);
  const storage = deps.storage ?? createStorage(config);
  const auth = deps.auth ?? createSiteAuth({ config, db, mailer, caches, pi, storage, clock });

  const app = new OpenAPIHono({
    // Request validation failures go through the same error handler as everything else.
    defaultHook: (result) => {
      if (!result.success) throw result.error;
    },
  });

  if (config.serverTiming) app.use(routeTiming());
  if (config.logRequests) app.use(requestLogger());
  app.use(compressResponses());
  app.use(siteHeaders(config, clientDir));

  guardApi(app, config, caches);

  serveAccounts(app, { auth, caches, trustProxy: config.trustProxy });

  const links = createMediaLinks({
    secret: config.authSecret,
    baseUrl: config.videoBaseUrl,
    clock,
  });
  const streams = deps.streams ?? createStreams({ config, db, clock });
  // A channel change reaches every instance: their status, their cached pages, their listeners.
  streams.events.relayThrough(() => caches.channels.changed());
  caches.channels.onChange(() => {
    streams.status.clear();
    streams.gate.clear();
    streams.events.deliver('*');
  });
  const payments =
    deps.payments ??
    createPayments({
      config,
      db,
      mailer,
      onPurchaseChange: (slug) => streams.events.emit(slug),
      onSubscriptionChange: () => subscriptionChanged(caches.athletes),
      clock,
    });
  // The app's own recurring work, run once per deployment by whichever worker claims it first;
  // each module names its own.
  const jobs = deps.jobs ?? createJobRunner(db);
  const mailing = { db, mailer, siteName: config.siteName, publicUrl: config.publicUrl };
  jobs.register([
    ...paymentJobs(payments),
    ...streamJobs(streams),
    ...privacyJobs({ ...mailing, caches: caches.athletes, clock }),
    ...recruitingJobs({ ...mailing, clock }),
    ...messagingJobs({ ...mailing, clock }),
    ...coachJobs({ ...mailing, clock }),
  ]);
  // One recorder of profile views per instance: the athlete route's and the kept pages' looks
  // go through the same batches and the same memory of what was written.
  const recordView = createViewRecorder(db);
  const api = createApiRoutes({
    config,
    database,
    auth,
    mailer,
    storage,
    links,
    caches,
    athleteWork: createAthleteWork(),
    streams,
    payments,
    pi,
    clock,
    recordView,
  });
  if (!config.isProduction) api.route('/dev/mailbox', devMailboxRoutes(db));
  // The Pi simulator's Platform API and wallet side (never in production: see createPi).
  if (pi.simulator) api.route('/dev/pi-platform', pi.simulator.routes);
  // The same answers when a page being rendered calls these routes in-process.
  api.onError(handleError);
  app.route('/api', api);

  app.doc('/api/openapi.json', {
    openapi: '3.0.0',
    info: { title: `${config.siteName} API`, version: '1.0.0' },
  });

  app.all('/api/*', (c) =>
    c.json<ApiErrorBody>({ code: 'NOT_FOUND', message: `No API endpoint at ${c.req.path}.` }, 404),
  );

  app.route(
    '/media',
    mediaRoutes({
      db,
      links,
      mediaDir: deps.mediaDir ?? path.resolve(process.cwd(), 'media'),
      // Holds clear the channels' caches on every instance (holdChanged): held files go with them.
      onHoldChange: caches.channels.onChange,
      clock,
    }),
  );
  if (streams.live) serveLiveMedia(app, streams.live, { streams, config, clock });
  if (storage.kind === 'local') {
    app.get('/uploads/*', serveUploads(path.join(config.dataDir, 'uploads')));
  }
  app.route('/', crawlerRoutes(config, { db, caches: caches.athletes, clock }));
  if (clientDir) {
    const site = { name: config.siteName, publicUrl: config.publicUrl };
    const pageMeta = async (pathname: string, locale: Locale) =>
      (await athletePageMeta(db, pathname, site, locale)) ??
      (await programPageMeta(db, pathname, site, locale));
    const renderPage =
      deps.renderPage &&
      createPageRenderer({
        render: deps.renderPage,
        clientDir,
        siteName: config.siteName,
        publicUrl: config.publicUrl,
        auth,
        api,
        cache: caches.pages,
        pageMeta,
        audiencePages: audiencePagesFor(db, caches, clock, recordView),
      });
    app.use(
      serveClient({
        clientDir,
        siteName: config.siteName,
        publicUrl: config.publicUrl,
        pageMeta,
        renderPage,
      }),
    );
  }

  app.notFound((c) => c.text('Not found', 404));
  app.onError(handleError);
  return app;
}

export type App = ReturnType<typeof createApp>;

type SiteApp = OpenAPIHono;

/** The security headers of every answer: a strict CSP naming the media, frames and Pi it allows. */
function siteHeaders(config: Config, clientDir: string | undefined) {
  return securityHeaders({
    isProduction: config.isProduction,
    mediaOrigins: [
      ...mediaOriginsFor(config.videoBaseUrl, trainingCatalogue),
      ...(config.streaming.livepeer?.playbackOrigins ?? []),
      // Uploaded pictures and highlight videos in a bucket load from there.
      ...(config.s3 ? [s3PublicOrigin(config.s3)] : []),
    ],
    // The support widget may embed a hosted chat: its origin joins the frames allowed.
    frameOrigins: config.supportChatUrl ? [new URL(config.supportChatUrl).origin] : [],
    scriptHashes: clientDir
      ? inlineScriptHashes(readFileSync(path.join(clientDir, 'index.html'), 'utf8'))
      : [],
    // Only a site with a Pi key loads pi-sdk.js (the simulator is part of the app).
    pi:
      config.pi.mode === 'platform'
        ? {
            scriptOrigins: [new URL(PI_SDK_URL).origin],
            connectOrigins: [new URL(PI_SDK_URL).origin, 'https://api.minepi.com'],
            frameAncestors: ["'self'", 'https://sandbox.minepi.com'],
          }
        : undefined,
  });
}

/**
 * What every /api request passes: the Origin check, the body limits, and after the answer, a
 * signed-in write's account changes heard and `no-store` unless the route says otherwise.
 */
function guardApi(app: SiteApp, config: Config, caches: Caches) {
  app.use(
    '/api/*',
    requireTrustedOrigin(trustedOriginsFor(config), {
      // Providers call their webhooks from their servers, with no Origin; a signature on the
      // raw body is what those routes check instead.
      exempt: (path) => path.startsWith('/api/webhooks/'),
    }),
  );
  app.use(
    '/api/*',
    limitBodies({
      fallback: JSON_BODY_LIMIT,
      byPath: {
        '/api/me/avatar': AVATAR_BODY_LIMIT,
        '/api/me/highlight-video': HIGHLIGHT_BODY_LIMIT,
        '/api/me/highlights': HIGHLIGHT_BODY_LIMIT,
      },
      // A captions file goes as JSON, allowed for the largest file it may be once escaped.
      byPattern: [
        [/^\/api\/me\/highlights\/[^/]+\/captions$/, CAPTIONS_BODY_LIMIT],
        [/^\/api\/me\/channels\/[^/]+\/broadcasts\/[^/]+\/captions$/, CAPTIONS_BODY_LIMIT],
      ],
    }),
  );
  app.use('/api/*', async (c, next) => {
    await next();
    // A signed-in caller's write: its announcements of changed accounts are heard here before it
    // answers, so the caller's next request finds no kept session or plan from before it
    // (auth/session-cache.ts). A caller without a session has nothing kept to find (a session it
    // is given now is read afresh); other callers hear the change from the channel. A write that
    // stores nothing announced says so (`changesNoAccount`) and has nothing to wait for.
    if (
      c.req.method !== 'GET' &&
      c.req.method !== 'HEAD' &&
      !c.get('changesNoAccount') &&
      (getSessionCookie(c.req.raw.headers) || c.res.headers.has('set-cookie'))
    ) {
      await caches.accounts.sync();
    }
    // API answers are for one caller at one moment unless a route says otherwise.
    if (!c.res.headers.has('cache-control')) c.res.headers.set('Cache-Control', 'no-store');
  });
}

/** better-auth under /api/auth, its session check answered from the session cache. */
function serveAccounts(
  app: SiteApp,
  { auth, caches, trustProxy }: { auth: Auth; caches: Caches; trustProxy: boolean },
) {
  // better-auth's own admin endpoints (roles, bans, passwords, impersonation) are not served:
  // administrators act through /api/admin, which checks a fresh session and writes the audit log.
  app.all('/api/auth/admin/*', () => {
    throw new AppError('NOT_FOUND', 'Not found.');
  });
  // The browser's session check (every page asks it), answered from the session cache; a miss
  // goes to better-auth, which also renews the cookie when it is due.
  app.get('/api/auth/get-session', async (c) => {
    const cookie = getSessionCookie(c.req.raw.headers);
    if (!cookie) return c.json(null);
    let answer: Response | undefined;
    try {
      const session = await caches.sessions.get(cookie, async () => {
        answer = await auth.handler(withClientIp(c, trustProxy));
        if (!answer.ok) throw new Error(`get-session answered ${answer.status}`);
        return (await answer.clone().json()) as CachedSession;
      });
      return answer ?? c.json(session);
    } catch (error) {
      if (answer) return answer;
      throw error;
    }
  });
  app.on(['GET', 'POST'], '/api/auth/*', (c) => auth.handler(withClientIp(c, trustProxy)));
}

/** The app's own live media server: broadcasts in at /ingest, players out at /live-media. */
function serveLiveMedia(
  app: SiteApp,
  live: NonNullable<Streams['live']>,
  { streams, config, clock }: { streams: Streams; config: Config; clock: Clock },
) {
  if (config.webConcurrency > 1) {
    // The app's own live media server keeps each broadcast in the process that receives it, so
    // it takes broadcasts only when it is one process (decision 0020): refused clearly here
    // rather than split between workers.
    app.all('/ingest/*', (c) => c.text(LIVE_NEEDS_ONE_WORKER, 503));
  } else {
    app.route('/ingest', ingestRoutes(live, { trustProxy: config.trustProxy, now: clock.now }));
    // Channels anyone may watch play from other sites too (embeds); pass channels stay same-site.
    app.use('/live-media/*', liveMediaCors(streams.gate));
    app.route(
      '/live-media',
      liveMediaRoutes(live, {
        trustProxy: config.trustProxy,
        gate: streams.gate,
        links: streams.links,
        now: clock.now,
      }),
    );
  }
}

/**
 * What pages kept for a signed-in audience need from the modules (http/audience-pages.ts): the
 * viewer's audience as the API decides it, and the work each served viewer's request does again.
 */
function audiencePagesFor(
  db: Database,
  caches: Caches,
  clock: Clock,
  recordView: ReturnType<typeof createViewRecorder>,
) {
  const replays: Record<string, (viewer: SessionUser, subject: string) => Promise<unknown>> = {
    [ATHLETE_VIEW]: (viewer, athleteId) =>
      recordView(viewer, athleteId, 'page', new Date(clock.now())),
  };
  return {
    cache: caches.audiencePages,
    audienceOf: (user: unknown) => audienceOf(db, user as SessionUser, new Date(clock.now())),
    replay: async (effects: readonly PageEffect[], user: unknown) => {
      for (const effect of effects)
        await replays[effect.name]?.(user as SessionUser, effect.subject);
    },
  };
}
