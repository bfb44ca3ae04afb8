import { and, desc, eq, like, lt, or, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AuditEntry, AuditList, AuditListQuery, AuditTargetType } from '#shared/schemas/admin';
import { adminCursorMessage } from '#shared/schemas/admin';
import type { AdminEnv } from '#server/auth/guards';
import type { Database } from '#server/db/client';
import { adminAuditLog as log } from '#server/db/schema/admin';
import { AppError } from '#server/http/app-error';
import { getClientIp } from '#server/http/client-ip';
import { decodeCursor, encodeCursor } from '#server/lib/keyset-cursor';

/** Who acts, as the audit log records it. */
export type AdminActor = { id: string; email: string; ip: string | null };

/**
 * The administrator behind an /api/admin request (as the admin guard found them), with the
 * address it came from.
 */
export function adminActor(c: Context<AdminEnv>, trustProxy: boolean): AdminActor {
  const admin = c.get('admin');
  const ip = getClientIp(c, trustProxy);
  return { id: admin.id, email: admin.email, ip: ip === 'unknown' ? null : ip };
}

/** One administrator action: "member.ban" on a member, with the state before and after. */
export type AuditRecord = {
  action: string;
  targetType: AuditTargetType;
  targetId?: string | null;
  targetLabel?: string | null;
  before?: unknown;
  after?: unknown;
};

/** Anything that can insert: the database, or the transaction the action runs in. */
type Writer = Pick<Database, 'insert'>;

/**
 * Appends one row to the audit log. Call it in the action's transaction where there is one, so
 * an action and its record land together or not at all.
 */
export async function recordAudit(db: Writer, actor: AdminActor, entry: AuditRecord) {
  await db.insert(log).values({
    actorId: actor.id,
    actorEmail: actor.email,
    ip: actor.ip,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    targetLabel: entry.targetLabel ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** A page link holds the last row's place in the log (its seq). */
function afterCursor(value: string): SQL {
  const [seq, ...rest] = decodeCursor(value) ?? [];
  if (rest.length > 0 || !Number.isSafeInteger(seq) || (seq as number) < 1) {
    throw new AppError('BAD_REQUEST', adminCursorMessage);
  }
  return lt(log.seq, seq as number);
}

function toEntry(row: typeof log.$inferSelect): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actorId: row.actorId,
    actorEmail: row.actorEmail,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    targetLabel: row.targetLabel,
    before: row.before,
    after: row.after,
    ip: row.ip,
  };
}

/** The audit log newest first, filtered, in keyset pages. */
export async function listAudit(db: Database, query: AuditListQuery): Promise<AuditList> {
  const conditions: (SQL | undefined)[] = [];
  if (query.action) {
    conditions.push(
      query.action.includes('.')
        ? eq(log.action, query.action)
        : or(eq(log.action, query.action), like(log.action, `${query.action}.%`)),
    );
  }
  if (query.targetType) conditions.push(eq(log.targetType, query.targetType));
  if (query.targetId) conditions.push(eq(log.targetId, query.targetId));
  if (query.actorId) conditions.push(eq(log.actorId, query.actorId));
  if (query.cursor) conditions.push(afterCursor(query.cursor));
  const rows = await db
    .select()
    .from(log)
    .where(and(...conditions))
    .orderBy(desc(log.seq))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(toEntry),
    nextCursor: rows.length > query.limit && last ? encodeCursor([last.seq]) : null,
  };
}
