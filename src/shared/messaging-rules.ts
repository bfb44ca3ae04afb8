// Who may start a conversation with whom (docs/product.md#who-may-message-whom): the one place
// the rule is written. The pages call it to say why a Message button is off; the server calls
// it again, with what it knows for certain, before anything is stored.
import type { CoachLevel } from './recruiting';
import { contactWindow, isContactCalendarLevel, type CalendarDate } from './ncaa-contact-calendar';
import type { SportId } from './sports';

/** Who is writing first, as the server knows them. */
export type Starter =
  | { kind: 'visitor' }
  | { kind: 'member' }
  | { kind: 'coach' }
  | { kind: 'verified-coach'; userId: string; level: CoachLevel }
  | { kind: 'athlete'; userId: string; recruitingPlan: boolean }
  | { kind: 'admin' };

/** The athlete a coach would write to. */
export type AthleteSide = {
  userId: string;
  sportId: SportId;
  classYear: number | null;
  gender: string | null;
  /** a guardian has switched contact off: from this coach ('this-coach') or from all */
  contactOff: 'all' | 'this-coach' | null;
  /**
   * the writer helps run (owns, or is admin or coach staff of) a program with a team the athlete
   * is active on: their own team's staff
   */
  ownTeamStaff: boolean;
};

export type StartDecision =
  { allowed: true } | { allowed: false; reason: string; rule: StartRule; from?: CalendarDate };

/** The rules a refusal names (the table in docs/product.md#who-may-message-whom). */
export type StartRule =
  | 'sign-in'
  | 'not-a-party'
  | 'verify-first'
  | 'college-coaches-only'
  | 'ncaa-calendar'
  | 'guardian-switched-off'
  | 'recruiting-plan'
  | 'coach-not-verified'
  | 'no-athlete-to-athlete';

export const startMessages = {
  signIn: 'Log in to send messages.',
  notAParty: 'Messages are between coaches and athletes.',
  verifyFirst:
    'Only verified coaches can message athletes. Get verified from your Recruiting page.',
  collegeOnly:
    'Messaging athletes is open to verified college coaches, and to the staff of the athlete’s own team.',
  recruitingPlan:
    'Starting a conversation with a college coach is part of the Recruiting Profile plan. You can answer any coach who writes to you on every plan.',
  coachNotVerified: 'You can write to verified college coaches only.',
  noAthleteToAthlete: 'Athletes cannot message other athletes here.',
} as const;

/**
 * May this coach write first to this athlete today? The staff of the athlete's own team may
 * (verified or not, any level: it is not recruiting contact, so the NCAA calendar does not
 * apply), unless a guardian switched contact off; otherwise verified college coaches within the
 * NCAA contact calendar.
 */
export function mayCoachStart(
  starter: Starter,
  athlete: AthleteSide,
  today: Date,
  contactOffMessages: { all: string; thisCoach: string },
): StartDecision {
  const switchedOff = (): StartDecision => ({
    allowed: false,
    reason: athlete.contactOff === 'all' ? contactOffMessages.all : contactOffMessages.thisCoach,
    rule: 'guardian-switched-off',
  });
  if (athlete.ownTeamStaff && starter.kind !== 'visitor' && starter.kind !== 'athlete') {
    return athlete.contactOff ? switchedOff() : { allowed: true };
  }
  switch (starter.kind) {
    case 'visitor':
      return { allowed: false, reason: startMessages.signIn, rule: 'sign-in' };
    case 'member':
    case 'admin':
      return { allowed: false, reason: startMessages.notAParty, rule: 'not-a-party' };
    case 'athlete':
      return {
        allowed: false,
        reason: startMessages.noAthleteToAthlete,
        rule: 'no-athlete-to-athlete',
      };
    case 'coach':
      return { allowed: false, reason: startMessages.verifyFirst, rule: 'verify-first' };
    case 'verified-coach':
      break;
  }
  const level = starter.level;
  if (!isContactCalendarLevel(level)) {
    return { allowed: false, reason: startMessages.collegeOnly, rule: 'college-coaches-only' };
  }
  if (athlete.contactOff) return switchedOff();
  const window = contactWindow(level, athlete.sportId, athlete.classYear, today, athlete.gender);
  if (!window.allowed) {
    return {
      allowed: false,
      reason: window.message,
      rule: 'ncaa-calendar',
      ...('from' in window && window.from ? { from: window.from } : {}),
    };
  }
  return { allowed: true };
}

/** May this athlete write first to this coach? Answering a coach is open to every athlete. */
export function mayAthleteStart(
  starter: Starter,
  coach: { verifiedLevel: CoachLevel | null },
): StartDecision {
  if (starter.kind === 'visitor') {
    return { allowed: false, reason: startMessages.signIn, rule: 'sign-in' };
  }
  if (starter.kind !== 'athlete') {
    return { allowed: false, reason: startMessages.notAParty, rule: 'not-a-party' };
  }
  if (!coach.verifiedLevel || !isContactCalendarLevel(coach.verifiedLevel)) {
    return { allowed: false, reason: startMessages.coachNotVerified, rule: 'coach-not-verified' };
  }
  if (!starter.recruitingPlan) {
    return { allowed: false, reason: startMessages.recruitingPlan, rule: 'recruiting-plan' };
  }
  return { allowed: true };
}
