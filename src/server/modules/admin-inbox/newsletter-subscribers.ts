import { and, asc, desc, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '#shared/locales';
import { adminCursorMessage } from '#shared/schemas/admin';
import type { SubscriberList, SubscriberListQuery } from '#shared/schemas/admin-inbox';
import { type ServerMessageId, wordsIn } from '#server/adapters/mail/mail-words';
import type { Database } from '#server/db/client';
import { newsletterSubscribers as subscribers } from '#server/db/schema/newsletter-subscribers';
import { AppError } from '#server/http/app-error';
import { toCsv } from '#server/lib/csv';
import {
  cursorPosition,
  cursorTimeOf,
  decodeCursor,
  encodeCursor,
} from '#server/lib/keyset-cursor';
import { recordAudit, type AdminActor } from '#server/modules/admin';

// Only confirmed addresses are subscribers: an unconfirmed sign-up may be anyone's address.
const confirmed = isNotNull(subscribers.confirmedAt);
const cursorTime = cursorTimeOf(subscribers.confirmedAt);

function afterCursor(value: string): SQL {
  const parts = decodeCursor(value);
  const position = parts?.length === 2 ? cursorPosition(parts) : null;
  if (!position) throw new AppError('BAD_REQUEST', adminCursorMessage);
  return sql`(${subscribers.confirmedAt}, ${subscribers.id}) < (${position.createdAt}::timestamptz, ${position.id}::uuid)`;
}

/** Confirmed subscribers, the most recently confirmed first, in keyset pages, and their number. */
export async function listSubscribers(
  db: Database,
  query: SubscriberListQuery,
): Promise<SubscriberList> {
  const rows = await db
    .select({
      id: subscribers.id,
      email: subscribers.email,
      confirmedAt: subscribers.confirmedAt,
      createdAt: subscribers.createdAt,
      cursorTime,
    })
    .from(subscribers)
    .where(and(confirmed, query.cursor ? afterCursor(query.cursor) : undefined))
    .orderBy(desc(subscribers.confirmedAt), desc(subscribers.id))
    .limit(query.limit + 1);
  const [total] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(subscribers)
    .where(confirmed);

  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      id: row.id,
      email: row.email,
      confirmedAt: row.confirmedAt!.toISOString(),
      createdAt: row.createdAt.toISOString(),
    })),
    nextCursor: rows.length > query.limit && last ? encodeCursor([last.cursorTime, last.id]) : null,
    total: total?.count ?? 0,
  };
}

/** The columns of the subscribers' export, in order. */
const subscriberColumns = [
  'files.subscribers.email',
  'files.subscribers.confirmedAt',
  'files.subscribers.signedUpAt',
] as const satisfies readonly ServerMessageId[];

/** The header row of the subscribers' export in `locale`. */
export const subscriberCsvHeaderIn = (locale: Locale) => wordsIn(locale, subscriberColumns);

/**
 * Every confirmed subscriber as a CSV file, in the order they confirmed, its header in the
 * administrator's language and every cell escaped for spreadsheets. The export is recorded in
 * the audit log with how many addresses left the site.
 */
export async function exportSubscribers(
  db: Database,
  actor: AdminActor,
  locale: Locale = 'en',
): Promise<{ csv: string; rows: number }> {
  const rows = await db
    .select({
      email: subscribers.email,
      confirmedAt: subscribers.confirmedAt,
      createdAt: subscribers.createdAt,
    })
    .from(subscribers)
    .where(confirmed)
    .orderBy(asc(subscribers.confirmedAt), asc(subscribers.id));
  await recordAudit(db, actor, {
    action: 'newsletter.export',
    targetType: 'newsletter',
    targetLabel: 'Confirmed subscribers (CSV)',
    after: { rows: rows.length },
  });
  const csv = toCsv(
    subscriberCsvHeaderIn(locale),
    rows.map((row) => [row.email, row.confirmedAt!.toISOString(), row.createdAt.toISOString()]),
  );
  return { csv, rows: rows.length };
}
