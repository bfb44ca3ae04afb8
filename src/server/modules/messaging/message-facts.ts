// What the rules of a message need to know, each read once, here: who writes, the athlete, the
// pair's conversation, the athlete's guardian, the contact switch and the blocks. The rules
// (send-rules.ts), the storage (conversation-store.ts) and the mail (guardian-copies.ts) are
// handed these facts; none of them reads one again.
import type { Starter } from '#shared/messaging-rules';
import { isActiveAdmin, type SessionUser } from '#server/auth/guards';
import type { Database } from '#server/db/client';
import { AppError } from '#server/http/app-error';
import { findCoachBadge, isCoachAccount, type CoachBadge } from '#server/modules/coaches';
import { rowVisibleTo } from '#server/modules/privacy';
import { coachesAthlete } from '#server/modules/programs';
import { findPair } from './conversation-store';
import { partiesOf } from './membership';
import type { Conversation, Participant } from './messaging-deps';
import {
  athleteByProfile,
  athleteByUser,
  contactOff,
  eitherBlocked,
  guardianOf,
  type Athlete,
  type ContactOff,
  type Guardian,
} from './parties';

/**
 * Who the signed-in user is to the rules; their own athlete profile is read here unless the caller
 * read it already (`ownAthlete`, null: they have none).
 */
export async function starterOf(
  db: Database,
  user: SessionUser | null,
  now: Date,
  ownAthlete?: Athlete | null,
): Promise<Starter> {
  if (!user) return { kind: 'visitor' };
  if (isActiveAdmin(user)) return { kind: 'admin' };
  if (isCoachAccount(user)) {
    const badge = await findCoachBadge(db, user.id, now);
    return badge
      ? { kind: 'verified-coach', userId: user.id, level: badge.level }
      : { kind: 'coach' };
  }
  const athlete = ownAthlete !== undefined ? ownAthlete : await athleteByUser(db, user.id, now);
  return athlete
    ? { kind: 'athlete', userId: user.id, recruitingPlan: athlete.recruitingPlan }
    : { kind: 'member' };
}

/** What the rules inside a conversation ask of a message (the athlete null: account deleted). */
export type SendFacts = {
  athlete: Athlete | null;
  /** the athlete's guardian as this conversation counts them (null: none, or none that matters) */
  guardian: Guardian | null;
  /** a guardian's switch against this coach (asked of the coach side only) */
  contactOff: ContactOff;
  /** either side has blocked the other */
  blocked: boolean;
};

/** The facts a caller read already (undefined: not read). */
export type KnownFacts = { [K in keyof SendFacts]?: SendFacts[K] | undefined };

/**
 * The facts of a message in a conversation, read at once (each one indexed lookup), but for those
 * the caller read already. The guardian is asked when it matters: for a minor, or when the
 * conversation has guardians (only the current one is copied); with the athlete unknown, always.
 */
export async function readSendFacts(
  db: Database,
  conversation: { athleteUserId: string; coachUserId: string },
  participants: Participant[],
  fromCoachSide: boolean,
  now: Date,
  known: KnownFacts = {},
): Promise<SendFacts> {
  const { athleteUserId, coachUserId } = conversation;
  const guardianMatters =
    known.athlete === undefined ||
    Boolean(known.athlete?.minor) ||
    participants.some((one) => one.role === 'guardian');
  const [athlete, guardian, off, blocked] = await Promise.all([
    known.athlete !== undefined ? known.athlete : athleteByUser(db, athleteUserId, now),
    known.guardian !== undefined
      ? known.guardian
      : guardianMatters
        ? guardianOf(db, athleteUserId, partiesOf(participants))
        : null,
    !fromCoachSide
      ? null
      : known.contactOff !== undefined
        ? known.contactOff
        : contactOff(db, athleteUserId, coachUserId),
    known.blocked ?? eitherBlocked(db, athleteUserId, coachUserId),
  ]);
  return { athlete, guardian, contactOff: off, blocked };
}

/** What a coach's first message (or the Message button) knows of the writer and the athlete. */
export type CoachStartFacts = {
  starter: Starter;
  athlete: Athlete;
  /** the pair's conversation, when they have one */
  existing: Conversation | null;
  contactOff: ContactOff;
  /** the writer is on the staff of the athlete's own team */
  ownTeamStaff: boolean;
  /** read for a send only (the Message button does not ask) */
  blocked: boolean;
};

/**
 * The facts of a coach writing first to the athlete of this profile. A profile the user may not
 * see is not found. With `forSend`, the blocks between them are read too.
 */
export async function coachStartFacts(
  db: Database,
  user: SessionUser | null,
  profileId: string,
  { forSend }: { forSend: boolean },
  now: Date,
): Promise<CoachStartFacts> {
  const [starter, athlete] = await Promise.all([
    starterOf(db, user, now),
    athleteByProfile(db, profileId, now),
  ]);
  const audience = starter.kind === 'verified-coach' ? 'coach' : user ? 'member' : 'visitor';
  if (!athlete || !rowVisibleTo(athlete, audience)) {
    throw new AppError('NOT_FOUND', 'We could not find that athlete.');
  }
  // The staff of the athlete's own team may write too (any coach, or the program's account);
  // a conversation begun as staff goes on after the athlete leaves the team.
  const coachId = user && starter.kind !== 'athlete' && user.id !== athlete.userId ? user.id : '';
  const [ownTeamStaff, existing, off, blocked] = await Promise.all([
    coachId ? coachesAthlete(db, coachId, athlete.profileId) : false,
    coachId ? findPair(db, athlete.userId, coachId) : null,
    coachId ? contactOff(db, athlete.userId, coachId) : null,
    forSend && user ? eitherBlocked(db, user.id, athlete.userId) : false,
  ]);
  return { starter, athlete, existing, contactOff: off, ownTeamStaff, blocked };
}

/** What an athlete's first message to a coach knows of them both. */
export type AthleteStartFacts = {
  starter: Starter;
  /** the writer's own athlete profile (none: they are no athlete) */
  athlete: Athlete | null;
  existing: Conversation | null;
  coachBadge: CoachBadge | null;
  blocked: boolean;
};

export async function athleteStartFacts(
  db: Database,
  user: SessionUser,
  coachUserId: string,
  now: Date,
): Promise<AthleteStartFacts> {
  const athlete = await athleteByUser(db, user.id, now);
  const [starter, existing, coachBadge, blocked] = await Promise.all([
    starterOf(db, user, now, athlete),
    athlete ? findPair(db, athlete.userId, coachUserId) : null,
    findCoachBadge(db, coachUserId, now),
    eitherBlocked(db, user.id, coachUserId),
  ]);
  return { starter, athlete, existing, coachBadge, blocked };
}

/**
 * The guardian a new conversation starts with: for a minor, their guardian as the pair counts
 * them (never one of the two); nobody for an adult.
 */
export const guardianOfNewPair = (db: Database, athlete: Athlete, coachUserId: string) =>
  athlete.minor ? guardianOf(db, athlete.userId, [athlete.userId, coachUserId]) : null;
