import { and, asc, eq, sql } from 'drizzle-orm';
import {
  MAX_PICKS_PER_LIST,
  pickListLabels,
  type AthletePick,
  type AthletePicks,
  type PickListKind,
} from '#shared/schemas/admin-showcase';
import type { Database } from '#server/db/client';
import { athletePicks as picks } from '#server/db/schema/admin';
import { playerProfiles as p } from '#server/db/schema/athletes';
import { user } from '#server/db/schema/auth';
import { AppError } from '#server/http/app-error';
import type { AthleteCaches } from '#server/modules/athletes';
import { recordAudit, type AdminActor } from '#server/modules/admin';
import {
  athleteLabel,
  getShowcaseAthlete,
  ownerJoin,
  showcaseColumns,
  toShowcaseAthlete,
} from './showcase-athletes';

/** What the picks' changes need: the database, and the athlete caches to clear after each. */
export type ShowcaseDeps = { db: Database; caches: AthleteCaches };

type PickRow = typeof picks.$inferSelect;

const listChanged = () =>
  new AppError('CONFLICT', 'The list changed meanwhile: reload the page and try again.');

/** Every pick with its athlete's name and state, each list in its order. */
export async function listPicks(db: Database): Promise<AthletePicks> {
  const rows = await db
    .select({ pick: picks, ...showcaseColumns })
    .from(picks)
    .innerJoin(p, eq(p.id, picks.profileId))
    .leftJoin(user, ownerJoin)
    .orderBy(asc(picks.position), asc(picks.createdAt));
  const all: AthletePick[] = rows.map(({ pick, ...athlete }) => ({
    id: pick.id,
    kind: pick.kind,
    position: pick.position,
    month: pick.month,
    blurb: pick.blurb,
    createdAt: pick.createdAt.toISOString(),
    athlete: toShowcaseAthlete(athlete),
  }));
  return {
    athleteOfTheMonth: all.find((pick) => pick.kind === 'athlete_of_the_month') ?? null,
    specialMentions: all.filter((pick) => pick.kind === 'special_mention'),
    featured: all.filter((pick) => pick.kind === 'featured'),
  };
}

/** What the audit log keeps of an Athlete of the Month. */
const monthState = (pick: Pick<PickRow, 'profileId' | 'month' | 'blurb'>, name: string) => ({
  profileId: pick.profileId,
  name,
  month: pick.month,
  blurb: pick.blurb,
});

/** A profile's name, read through the action's transaction. */
async function nameOf(db: Pick<Database, 'select'>, profileId: string): Promise<string> {
  const [row] = await db
    .select({ firstName: p.firstName, lastName: p.lastName })
    .from(p)
    .where(eq(p.id, profileId));
  return row ? athleteLabel(row) : profileId;
}

/**
 * Makes this athlete the Athlete of the Month, for the month given, with the administrator's
 * blurb; the one chosen before steps down. The home page and /explore show it at once.
 */
export async function chooseAthleteOfTheMonth(
  deps: ShowcaseDeps,
  actor: AdminActor,
  input: { profileId: string; month: string; blurb: string },
): Promise<AthletePicks> {
  const athlete = await getShowcaseAthlete(deps.db, input.profileId);
  const name = athleteLabel(athlete);
  const blurb = input.blurb.trim() || null;
  await deps.db.transaction(async (tx) => {
    const [before] = await tx
      .delete(picks)
      .where(eq(picks.kind, 'athlete_of_the_month'))
      .returning();
    const [after] = await tx
      .insert(picks)
      .values({
        kind: 'athlete_of_the_month',
        profileId: athlete.profileId,
        month: input.month,
        blurb,
        createdBy: actor.id,
      })
      .returning();
    await recordAudit(tx, actor, {
      action: 'athlete.pick_month',
      targetType: 'athlete',
      targetId: athlete.profileId,
      targetLabel: name,
      before: before ? monthState(before, await nameOf(tx, before.profileId)) : null,
      after: monthState(after!, name),
    });
  });
  await deps.caches.changed();
  return listPicks(deps.db);
}

/** No Athlete of the Month until another is chosen: the sections showing one are hidden. */
export async function clearAthleteOfTheMonth(
  deps: ShowcaseDeps,
  actor: AdminActor,
): Promise<AthletePicks> {
  const cleared = await deps.db.transaction(async (tx) => {
    const [before] = await tx
      .delete(picks)
      .where(eq(picks.kind, 'athlete_of_the_month'))
      .returning();
    if (!before) return false;
    const name = await nameOf(tx, before.profileId);
    await recordAudit(tx, actor, {
      action: 'athlete.unpick_month',
      targetType: 'athlete',
      targetId: before.profileId,
      targetLabel: name,
      before: monthState(before, name),
      after: null,
    });
    return true;
  });
  if (cleared) await deps.caches.changed();
  return listPicks(deps.db);
}

/** Adds an athlete at the end of a list (special mentions or featured athletes). */
export async function addPick(
  deps: ShowcaseDeps,
  actor: AdminActor,
  input: { kind: PickListKind; profileId: string },
): Promise<AthletePicks> {
  const athlete = await getShowcaseAthlete(deps.db, input.profileId);
  const name = athleteLabel(athlete);
  const list = pickListLabels[input.kind].toLowerCase();
  await deps.db.transaction(async (tx) => {
    const [{ count, last } = { count: 0, last: -1 }] = await tx
      .select({
        count: sql<number>`count(*)::int`,
        last: sql<number>`coalesce(max(${picks.position}), -1)::int`,
      })
      .from(picks)
      .where(eq(picks.kind, input.kind));
    if (count >= MAX_PICKS_PER_LIST) {
      throw new AppError(
        'CONFLICT',
        `The ${list} list is full (${MAX_PICKS_PER_LIST} athletes): remove one before adding another.`,
      );
    }
    const [added] = await tx
      .insert(picks)
      .values({
        kind: input.kind,
        profileId: athlete.profileId,
        position: last + 1,
        createdBy: actor.id,
      })
      .onConflictDoNothing({ target: [picks.kind, picks.profileId] })
      .returning();
    if (!added) {
      throw new AppError('CONFLICT', `${name} is already among the ${list}.`);
    }
    await recordAudit(tx, actor, {
      action: 'athlete.pick',
      targetType: 'athlete',
      targetId: athlete.profileId,
      targetLabel: name,
      before: null,
      after: { kind: input.kind, position: added.position },
    });
  });
  await deps.caches.changed();
  return listPicks(deps.db);
}

/** Takes a pick off its list (the Athlete of the Month too, when it is that pick). */
export async function removePick(
  deps: ShowcaseDeps,
  actor: AdminActor,
  pickId: string,
): Promise<AthletePicks> {
  await deps.db.transaction(async (tx) => {
    const [removed] = await tx.delete(picks).where(eq(picks.id, pickId)).returning();
    if (!removed) {
      throw new AppError('NOT_FOUND', 'This athlete is no longer on the list: reload the page.');
    }
    const name = await nameOf(tx, removed.profileId);
    const month = removed.kind === 'athlete_of_the_month';
    await recordAudit(tx, actor, {
      action: month ? 'athlete.unpick_month' : 'athlete.unpick',
      targetType: 'athlete',
      targetId: removed.profileId,
      targetLabel: name,
      before: month
        ? monthState(removed, name)
        : { kind: removed.kind, position: removed.position },
      after: null,
    });
  });
  await deps.caches.changed();
  return listPicks(deps.db);
}

/**
 * Puts a list in a new order: `ids` are its picks, every one of them once, first to last. A list
 * that changed since the page read it is refused, so nobody's change is lost.
 */
export async function reorderPicks(
  deps: ShowcaseDeps,
  actor: AdminActor,
  input: { kind: PickListKind; ids: string[] },
): Promise<AthletePicks> {
  await deps.db.transaction(async (tx) => {
    const current = await tx
      .select({ id: picks.id, profileId: picks.profileId })
      .from(picks)
      .where(eq(picks.kind, input.kind))
      .orderBy(asc(picks.position), asc(picks.createdAt))
      .for('update');
    const known = new Set(current.map((pick) => pick.id));
    if (
      new Set(input.ids).size !== input.ids.length ||
      input.ids.length !== current.length ||
      !input.ids.every((id) => known.has(id))
    ) {
      throw listChanged();
    }
    for (const [position, id] of input.ids.entries()) {
      await tx
        .update(picks)
        .set({ position })
        .where(and(eq(picks.id, id), eq(picks.kind, input.kind)));
    }
    const profileOf = new Map(current.map((pick) => [pick.id, pick.profileId]));
    await recordAudit(tx, actor, {
      action: 'athlete.reorder',
      targetType: 'athlete',
      targetLabel: pickListLabels[input.kind],
      before: { kind: input.kind, profileIds: current.map((pick) => pick.profileId) },
      after: { kind: input.kind, profileIds: input.ids.map((id) => profileOf.get(id)) },
    });
  });
  await deps.caches.changed();
  return listPicks(deps.db);
}
