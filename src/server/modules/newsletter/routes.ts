import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { localizedPath, locales } from '#shared/locales';
import { newsletterSignupResultSchema, newsletterSignupSchema } from '#shared/schemas/newsletter';
import type { Mailer } from '#server/adapters/mail/mailer';
import type { Config } from '#server/config';
import type { Clock } from '#server/lib/clock';
import type { Database } from '#server/db/client';
import { pageLocaleOf } from '#server/http/page-locale';
import { rateLimit } from '#server/http/rate-limit';
import { confirmNewsletter } from './confirm-newsletter';
import { subscribeNewsletter } from './subscribe-newsletter';

/** Sign-ups allowed per IP: enough for a family sharing a connection, too few to spam. */
export const newsletterRateLimit = { name: 'newsletter', limit: 5, windowSeconds: 10 * 60 };

export function newsletterRoutes(deps: {
  db: Database;
  mailer: Mailer;
  config: Config;
  clock: Clock;
}) {
  const { db, mailer, config, clock } = deps;

  const subscribe = createRoute({
    method: 'post',
    path: '/',
    summary: 'Subscribes an address to the early-access newsletter and mails a confirmation link',
    tags: ['newsletter'],
    middleware: [
      rateLimit(db, newsletterRateLimit, { trustProxy: config.trustProxy, clock }),
    ] as const,
    request: {
      body: { required: true, content: { 'application/json': { schema: newsletterSignupSchema } } },
    },
    responses: {
      200: {
        description: 'Pending confirmation, for new and known addresses alike',
        content: { 'application/json': { schema: newsletterSignupResultSchema } },
      },
      400: { description: 'The email is missing or not valid' },
      429: { description: 'Too many sign-ups from this connection' },
      503: { description: 'The confirmation email could not be sent' },
    },
  });

  const confirm = createRoute({
    method: 'get',
    path: '/confirm',
    summary: 'Confirms a subscription from the emailed link and returns to the NFT page',
    tags: ['newsletter'],
    request: {
      query: z.object({
        token: z.string().max(200).optional(),
        /** the language of the page the address was given on: the page returned to */
        lang: z.enum(locales).optional(),
      }),
    },
    responses: {
      302: {
        description:
          'To /coming-soon?subscribed=1, or subscribed=0 for a bad link (under /es for a Spanish sign-up)',
      },
    },
  });

  return new OpenAPIHono()
    .openapi(subscribe, async (c) => {
      await subscribeNewsletter(
        { db, mailer, siteName: config.siteName, publicUrl: config.publicUrl },
        c.req.valid('json'),
        pageLocaleOf(c),
      );
      return c.json({ status: 'pending' as const }, 200);
    })
    .openapi(confirm, async (c) => {
      const query = c.req.valid('query');
      const confirmed = await confirmNewsletter(db, query.token ?? '', new Date(clock.now()));
      const page = `/coming-soon?subscribed=${confirmed ? '1' : '0'}`;
      return c.redirect(localizedPath(page, query.lang ?? 'en'), 302);
    });
}
