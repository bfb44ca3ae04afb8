import { and, desc, eq, gte, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { alias } from 'drizzle-orm/pg-core';
import {
  paymentMethodOf,
  type PaymentProviderName,
  type PaymentStatus,
} from '#shared/admin-payments';
import { adminCursorMessage } from '#shared/schemas/admin';
import type { AdminPayment, PaymentList, PaymentListQuery } from '#shared/schemas/admin-payments';
import type { Database } from '#server/db/client';
import { payments, user } from '#server/db/schema';
import { AppError } from '#server/http/app-error';
import {
  cursorPosition,
  cursorTimeOf,
  decodeCursor,
  encodeCursor,
} from '#server/lib/keyset-cursor';
import { escapeLike } from '#server/lib/like-pattern';
import { isRefundable } from '#server/modules/payments';

/** Who takes card payments on this site now: only its own payments can be refunded from here. */
export type CardProviderKind = 'stripe' | 'sandbox';

const refunder = alias(user, 'refunder');

const memberMatch = alias(user, 'member_match');

/**
 * Rows of a member given by their exact user id, or by part of their email: the members are
 * found first (by the email's trigram index), then their rows (by the user id index).
 */
export const memberMatches = (db: Database, value: string, userId: AnyPgColumn): SQL =>
  inArray(
    userId,
    db
      .select({ id: memberMatch.id })
      .from(memberMatch)
      .where(or(eq(memberMatch.id, value), ilike(memberMatch.email, `%${escapeLike(value)}%`))),
  );

/** The [from, to] days (UTC, both included) as a condition on a creation time. */
export function dayRange(column: AnyPgColumn, from?: string, to?: string): SQL[] {
  const conditions: SQL[] = [];
  if (from) conditions.push(gte(column, new Date(`${from}T00:00:00Z`)));
  // The day after is counted by the database: after 9999-12-31 comes a year JavaScript writes
  // with six digits, which PostgreSQL does not read.
  if (to) conditions.push(sql`${column} < (${to}::date + 1)::timestamp at time zone 'UTC'`);
  return conditions;
}

/** A page link of a list read by (created_at, id), newest first. */
export function afterCursor(value: string, createdAt: AnyPgColumn, id: AnyPgColumn): SQL {
  const parts = decodeCursor(value);
  const position = parts?.length === 2 ? cursorPosition(parts) : null;
  if (!position) throw new AppError('BAD_REQUEST', adminCursorMessage);
  return sql`(${createdAt}, ${id}) < (${position.createdAt}::timestamptz, ${position.id}::uuid)`;
}

const paymentColumns = {
  payment: payments,
  memberName: user.name,
  memberEmail: user.email,
  refundedByEmail: refunder.email,
  cursorTime: cursorTimeOf(payments.createdAt),
};

type PaymentRow = {
  payment: typeof payments.$inferSelect;
  memberName: string;
  memberEmail: string;
  refundedByEmail: string | null;
};

function toAdminPayment(row: PaymentRow, cardProvider: CardProviderKind): AdminPayment {
  const { payment } = row;
  return {
    id: payment.id,
    createdAt: payment.createdAt.toISOString(),
    userId: payment.userId,
    memberName: row.memberName,
    memberEmail: row.memberEmail,
    provider: payment.provider as PaymentProviderName,
    method: paymentMethodOf(payment.provider),
    providerRef: payment.providerRef,
    txid: payment.txid,
    description: payment.description,
    amountCents: payment.amountCents,
    currency: payment.currency,
    status: payment.status as PaymentStatus,
    refundedAt: payment.refundedAt?.toISOString() ?? null,
    refundedCents: payment.refundedCents,
    refundNote: payment.refundNote,
    refundedBy: row.refundedByEmail,
    refundable: isRefundable(payment, cardProvider),
  };
}

const selectPayments = (db: Database) =>
  db
    .select(paymentColumns)
    .from(payments)
    .innerJoin(user, eq(user.id, payments.userId))
    .leftJoin(refunder, eq(refunder.id, payments.refundedBy));

/** The ledger for administrators: newest first, filtered, in keyset pages. */
export async function listPayments(
  db: Database,
  cardProvider: CardProviderKind,
  query: PaymentListQuery,
): Promise<PaymentList> {
  const conditions: SQL[] = [...dayRange(payments.createdAt, query.from, query.to)];
  if (query.method === 'pi') conditions.push(eq(payments.provider, 'pi'));
  if (query.method === 'card') conditions.push(ne(payments.provider, 'pi'));
  if (query.provider) conditions.push(eq(payments.provider, query.provider));
  if (query.status) conditions.push(eq(payments.status, query.status));
  if (query.member) conditions.push(memberMatches(db, query.member, payments.userId));
  if (query.cursor) conditions.push(afterCursor(query.cursor, payments.createdAt, payments.id));
  const rows = await selectPayments(db)
    .where(and(...conditions))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => toAdminPayment(row, cardProvider)),
    nextCursor:
      rows.length > query.limit && last ? encodeCursor([last.cursorTime, last.payment.id]) : null,
  };
}

/** One payment as the dashboard lists it. */
export async function getAdminPayment(
  db: Database,
  cardProvider: CardProviderKind,
  paymentId: string,
): Promise<AdminPayment | null> {
  const [row] = await selectPayments(db).where(eq(payments.id, paymentId));
  return row ? toAdminPayment(row, cardProvider) : null;
}
