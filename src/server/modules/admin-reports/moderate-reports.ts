import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ReportTargetType } from '#shared/privacy';
import type { Report, ReportList, ReportListQuery } from '#shared/schemas/reports';
import type { Caches } from '#server/caches';
import type { Database } from '#server/db/client';
import { reports } from '#server/db/schema/safety';
import { AppError } from '#server/http/app-error';
import {
  cursorPosition,
  cursorTimeOf,
  decodeCursor,
  encodeCursor,
} from '#server/lib/keyset-cursor';
import { recordAudit, type AdminActor } from '#server/modules/admin';
import { conversationForModeration } from '#server/modules/messaging';
import { refreshListing } from '#server/modules/privacy';
import {
  findReportTarget,
  held,
  placeHold,
  removeHold,
  reportReference,
  type ReportTarget,
} from '#server/modules/reports';

export type ModerationDeps = { db: Database; caches: Pick<Caches, 'athletes' | 'channels'> };

type ReportRow = typeof reports.$inferSelect;

const badCursor = () =>
  new AppError(
    'BAD_REQUEST',
    'That page link is no longer valid. Start again from the first page.',
  );

function decodeReportCursor(value: string): { createdAt: string; id: string } {
  const parts = decodeCursor(value);
  const position = parts?.length === 2 ? cursorPosition(parts) : null;
  if (!position) throw badCursor();
  return position;
}

const cursorTime = cursorTimeOf(reports.createdAt);
const heldColumn = held(reports.targetType, reports.targetId);

function toReport(row: ReportRow, held: boolean, target: ReportTarget | null): Report {
  return {
    id: row.id,
    reference: reportReference(row.id),
    targetType: row.targetType,
    targetId: row.targetId,
    target: target && { title: target.title, url: target.path },
    held,
    reason: row.reason,
    details: row.details,
    reporterUserId: row.reporterUserId,
    reporterEmail: row.reporterEmail,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    resolvedBy: row.resolvedBy,
  };
}

/** The admin inbox: reports newest first, open or resolved ones only if asked, in pages. */
export async function listReports(db: Database, query: ReportListQuery): Promise<ReportList> {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(reports.status, query.status));
  if (query.cursor) {
    const after = decodeReportCursor(query.cursor);
    conditions.push(
      sql`(${reports.createdAt}, ${reports.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`,
    );
  }
  const rows = await db
    .select({ report: reports, held: heldColumn, cursorTime })
    .from(reports)
    .where(and(...conditions))
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);

  // One lookup per reported target, however many reports it has.
  const targets = new Map<string, Promise<ReportTarget | null>>();
  const targetOf = ({ targetType, targetId }: ReportRow) => {
    const key = `${targetType}:${targetId}`;
    let found = targets.get(key);
    if (!found) targets.set(key, (found = findReportTarget(db, targetType, targetId)));
    return found;
  };
  const items = await Promise.all(
    page.map(async (row) => toReport(row.report, row.held, await targetOf(row.report))),
  );
  const last = page.at(-1);
  return {
    items,
    nextCursor:
      rows.length > query.limit && last ? encodeCursor([last.cursorTime, last.report.id]) : null,
  };
}

async function getReport(db: Database, reportId: string): Promise<Report> {
  const [row] = await db
    .select({ report: reports, held: heldColumn })
    .from(reports)
    .where(eq(reports.id, reportId));
  if (!row) throw new AppError('NOT_FOUND', 'There is no report with this id.');
  const target = await findReportTarget(db, row.report.targetType, row.report.targetId);
  return toReport(row.report, row.held, target);
}

/** How the audit log names a report: its reference and what was reported. */
const reportLabel = (report: Report) =>
  `Report ${report.reference}: ${report.target?.title ?? `${report.targetType} ${report.targetId}`}`;

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Resolves an open report; false when it was resolved already. */
async function markResolved(tx: Transaction, reportId: string, actor: AdminActor, now: Date) {
  const resolved = await tx
    .update(reports)
    .set({ status: 'resolved', resolvedAt: now, resolvedBy: actor.id })
    .where(and(eq(reports.id, reportId), eq(reports.status, 'open')))
    .returning({ id: reports.id });
  return resolved.length > 0;
}

/** Marks a report dealt with; a report resolved before keeps its first resolution. */
export async function resolveReport(
  db: Database,
  reportId: string,
  actor: AdminActor,
  now: Date,
): Promise<Report> {
  const before = await getReport(db, reportId);
  await db.transaction(async (tx) => {
    if (!(await markResolved(tx, reportId, actor, now))) return;
    await recordAudit(tx, actor, {
      action: 'report.resolve',
      targetType: 'report',
      targetId: reportId,
      targetLabel: reportLabel(before),
      before: { status: before.status },
      after: { status: 'resolved' },
    });
  });
  return getReport(db, reportId);
}

/**
 * Lists and pages see a hold at once: an athlete's listing is worked out again (it leaves every
 * list and search), and channel and video lists, with the pages kept for visitors, are cleared.
 */
async function holdChanged(deps: ModerationDeps, targetType: ReportTargetType, targetId: string) {
  if (targetType === 'athlete') {
    const target = await findReportTarget(deps.db, targetType, targetId);
    if (target?.ownerUserId) {
      await refreshListing(deps.db, deps.caches.athletes, target.ownerUserId);
    }
    return;
  }
  // The on-demand library and the channel lists share the channels' clear, which also drops
  // the rendered pages on every instance.
  deps.caches.channels.changed();
}

/**
 * Takes the report's target off the site while it is reviewed, and resolves the report. Holding
 * what is held already changes nothing but the report.
 */
export async function holdReportTarget(
  deps: ModerationDeps,
  reportId: string,
  actor: AdminActor,
  reason: string,
  now: Date,
): Promise<Report> {
  const before = await getReport(deps.db, reportId);
  const newlyHeld = await deps.db.transaction(async (tx) => {
    const placed = await placeHold(tx, {
      targetType: before.targetType,
      targetId: before.targetId,
      reason,
      reportId: before.id,
      createdBy: actor.id,
    });
    const resolved = await markResolved(tx, reportId, actor, now);
    if (!placed && !resolved) return false;
    await recordAudit(tx, actor, {
      action: 'report.hold',
      targetType: 'report',
      targetId: reportId,
      targetLabel: reportLabel(before),
      before: { held: before.held, status: before.status },
      // A hold placed before (from another report on the same target) keeps its own reason.
      after: placed
        ? { held: true, status: 'resolved', reason }
        : { held: true, status: 'resolved' },
    });
    return placed;
  });
  if (newlyHeld) await holdChanged(deps, before.targetType, before.targetId);
  return getReport(deps.db, reportId);
}

/** Puts held content back on the site. Returns false when it was not held. */
export async function releaseHold(
  deps: ModerationDeps,
  targetType: ReportTargetType,
  targetId: string,
): Promise<boolean> {
  if ((await removeHold(deps.db, targetType, targetId)) === null) return false;
  await holdChanged(deps, targetType, targetId);
  return true;
}

/**
 * Puts a report's target back on the site, whichever report it was held for. Releasing what is
 * not held changes nothing and records nothing.
 */
export async function releaseReportHold(
  deps: ModerationDeps,
  reportId: string,
  actor: AdminActor,
): Promise<Report> {
  const before = await getReport(deps.db, reportId);
  const released = await deps.db.transaction(async (tx) => {
    const reason = await removeHold(tx, before.targetType, before.targetId);
    if (reason === null) return false;
    await recordAudit(tx, actor, {
      action: 'report.release',
      targetType: 'report',
      targetId: reportId,
      targetLabel: reportLabel(before),
      before: { held: true, reason },
      after: { held: false },
    });
    return true;
  });
  if (released) await holdChanged(deps, before.targetType, before.targetId);
  return getReport(deps.db, reportId);
}

/**
 * A reported message's conversation, for an administrator: only a conversation one of whose
 * messages a report names can be read, and each reading is written to the audit log (against the
 * newest report on that message).
 */
export async function readReportedConversation(db: Database, messageId: string, actor: AdminActor) {
  const [report] = await db
    .select()
    .from(reports)
    .where(and(eq(reports.targetType, 'message'), eq(reports.targetId, messageId)))
    .orderBy(desc(reports.createdAt))
    .limit(1);
  const conversation = report ? await conversationForModeration(db, messageId) : null;
  if (!report || !conversation) {
    throw new AppError(
      'NOT_FOUND',
      'No report names this message: only reported conversations can be read.',
    );
  }
  await recordAudit(db, actor, {
    action: 'report.read-conversation',
    targetType: 'report',
    targetId: report.id,
    targetLabel: `Report ${reportReference(report.id)}: the conversation of a reported message`,
  });
  return conversation;
}
