import { and, desc, eq } from 'drizzle-orm';
import type {
  Evaluation,
  EvaluationInput,
  EvaluationUpdate,
  WrittenEvaluation,
} from '#shared/schemas/evaluations';
import { isUuid } from '#shared/uuid';
import { isActiveAdmin, type SessionUser } from '#server/auth/guards';
import type { Database } from '#server/db/client';
import { playerProfiles as p } from '#server/db/schema/athletes';
import { user } from '#server/db/schema/auth';
import { evaluations as e } from '#server/db/schema/recruiting';
import { AppError } from '#server/http/app-error';
import { audienceOf, findCoachBadges } from '#server/modules/coaches';
import { profileShownTo, rowVisibleTo, visibleTo } from '#server/modules/privacy';

// Evaluations (docs/product.md#evaluations): written by verified coaches about athletes they may
// see; read in full by the athlete, who chooses which ones their page shows; on the page, only
// those. A hidden one is read by nobody but the athlete and its author.

const notFound = () => new AppError('NOT_FOUND', 'We could not find that evaluation.');
const athleteNotFound = () => new AppError('NOT_FOUND', 'We could not find that athlete.');

type EvaluationRow = typeof e.$inferSelect;

const bodyOf = (row: EvaluationRow) => ({
  id: row.id,
  assessment: row.assessment,
  projectedLevels: row.projectedLevels,
  measurements: row.measurements,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Evaluations with their authors' names and badges (null for an author no longer verified). */
async function withAuthors(
  db: Database,
  rows: { evaluation: EvaluationRow; coachName: string }[],
  now: Date,
): Promise<Evaluation[]> {
  const coachIds = [...new Set(rows.map((row) => row.evaluation.coachId))];
  const badges = await findCoachBadges(db, coachIds, now);
  return rows.map(({ evaluation, coachName }) => {
    const badge = badges.get(evaluation.coachId);
    return {
      ...bodyOf(evaluation),
      coachName,
      badge: badge ? { institution: badge.institution, level: badge.level } : null,
      shown: evaluation.shown,
    };
  });
}

/** A verified coach writes an evaluation of an athlete they may see now. */
export async function createEvaluation(
  db: Database,
  coachId: string,
  input: EvaluationInput,
): Promise<WrittenEvaluation> {
  const [athlete] = await db
    .select({ id: p.id, firstName: p.firstName, lastName: p.lastName, sport: p.sport })
    .from(p)
    .where(and(eq(p.id, input.athleteId), visibleTo('coach')));
  if (!athlete) throw athleteNotFound();
  const [row] = await db
    .insert(e)
    .values({
      athleteId: athlete.id,
      coachId,
      assessment: input.assessment,
      projectedLevels: input.projectedLevels,
      measurements: input.measurements,
    })
    .returning();
  return {
    ...bodyOf(row!),
    athleteId: athlete.id,
    athlete: { firstName: athlete.firstName, lastName: athlete.lastName, sport: athlete.sport },
    shown: row!.shown,
  };
}

/** The author changes what they wrote; the athlete's choice to show it stays as it was. */
export async function updateEvaluation(
  db: Database,
  coachId: string,
  id: string,
  input: EvaluationUpdate,
  now: Date,
): Promise<WrittenEvaluation> {
  const [row] = await db
    .update(e)
    .set({ ...input, updatedAt: now })
    .where(and(eq(e.id, id), eq(e.coachId, coachId)))
    .returning();
  if (!row) throw notFound();
  const [written] = await listWrittenEvaluations(db, coachId, id);
  return written!;
}

export async function deleteEvaluation(db: Database, coachId: string, id: string) {
  const deleted = await db
    .delete(e)
    .where(and(eq(e.id, id), eq(e.coachId, coachId)))
    .returning({ id: e.id });
  if (deleted.length === 0) throw notFound();
}

/**
 * The evaluations a coach wrote, newest first. An athlete they may no longer see stays listed
 * (it is their own writing) without the athlete's name or sport.
 */
export async function listWrittenEvaluations(
  db: Database,
  coachId: string,
  onlyId?: string,
): Promise<WrittenEvaluation[]> {
  const rows = await db
    .select({
      evaluation: e,
      athlete: {
        firstName: p.firstName,
        lastName: p.lastName,
        sport: p.sport,
        listed: p.listed,
        visibility: p.visibility,
      },
    })
    .from(e)
    .innerJoin(p, eq(p.id, e.athleteId))
    .where(and(eq(e.coachId, coachId), onlyId ? eq(e.id, onlyId) : undefined))
    .orderBy(desc(e.createdAt))
    .limit(200);
  return rows.map(({ evaluation, athlete }) => ({
    ...bodyOf(evaluation),
    athleteId: evaluation.athleteId,
    athlete: rowVisibleTo(athlete, 'coach')
      ? { firstName: athlete.firstName, lastName: athlete.lastName, sport: athlete.sport }
      : null,
    shown: evaluation.shown,
  }));
}

/** Every evaluation of the caller's athlete profile, shown or not, newest first. */
export async function listOwnEvaluations(
  db: Database,
  userId: string,
  now: Date,
): Promise<Evaluation[]> {
  const rows = await db
    .select({ evaluation: e, coachName: user.name })
    .from(e)
    .innerJoin(p, eq(p.id, e.athleteId))
    .innerJoin(user, eq(user.id, e.coachId))
    .where(eq(p.userId, userId))
    .orderBy(desc(e.createdAt));
  return withAuthors(db, rows, now);
}

/** The athlete shows or hides one evaluation of themselves on their page. */
export async function setEvaluationShown(
  db: Database,
  userId: string,
  id: string,
  shown: boolean,
  now: Date,
): Promise<Evaluation> {
  const [owned] = await db
    .select({ id: e.id })
    .from(e)
    .innerJoin(p, eq(p.id, e.athleteId))
    .where(and(eq(e.id, id), eq(p.userId, userId)));
  if (!owned) throw notFound();
  await db.update(e).set({ shown }).where(eq(e.id, id));
  const items = await listOwnEvaluations(db, userId, now);
  return items.find((item) => item.id === id)!;
}

/**
 * The athlete a viewer may open, by the athlete page's own rule (privacy's profileShownTo: the
 * owner and administrators always, others by their audience), or a 404 as if it did not exist.
 */
export async function findViewableAthlete(
  db: Database,
  viewer: SessionUser,
  id: string,
  now: Date,
) {
  if (!isUuid(id)) throw athleteNotFound();
  const [[row], audience] = await Promise.all([
    db
      .select({ id: p.id, userId: p.userId, listed: p.listed, visibility: p.visibility })
      .from(p)
      .where(eq(p.id, id)),
    audienceOf(db, viewer, now),
  ]);
  if (!row) throw athleteNotFound();
  if (!profileShownTo(row, { id: viewer.id, admin: isActiveAdmin(viewer), audience })) {
    throw athleteNotFound();
  }
  return row;
}

/** The evaluations an athlete's page shows: the shown ones only, with their authors' badges. */
export async function listShownEvaluations(
  db: Database,
  athleteId: string,
  now: Date,
): Promise<Evaluation[]> {
  const rows = await db
    .select({ evaluation: e, coachName: user.name })
    .from(e)
    .innerJoin(user, eq(user.id, e.coachId))
    .where(and(eq(e.athleteId, athleteId), eq(e.shown, true)))
    .orderBy(desc(e.createdAt))
    .limit(50);
  return withAuthors(db, rows, now);
}
