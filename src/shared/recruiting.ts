// Recruiting, the coach's side (docs/product.md#recruiting): coach levels and verification,
// boards, saved searches, profile views and evaluations. Kept apart from zod so pages that only
// show these texts do not load it.
import type { CoachType } from './account-fields';

/** The levels a coach is verified at, from the NCAA's divisions down to club and youth. */
export const coachLevels = [
  'ncaa-d1',
  'ncaa-d2',
  'ncaa-d3',
  'naia',
  'juco',
  'high-school',
  'junior-high',
  'club-youth',
] as const;
export type CoachLevel = (typeof coachLevels)[number];

export const coachLevelLabels: Record<CoachLevel, string> = {
  'ncaa-d1': 'NCAA D1',
  'ncaa-d2': 'NCAA D2',
  'ncaa-d3': 'NCAA D3',
  naia: 'NAIA',
  juco: 'Junior college',
  'high-school': 'High school',
  'junior-high': 'Junior high',
  'club-youth': 'Club or youth',
};

/** College levels: a claim at one of them must be proved with an address at the institution. */
export const collegeLevels: readonly CoachLevel[] = [
  'ncaa-d1',
  'ncaa-d2',
  'ncaa-d3',
  'naia',
  'juco',
];
export const isCollegeLevel = (level: CoachLevel) => collegeLevels.includes(level);

/** The levels each sign-up coach type may claim. */
export const levelsOfCoachType: Record<CoachType, readonly CoachLevel[]> = {
  college: collegeLevels,
  highSchool: ['high-school'],
  juniorHigh: ['junior-high'],
  youth: ['club-youth'],
};

export const verificationStatuses = [
  'requested',
  'email-confirmed',
  'approved',
  'rejected',
  'expired',
] as const;
export type VerificationStatus = (typeof verificationStatuses)[number];

/** How long a mailed code works, how many tries it allows, and how long an approval lasts. */
export const VERIFICATION_CODE_MINUTES = 10;
export const VERIFICATION_CODE_TRIES = 5;
export const VERIFICATION_DAYS = 365;
/** The reminder goes this many days before an approval ends. */
export const VERIFICATION_REMINDER_DAYS = 30;

/**
 * Mail domains anyone can open an address at: they prove nothing about an institution, so a
 * college claim cannot be confirmed through one (a school or youth coach may still ask for the
 * administrator's review of a staff page).
 */
export const personalMailDomains = [
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'ymail.com',
  'hotmail.com',
  'outlook.com',
  'live.com',
  'msn.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'gmx.net',
  'mail.com',
  'zoho.com',
  'yandex.com',
  'hey.com',
  'fastmail.com',
  'comcast.net',
  'verizon.net',
  'att.net',
  'example.com',
];

export const isPersonalMailDomain = (email: string) =>
  personalMailDomains.includes(email.slice(email.lastIndexOf('@') + 1).toLowerCase());

/** The badge a verified coach's name carries everywhere. */
export const verifiedBadgeText = (badge: { institution: string; level: CoachLevel }) =>
  `Verified · ${badge.institution} · ${coachLevelLabels[badge.level]}`;

export const recruitingMessages = {
  notVerified:
    'Only verified coaches can do this. Ask to be verified from Recruiting: we send a code to your address at your school or program, and an administrator approves you.',
  notACoach: 'Recruiting tools are for coaches. Sign up as a coach to use them.',
  personalDomain:
    'Use your address at your school or program, not a personal one: it is how we know you work there.',
  needsEmailOrStaffPage:
    'Give your address at your school or program, or a link to the staff page that lists you.',
  wrongCode: 'That code is not right. Check the mail we sent and try again.',
  codeExpired: 'That code has expired. Ask for a new one.',
  tooManyTries: 'That code was tried too many times. Ask for a new one.',
  alreadyVerified: 'You are already verified.',
  alreadyWaiting: 'Your request is waiting for an administrator.',
  boardFull: 'A board holds at most 500 athletes.',
  tooManyBoards: 'You can keep at most 50 boards.',
  tooManySearches: 'You can keep at most 25 saved searches.',
  alreadyOnBoard: 'This athlete is already on that board.',
  noHighlight: 'This athlete has no highlight video to play.',
} as const;

/** The five stages a new board starts with; each board may rename them. */
export const defaultBoardStages = ['Watching', 'Evaluating', 'Contacted', 'Offered', 'Committed'];
export const BOARD_STAGE_COUNT = 5;
export const MAX_BOARD_ENTRIES = 500;
export const MAX_BOARDS = 50;
export const MAX_SAVED_SEARCHES = 25;
export const MAX_EVALUATION_LEVELS = 3;
/** An evaluation's assessment, its measured values, and an athlete's self-reported statistics. */
export const MAX_ASSESSMENT_CHARS = 4000;
export const MAX_MEASUREMENTS = 10;
export const MAX_ATHLETE_STATS = 30;
/** "Who viewed me" counts other members' views over this many days (their export: all of them). */
export const OTHER_VIEWS_DAYS = 90;

export const digestFrequencies = ['daily', 'weekly'] as const;
export type DigestFrequency = (typeof digestFrequencies)[number];

/**
 * A saved search's filters: the parsed filter object of the athlete list, without its paging
 * (docs/product.md#coach-search).
 */
export type SavedSearchFilters = {
  q?: string;
  sport?: string;
  position?: string;
  gradYear?: number;
  state?: string;
  heightMin?: number;
  heightMax?: number;
  weightMin?: number;
  weightMax?: number;
  hasHighlight?: boolean;
  updatedWithinDays?: number;
};

/** A value a coach measured (a 40-yard time, a vertical jump) and the day it was taken. */
export type EvaluationMeasurement = { name: string; value: string; takenOn: string };

/** A viewer's audience: what lists, search and pages may show them (privacy/visibility). */
export type Audience = 'visitor' | 'member' | 'coach';
