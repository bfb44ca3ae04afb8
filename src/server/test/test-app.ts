import type { Pi } from '#server/modules/pi/create-pi';
import type { RenderPage } from '#shared/page-rendering';
import { createApp } from '../app';
import { listDevMail } from '../adapters/mail/dev-mailbox-mailer';
import { createCaches, type Caches } from '../caches';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { getTestDatabase } from './test-database';
import { testConfig } from './test-config';

let ipCounter = 0;

/**
 * The test apps on one database are the browsers of one server: they share its caches, as they
 * shared the module-level caches before, so a write through one shows at once on the others.
 */
const serverCaches = new WeakMap<DatabaseHandle, Caches>();
function sharedCaches(database: DatabaseHandle): Caches {
  let caches = serverCaches.get(database);
  if (!caches) serverCaches.set(database, (caches = createCaches(database.notifications)));
  return caches;
}

/**
 * The app on the shared test database, plus helpers that call it like a browser would: JSON
 * bodies, the site's Origin, cookies carried between calls, and a connection from an address of
 * its own (as the Node server passes it), so rate limits of one test do not spill into another.
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  /**
   * `ownCaches`: caches of its own, as another instance of the server has; `clientDir` and
   * `renderPage`: serve pages too (see AppDeps).
   */
  options: {
    database?: DatabaseHandle;
    ownCaches?: boolean;
    clientDir?: string;
    renderPage?: RenderPage;
    /** Pi Network as the app should have it (by default: the simulator, made by the app) */
    pi?: Pi;
  } = {},
) {
  const database = options.database ?? (await getTestDatabase());
  const config = testConfig(overrides);
  const caches = options.ownCaches ? createCaches(database.notifications) : sharedCaches(database);
  // Ready once it hears the other instances' clears.
  await caches.ready;
  const app = createApp({
    config,
    database,
    caches,
    clientDir: options.clientDir,
    renderPage: options.renderPage,
    pi: options.pi,
  });
  ipCounter += 1;
  const ip = `10.9.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`;

  const cookies = new Map<string, string>();
  async function call(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const res = await app.request(
      path,
      {
        method,
        headers: {
          origin: config.publicUrl,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(cookies.size > 0
            ? { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') }
            : {}),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      },
      connectionFrom(ip),
    );
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...rest] = (pair ?? '').split('=');
      if (!name) continue;
      const value = rest.join('=');
      if (value === '' || /max-age=0/i.test(cookie)) cookies.delete(name);
      else cookies.set(name, value);
    }
    return res;
  }

  return {
    app,
    config,
    ip,
    db: database.db,
    caches,
    cookies,
    get: (path: string) => call('GET', path),
    post: (path: string, body?: unknown) => call('POST', path, body ?? {}),
    call,
    /** The newest mail sent to an address, from the dev mailbox. */
    async lastMailTo(to: string) {
      const mail = await listDevMail(database.db, 200);
      return mail.find((message) => message.to === to);
    },
  };
}

/** What @hono/node-server passes a request as its environment: the socket it came on. */
export function connectionFrom(remoteAddress: string) {
  return { incoming: { socket: { remoteAddress } } };
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;
}

export function linkIn(text: string): string {
  const link = text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`No link in mail:\n${text}`);
  return link;
}
