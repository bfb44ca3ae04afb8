import { OpenAPIHono } from '@hono/zod-openapi';
import { compress } from 'hono/compress';
import type { ApiErrorBody } from '../shared/api-error';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { handleError } from './http/error-handler';
import { requestLogger } from './http/request-logger';
import { securityHeaders } from './http/security-headers';
import { serveClient } from './http/serve-client';
import { healthRoutes } from './modules/health/routes';
import { crawlerRoutes, siteRoutes } from './modules/site/routes';

export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  /** The built client (dist/client); when absent only the API is served. */
  clientDir?: string;
};

export function createApp({ config, database, clientDir }: AppDeps) {
  const app = new OpenAPIHono({
    // Request validation failures go through the same error handler as everything else.
    defaultHook: (result) => {
      if (!result.success) throw result.error;
    },
  });

  if (config.logRequests) app.use(requestLogger());
  app.use(compress());
  app.use(
    securityHeaders({
      isProduction: config.isProduction,
      // The support widget may embed a hosted chat; only its origin may be framed.
      frameOrigins: config.supportChatUrl ? [new URL(config.supportChatUrl).origin] : [],
    }),
  );

  const api = new OpenAPIHono()
    .route('/health', healthRoutes(database))
    .route('/site', siteRoutes(config));
  app.route('/api', api);

  app.doc('/api/openapi.json', {
    openapi: '3.0.0',
    info: { title: `${config.siteName} API`, version: '1.0.0' },
  });

  app.all('/api/*', (c) =>
    c.json<ApiErrorBody>({ code: 'NOT_FOUND', message: `No API endpoint at ${c.req.path}.` }, 404),
  );

  app.route('/', crawlerRoutes(config));

  if (clientDir) {
    app.use(serveClient({ clientDir, siteName: config.siteName, publicUrl: config.publicUrl }));
  }

  app.notFound((c) => c.text('Not found', 404));
  app.onError(handleError);
  return app;
}

export type App = ReturnType<typeof createApp>;
