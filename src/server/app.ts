import { existsSync } from 'node:fs';
import path from 'node:path';
import { OpenAPIHono } from '@hono/zod-openapi';

import type { ApiErrorBody } from '../shared/api-error';
import { createMailer } from './adapters/mail/create-mailer';
import type { Mailer } from './adapters/mail/mailer';
import { createStorage } from './adapters/storage/create-storage';
import type { Storage } from './adapters/storage/storage';
import { createAuth, type Auth } from './auth/create-auth';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { withClientIp } from './http/client-ip';
import { compressResponses } from './http/compress';
import { handleError } from './http/error-handler';
import { requestLogger } from './http/request-logger';
import { securityHeaders } from './http/security-headers';
import { serveClient } from './http/serve-client';
import { serveUploads } from './http/serve-uploads';
import { meRoutes } from './modules/accounts/routes';
import { adminRoutes } from './modules/admin/routes';
import { athletePageMeta } from './modules/athletes/athlete-page-meta';
import { athleteRoutes, ownProfileRoutes } from './modules/athletes/routes';
import { devMailboxRoutes } from './modules/dev-mailbox/routes';
import { contactRoutes } from './modules/contact/routes';
import { healthRoutes } from './modules/health/routes';
import { newsletterRoutes } from './modules/newsletter/routes';
import { crawlerRoutes, siteRoutes } from './modules/site/routes';
import { memberAccessRoutes, subscriptionRoutes } from './modules/subscriptions/routes';
import { createMediaLinks } from './modules/training/media-links';
import { mediaOriginsFor } from './modules/training/media-origins';
import { mediaRoutes } from './modules/training/media-routes';
import { trainingRoutes } from './modules/training/routes';
import { trainingCatalogue } from './modules/training/training-catalogue';

export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  /** Defaults to SMTP when configured, else the dev mailbox. */
  mailer?: Mailer;
  auth?: Auth;
  /** Defaults to S3 when configured, else DATA_DIR/uploads. */
  storage?: Storage;
  /** The built client (dist/client); when absent only the API is served. */
  clientDir?: string;
  /** Training media served under /media; defaults to the built copy, else public/media. */
  mediaDir?: string;
};

function defaultMediaDir(clientDir: string | undefined): string {
  const built = clientDir ? path.join(clientDir, 'media') : undefined;
  return built && existsSync(built) ? built : path.resolve(process.cwd(), 'public/media');
}

export function createApp({ config, database, clientDir, ...deps }: AppDeps) {
  const db = database.db;
  const mailer = deps.mailer ?? createMailer(config, db);
  const auth = deps.auth ?? createAuth({ config, db, mailer });
  const storage = deps.storage ?? createStorage(config);

  const app = new OpenAPIHono({
    // Request validation failures go through the same error handler as everything else.
    defaultHook: (result) => {
      if (!result.success) throw result.error;
    },
  });

  if (config.logRequests) app.use(requestLogger());
  app.use(compressResponses());
  app.use(
    securityHeaders({
      isProduction: config.isProduction,
      mediaOrigins: mediaOriginsFor(config.videoBaseUrl, trainingCatalogue),
      // The support widget may embed a hosted chat: its origin joins the frames allowed.
      frameOrigins: config.supportChatUrl ? [new URL(config.supportChatUrl).origin] : [],
    }),
  );

  app.on(['GET', 'POST'], '/api/auth/*', (c) => auth.handler(withClientIp(c, config.trustProxy)));

  const links = createMediaLinks({ secret: config.authSecret, baseUrl: config.videoBaseUrl });
  const api = new OpenAPIHono()
    .route('/health', healthRoutes(database))
    .route('/me', meRoutes({ auth, db }))
    .route('/me', ownProfileRoutes({ auth, db, storage }))
    .route('/me/subscription', subscriptionRoutes({ auth, db }))
    .route('/athletes', athleteRoutes({ auth, db }))
    .route('/admin', adminRoutes({ auth, db }))
    .route('/admin/members', memberAccessRoutes({ auth, db }))
    .route('/training', trainingRoutes({ auth, db, links }))
    .route('/site', siteRoutes(config))
    .route('/newsletter', newsletterRoutes({ db, mailer, config }))
    .route('/contact', contactRoutes({ db, mailer, config }));
  if (!config.isProduction) api.route('/dev/mailbox', devMailboxRoutes(db));
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
    mediaRoutes({ db, links, mediaDir: deps.mediaDir ?? defaultMediaDir(clientDir) }),
  );
  if (storage.kind === 'local') {
    app.get('/uploads/*', serveUploads(path.join(config.dataDir, 'uploads')));
  }
  app.route('/', crawlerRoutes(config));
  if (clientDir) {
    app.use(
      serveClient({
        clientDir,
        siteName: config.siteName,
        publicUrl: config.publicUrl,
        pageMeta: (pathname) =>
          athletePageMeta(db, pathname, { name: config.siteName, publicUrl: config.publicUrl }),
      }),
    );
  }

  app.notFound((c) => c.text('Not found', 404));
  app.onError(handleError);
  return app;
}

export type App = ReturnType<typeof createApp>;
