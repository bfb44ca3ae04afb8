import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { OrderStatus, PaymentProviderName } from '#shared/admin-payments';
import type { OrderList, OrderListQuery } from '#shared/schemas/admin-payments';
import type { Database } from '#server/db/client';
import { channels, payments, purchases, events, user } from '#server/db/schema';
import { cursorTimeOf, encodeCursor } from '#server/lib/keyset-cursor';
import { afterCursor, dayRange, memberMatches } from './list-payments';

/**
 * One-time orders (pay-per-view passes and seats at sessions), newest first, filtered, in
 * keyset pages; each with the ledger's payment for it once paid, where a refund is made.
 */
export async function listOrders(db: Database, query: OrderListQuery): Promise<OrderList> {
  const conditions: SQL[] = [...dayRange(purchases.createdAt, query.from, query.to)];
  if (query.kind) conditions.push(eq(purchases.kind, query.kind));
  if (query.status) conditions.push(eq(purchases.status, query.status));
  if (query.member) conditions.push(memberMatches(db, query.member, purchases.userId));
  if (query.cursor) conditions.push(afterCursor(query.cursor, purchases.createdAt, purchases.id));
  const rows = await db
    .select({
      purchase: purchases,
      memberName: user.name,
      memberEmail: user.email,
      channelTitle: channels.title,
      channelSlug: channels.slug,
      sessionStartsAt: events.startsAt,
      paymentId: payments.id,
      cursorTime: cursorTimeOf(purchases.createdAt),
    })
    .from(purchases)
    .innerJoin(user, eq(user.id, purchases.userId))
    .innerJoin(channels, eq(channels.id, purchases.channelId))
    .leftJoin(events, eq(events.id, purchases.sessionId))
    .leftJoin(
      payments,
      and(
        eq(payments.provider, purchases.provider),
        eq(payments.providerRef, purchases.providerPaymentRef),
      ),
    )
    .where(and(...conditions))
    .orderBy(desc(purchases.createdAt), desc(purchases.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(({ purchase, ...row }) => ({
      id: purchase.id,
      createdAt: purchase.createdAt.toISOString(),
      userId: purchase.userId,
      memberName: row.memberName,
      memberEmail: row.memberEmail,
      kind: purchase.kind,
      description: purchase.description,
      channelTitle: row.channelTitle,
      channelSlug: row.channelSlug,
      sessionStartsAt: row.sessionStartsAt?.toISOString() ?? null,
      provider: purchase.provider as PaymentProviderName,
      amountCents: purchase.amountCents,
      // A pass or a seat paid in Pi is priced one Pi to the dollar, in hundredths.
      currency: purchase.provider === 'pi' ? 'pi' : 'usd',
      status: purchase.status as OrderStatus,
      paidAt: purchase.paidAt?.toISOString() ?? null,
      accessUntil: purchase.accessUntil?.toISOString() ?? null,
      paymentId: row.paymentId,
    })),
    nextCursor:
      rows.length > query.limit && last ? encodeCursor([last.cursorTime, last.purchase.id]) : null,
  };
}
