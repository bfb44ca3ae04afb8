import { createApp } from '../app';
import { listDevMail } from '../adapters/mail/dev-mailbox-mailer';
import type { Config } from '../config';
import { getTestDatabase } from './test-database';
import { testConfig } from './test-config';

let ipCounter = 0;

/**
 * The app on the shared test database, plus helpers that call it like a browser would: JSON
 * bodies, the site's Origin, cookies carried between calls, and a client IP of its own so rate
 * limits of one test do not spill into another.
 */
export async function createTestApp(overrides: Partial<Config> = {}) {
  const database = await getTestDatabase();
  const config = testConfig(overrides);
  const app = createApp({ config, database });
  ipCounter += 1;
  const ip = `10.9.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`;

  const cookies = new Map<string, string>();
  async function call(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const res = await app.request(path, {
      method,
      headers: {
        origin: config.publicUrl,
        'x-forwarded-for': ip,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(cookies.size > 0
          ? { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') }
          : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
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
    db: database.db,
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

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;
}

export function linkIn(text: string): string {
  const link = text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`No link in mail:\n${text}`);
  return link;
}
