import { hc, type ClientResponse } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import type { Pi } from '#server/modules/pi';
import { isApiErrorBody, type ApiErrorBody } from '#shared/api-error';
import type { RenderPage } from '#shared/page-rendering';
import type { ApiRoutes } from '../api-type';
import { createApp } from '../app';
import { listDevMail } from '../adapters/mail/dev-mailbox-mailer';
import { createCaches, type Caches } from '../caches';
import type { Mailer } from '../adapters/mail/mailer';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import type { Clock } from '../lib/clock';
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
 * The app on the shared test database, called like a browser would: with the site's Origin,
 * cookies carried between calls, and a connection from an address of its own (as the Node server
 * passes it), so rate limits of one test do not spill into another.
 *
 * `api` is the typed client the site's pages use (`hc<ApiRoutes>`): requests and answers are
 * typed from the route definitions, so `(await t.api.channels[':slug'].$get(…)).json()` is the
 * channel page, or its error. `get`, `post` and `call` (JSON bodies) reach what the typed client
 * does not: better-auth's /api/auth routes, /media, /ingest, /live-media, pages.
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
    /** The time live channels go by (test/fake-clock.ts); the system's by default */
    clock?: Clock;
    /** Where the app's mail goes; the dev mailbox by default */
    mailer?: Mailer;
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
    clock: options.clock,
    mailer: options.mailer,
  });
  ipCounter += 1;
  const ip = `10.9.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`;

  const cookies = new Map<string, string>();
  /** One request as this browser sends it; headers of the request's own win. */
  async function browserFetch(input: string | URL | Request, init: RequestInit = {}) {
    const headers = new Headers({ origin: config.publicUrl });
    if (cookies.size > 0) {
      headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    new Headers(init.headers).forEach((value, name) => headers.set(name, value));
    const res = await app.request(input, { ...init, headers }, connectionFrom(ip));
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
  function call(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    return browserFetch(path, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  async function lastMailTo(to: string) {
    const mail = await listDevMail(database.db, 200);
    return mail.find((message) => message.to === to);
  }

  return {
    app,
    config,
    ip,
    db: database.db,
    caches,
    /**
     * Waits until this app has heard of every account change already written (a test that writes
     * the database itself is another writer: on PostgreSQL its announcements arrive a moment
     * later, as from another instance).
     */
    heard: () => caches.accounts.sync(),
    cookies,
    /** One request as this browser sends it (what `api`, `get`, `post` and `call` go through). */
    fetch: browserFetch,
    /** The site's API, typed from its routes, as the browser's client calls it. */
    api: hc<ApiRoutes>('http://localhost/api', { fetch: browserFetch }),
    /**
     * The same API as another server calls it (a provider delivering its webhooks): no Origin,
     * no cookies, no client address.
     */
    serverApi: hc<ApiRoutes>('http://localhost/api', {
      fetch: (input: string | URL | Request, init?: RequestInit) =>
        app.request(input, init, { incoming: { socket: {} } }),
    }),
    get: (path: string) => call('GET', path),
    post: (path: string, body?: unknown) => call('POST', path, body ?? {}),
    call,
    /** The newest mail sent to an address, from the dev mailbox. */
    lastMailTo,
    /** The newest mail sent to an address; none fails the test. */
    async mailTo(to: string) {
      const mail = await lastMailTo(to);
      if (!mail) throw new Error(`No mail to ${to}`);
      return mail;
    },
  };
}

/** The body type of an answer's success statuses (as the client's `unwrap` reads it). */
type SuccessBody<R> =
  R extends ClientResponse<infer Body, infer Status, 'json'>
    ? Status extends SuccessStatusCode
      ? Body
      : never
    : never;

/**
 * The body of a successful answer to a typed request (of exactly `status`, when given), typed
 * from its route; any other answer fails the test with its status and body.
 */
export async function unwrap<R extends ClientResponse<unknown, number, string>>(
  answer: R | Promise<R>,
  status?: SuccessStatusCode,
): Promise<SuccessBody<R>> {
  const res = await answer;
  if (status === undefined ? !res.ok : res.status !== status) {
    throw new Error(`Expected ${status ?? 'a success'}, got ${res.status}: ${await res.text()}`);
  }
  return (await res.json()) as SuccessBody<R>;
}

/** The `{ code, message, fieldErrors }` of an error answer; anything else fails the test. */
export async function errorOf(answer: { json(): Promise<unknown> }): Promise<ApiErrorBody> {
  const body: unknown = await answer.json();
  if (!isApiErrorBody(body)) throw new Error(`Not an error answer: ${JSON.stringify(body)}`);
  return body;
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
