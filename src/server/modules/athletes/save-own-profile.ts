import { and, eq, getTableColumns, isNotNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { stateFromLocation } from '#shared/location';
import { parseHeightInches, parseWeightLbs } from '#shared/measurements';
import type { ProfileEditor } from '#shared/schemas/athletes';
import { defaultVisibility } from '#shared/privacy';
import type { Database } from '#server/db/client';
import { preparedPerDatabase } from '#server/db/prepared';
import { playerProfiles as p } from '#server/db/schema/athletes';
import {
  birthDateFromEditor,
  openConsentRecord,
  refreshListing,
  refuseWhileGuardian,
  requireGuardianAddress,
  sendConsentRequest,
  suspendNoGuardians,
  type ConsentDeps,
} from '#server/modules/privacy';
import { athleteView, teaserColumns } from './athlete-view';
import { filteredColumns } from './list-athletes';
import { ownerIsFeatured, selectProfiles, withFeatured } from './featured-placement';
import type { AthleteCaches } from './athlete-list-cache';

/**
 * The member's own profile as the editor shows it (null before the first save), and whether it
 * still needs a date of birth (also when there is no profile yet): one read of the row.
 */
export async function getOwnProfile(db: Database, userId: string) {
  const [row] = await selectProfiles(db).where(eq(p.userId, userId));
  return {
    profile: row ? athleteView(withFeatured(row), true) : null,
    needsBirthDate: !row?.profile.birthDate,
  };
}

/** Who is saving: the account, and whether its own address is confirmed. */
export type ProfileOwner = { id: string; email: string; emailVerified: boolean };

/** The columns every save from the editor writes. */
const EDITOR_COLUMNS = [
  'firstName',
  'lastName',
  'sport',
  'position',
  'school',
  'location',
  'state',
  'graduationYear',
  'bio',
  'height',
  'weight',
  'heightInches',
  'weightLbs',
  'gender',
  'isComplete',
] as const;
type EditorValues = Pick<typeof p.$inferInsert, (typeof EDITOR_COLUMNS)[number]>;

function editorValues(input: ProfileEditor): EditorValues {
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    sport: input.sport,
    position: input.position,
    school: input.school,
    location: input.location,
    state: stateFromLocation(input.location),
    graduationYear: Number(input.graduationYear),
    bio: input.bio,
    height: input.height,
    weight: input.weight,
    // The numbers coaches filter on, read from the words (docs/product.md#coach-search).
    heightInches: parseHeightInches(input.height),
    weightLbs: parseWeightLbs(input.weight),
    gender: input.gender,
    isComplete: true,
  };
}

/** What a save answers with: the saved row as the editor shows it. */
const profileRow = { ...getTableColumns(p), featured: ownerIsFeatured };

/** The columns a save writes, as the table's columns. */
const written: AnyPgColumn[] = EDITOR_COLUMNS.map((name) => p[name]);
const among = (columns: readonly AnyPgColumn[]) => written.filter((one) => columns.includes(one));
/** What visitors see of a card (athlete-view.ts) that a save may change: the name and the sport. */
const cardColumns = among(Object.values(teaserColumns));
/** What lists filter or search on (list-athletes.ts) that a save may change. */
const filterColumns = among(filteredColumns);
const rowOf = (columns: AnyPgColumn[]) => sql`(${sql.join(columns, sql`, `)})`;

/**
 * The profile as it was before a save, locked by the save's own statement: what the save changed
 * is told from it (a concurrent save of the same profile waits, so this is the row it replaces).
 */
const before = (db: Database) =>
  db.$with('before').as(
    db
      .select({
        id: p.id,
        isComplete: sql<boolean>`${p.isComplete}`.as('was_complete'),
        card: rowOf(cardColumns).as('card'),
        filters: rowOf(filterColumns).as('filters'),
      })
      .from(p)
      .where(and(eq(p.userId, sql.placeholder('userId')), isNotNull(p.birthDate)))
      .for('update'),
  );

/**
 * Every save after the first, built once (a save is a hot write): it changes a profile that has
 * its date of birth, at the time of the save (drizzle's own update time would be the build's),
 * and says what it changed: what visitors see of the card (the name, the sport) and what lists
 * filter or search on (athlete-list-cache.ts, AthleteEdit).
 */
const updateStatement = preparedPerDatabase((db) => {
  const placeholders = Object.fromEntries(
    EDITOR_COLUMNS.map((column) => [column, sql.placeholder(column)]),
  ) as unknown as EditorValues;
  const was = before(db);
  return db
    .with(was)
    .update(p)
    .set({ ...placeholders, updatedAt: sql`now()` })
    .from(was)
    .where(eq(p.id, was.id))
    .returning({
      ...profileRow,
      wasComplete: sql<boolean>`${was.isComplete}`,
      cardChanged: sql<boolean>`${was.card} is distinct from ${rowOf(cardColumns)}`,
      filtersChanged: sql<boolean>`${was.filters} is distinct from ${rowOf(filterColumns)}`,
    })
    .prepare('profile_update');
});

/**
 * Creates or updates the signed-in user's profile; saving from the editor completes it. A profile
 * without a date of birth (an account made by signing in with Pi) must give one now, and the
 * minors' rules start from it: under 13 is refused, a minor's profile is seen by members only and
 * waits for their guardian's consent, asked at once when the account's address is confirmed.
 * `changedAccount` says whether the save may have changed what the database announces of the
 * account (the profile created or completed): when it did not, the route answers without waiting
 * to hear the announcements (`changesNoAccount`).
 */
export async function saveOwnProfile(
  deps: { db: Database; caches: AthleteCaches; consent: ConsentDeps },
  owner: ProfileOwner,
  input: ProfileEditor,
  now: Date,
) {
  const { db, caches } = deps;
  const values = editorValues(input);
  // Most saves change a profile that has its date of birth: one statement.
  const [updated] = await updateStatement(db).execute({ userId: owner.id, ...values });
  if (updated) {
    const { featured, wasComplete: complete, cardChanged, filtersChanged, ...profile } = updated;
    await caches.edited({ athleteId: profile.id, card: cardChanged, filters: filtersChanged });
    return {
      created: false,
      profile: athleteView(withFeatured({ profile, featured }), true),
      // A profile completed by this save is announced on account_changes (migration 0036).
      changedAccount: !complete,
    };
  }
  const [existing] = await db
    .select({ birthDate: p.birthDate })
    .from(p)
    .where(eq(p.userId, owner.id));
  if (!existing) await refuseWhileGuardian(db, owner);
  const age = existing?.birthDate ? null : birthDateFromEditor(input, owner.email, now);
  // Checked before anything is stored: a minor's profile never stands without its guardian.
  if (age?.guardianEmail) await requireGuardianAddress(db, age.guardianEmail);
  // The date of birth is given once; a minor starts seen by members only, as at sign-up.
  const written = age
    ? { ...values, birthDate: age.birthDate, visibility: defaultVisibility(age.minor) }
    : values;
  // One statement, so two first saves at the same moment cannot both try to create the profile.
  // xmax is 0 on a row this statement inserted, and set on one it updated. It answers with the
  // saved row, as the editor shows it (the listing refreshed below changes nothing it shows).
  const [saved] = await db
    .insert(p)
    .values({ userId: owner.id, ...written })
    .onConflictDoUpdate({ target: p.userId, set: written })
    .returning({ ...profileRow, created: sql<boolean>`(xmax = 0)` });
  const { created: inserted, featured, ...profile } = saved!;
  const created = Boolean(inserted);
  if (age?.guardianEmail) {
    await openConsentRecord(db, owner.id, age.guardianEmail, now);
    if (owner.emailVerified) {
      await sendConsentRequest(deps.consent, owner.id, { onlyIfUnsent: true }).catch(
        (error: unknown) => {
          // The athlete can send it again from their profile.
          console.error('[consent] the guardian could not be mailed', error);
        },
      );
    }
  }
  if (created || age) await refreshListing(db, caches, owner.id);
  // An athlete is nobody's guardian: an address children named stops being theirs.
  if (created) await suspendNoGuardians(deps.consent, owner.email);
  else await caches.edited();
  return {
    created,
    profile: athleteView(withFeatured({ profile, featured }), true),
    changedAccount: true,
  };
}
