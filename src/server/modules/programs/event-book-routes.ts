import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { eventIdParamSchema, rosterBookSchema } from '#shared/schemas/roster-book';
import type { Auth } from '#server/auth/create-auth';
import type { Clock } from '#server/lib/clock';
import { requireUser } from '#server/auth/guards';
import type { Database } from '#server/db/client';
import { jsonContent, notSignedIn } from '#server/http/openapi-content';
import { getRosterBook, rosterBookCsv, rosterBookFileName } from './roster-book';
import { mailLocaleOf } from '#server/adapters/mail/mail-words';

const tags = ['programs'];

/** Who may read a roster book, and which events have one (program-access.ts). */
const readersOnly = {
  ...notSignedIn,
  403: {
    description:
      'Not a verified coach, not on the staff of the program running the event, and not a site administrator',
  },
  404: { description: 'No such event, cancelled, or not a showcase or tournament' },
} as const;

const rosterBookRoute = createRoute({
  method: 'get',
  path: '/{id}/roster-book',
  summary:
    'A showcase’s or tournament’s roster book: the athletes of its teams the caller may see; the others only counted',
  tags,
  request: { params: eventIdParamSchema },
  responses: { 200: jsonContent(rosterBookSchema, 'The roster book'), ...readersOnly },
});

const rosterBookCsvRoute = createRoute({
  method: 'get',
  path: '/{id}/roster-book.csv',
  summary: 'The roster book as a CSV file: the same athletes as the book, no more',
  tags,
  request: { params: eventIdParamSchema },
  responses: {
    200: {
      description:
        'The file, as an attachment; every cell is escaped so spreadsheets show formulas as text',
      content: { 'text/csv': { schema: z.string() } },
    },
    ...readersOnly,
  },
});

/**
 * /api/events/{id}/roster-book(.csv): the roster book of a showcase or tournament
 * (docs/product.md#roster-book), for verified coaches, the program's staff and administrators.
 */
export function eventBookRoutes({
  db,
  auth,
  publicUrl,
  clock,
}: {
  db: Database;
  auth: Auth;
  clock: Clock;
  /** the site's address, for the athletes' links in the CSV file */
  publicUrl: string;
}) {
  return new OpenAPIHono()
    .openapi(rosterBookRoute, async (c) => {
      const user = await requireUser(auth, c);
      const now = new Date(clock.now());
      return c.json(await getRosterBook(db, c.req.valid('param').id, user, now), 200);
    })
    .openapi(rosterBookCsvRoute, async (c) => {
      const user = await requireUser(auth, c);
      const book = await getRosterBook(db, c.req.valid('param').id, user, new Date(clock.now()));
      return c.body(rosterBookCsv(book, publicUrl, mailLocaleOf(user.language)), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${rosterBookFileName(book.event)}"`,
        'Cache-Control': 'private, no-store',
      });
    });
}
