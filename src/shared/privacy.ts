// Minors' safety and privacy: who may see a profile, the age rules, guardian consent and reports.
// Kept apart from zod so pages that only show these texts do not load it.

/** The youngest age that may hold an account, and the age from which no consent is needed. */
export const MINIMUM_AGE = 13;
export const ADULT_AGE = 18;

/** How long a guardian has to answer a consent request before it must be sent again. */
export const CONSENT_DAYS = 14;

export const profileVisibilities = ['public', 'members', 'coaches', 'private'] as const;
export type ProfileVisibility = (typeof profileVisibilities)[number];

export const visibilityLabels: Record<ProfileVisibility, { label: string; description: string }> = {
  public: {
    label: 'Everyone',
    description:
      'Anyone, search engines included, sees your name, sport and photo; signed-in members also see your position, school, location, class and highlights.',
  },
  members: {
    label: 'Signed-in members only',
    description: 'Visitors do not see your profile at all; signed-in members see it in full.',
  },
  coaches: {
    label: 'Verified coaches only',
    description:
      'Only coaches we have verified see your profile, in full; visitors and other members do not see it at all.',
  },
  private: {
    label: 'Nobody (private)',
    description:
      'Your profile is left out of every list and search and its page shows to you alone.',
  },
};

/** What a guardian's consent may allow a minor's profile at most: never private, which is no cap. */
export const guardianVisibilities = ['coaches', 'members', 'public'] as const;
export type GuardianVisibility = (typeof guardianVisibilities)[number];

/** The visibility a new profile starts with: stricter for athletes under 18. */
export const defaultVisibility = (minor: boolean): ProfileVisibility =>
  minor ? 'members' : 'public';

/** How wide each setting is, for "no wider than the guardian allowed". */
const breadth: Record<ProfileVisibility, number> = {
  private: 0,
  coaches: 1,
  members: 2,
  public: 3,
};
export const isWiderThan = (a: ProfileVisibility, b: ProfileVisibility) => breadth[a] > breadth[b];

/**
 * suspended: the address the athlete named is held by an account that may not be a guardian (a
 * coach, an organization, staff, an athlete or an administrator); the athlete names another.
 */
export const consentStatuses = [
  'pending',
  'granted',
  'declined',
  'withdrawn',
  'suspended',
] as const;
export type ConsentStatus = (typeof consentStatuses)[number];

export const reportTargetTypes = ['athlete', 'video', 'channel', 'message'] as const;
export type ReportTargetType = (typeof reportTargetTypes)[number];

export const reportReasons = [
  'minor-safety',
  'inappropriate',
  'harassment',
  'personal-information',
  'impersonation',
  'spam',
  'other',
] as const;
export type ReportReason = (typeof reportReasons)[number];

export const reportReasonLabels: Record<ReportReason, string> = {
  'minor-safety': 'A young athlete may be at risk',
  inappropriate: 'Sexual, violent or otherwise inappropriate content',
  harassment: 'Bullying, harassment or hate',
  'personal-information': 'Shares private information (address, phone, school schedule)',
  impersonation: 'Pretends to be someone else',
  spam: 'Spam or a scam',
  other: 'Something else',
};

export const reportStatuses = ['open', 'resolved'] as const;
export type ReportStatus = (typeof reportStatuses)[number];

export const privacyMessages = {
  birthMonthRequired: 'Please choose the month you were born',
  birthYearRequired: 'Please choose the year you were born',
  underMinimumAge:
    'Sorry, you need to be 13 or older to create an account. You can still watch our free training videos, and we would love to see you back when you turn 13.',
  guardianEmailRequired: 'Athletes under 18 need a parent or guardian email',
  guardianEmailSameAsOwn: 'The parent or guardian email must be different from your own',
  visibilityWiderThanGuardian:
    'Your parent or guardian chose who may see your profile. They can change it from the link in their email.',
  consentLinkInvalid: 'This consent link is not valid. Ask the athlete to send a new one.',
  consentLinkExpired:
    'This consent link has expired. The athlete can send a new one from their profile.',
  guardianNotAGuardian:
    'This address belongs to a coach, organization, staff, athlete or administrator account. Give the email address of your parent or guardian.',
  consentAddressNotAGuardian:
    'This address belongs to a coach, organization, staff, athlete or administrator account, so it cannot give consent for an athlete. The athlete can name another parent or guardian from their profile.',
  guardianNoAthleteProfile:
    'This account looks after a child’s profile as their parent or guardian. An athlete profile needs an account of its own, with its own email address.',
  guardianChangeNotNeeded:
    'Your parent or guardian can still look after your profile: only an address we had to stop using can be changed.',
} as const;

/** A birth month as the sign-up form asks it: month 1 to 12 and a four-digit year. */
export type BirthMonth = { year: number; month: number };

/**
 * The day to count a birth month's age from: its last day. Only month and year are asked, so the
 * count errs towards the younger age: nobody is taken for 13 or 18 before they are.
 */
export function birthDateOf({ year, month }: BirthMonth): string {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(last).padStart(2, '0')}`;
}

/** Whole years from a birth date (YYYY-MM-DD) to the given day (its UTC calendar date). */
export function ageOn(birthDate: string, today: Date): number {
  const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number];
  const years = today.getUTCFullYear() - year;
  const before =
    today.getUTCMonth() + 1 < month ||
    (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  return before ? years - 1 : years;
}

export type AgeGroup = 'child' | 'minor' | 'adult';

/** Under 13 (no account), 13 to 17 (guardian consent) or 18 and over. */
export function ageGroupOn(birthDate: string, today: Date): AgeGroup {
  const age = ageOn(birthDate, today);
  if (age < MINIMUM_AGE) return 'child';
  return age < ADULT_AGE ? 'minor' : 'adult';
}

/**
 * The birth years the form offers, newest first: younger children find their year too, and are
 * told kindly why they cannot sign up rather than pushed to pick a false one.
 */
export function birthYearChoices(today: Date): number[] {
  const newest = today.getUTCFullYear() - 5;
  return Array.from({ length: 96 }, (_, index) => newest - index);
}

/**
 * The widest audience a profile may have: anyone's own choice for adults (and profiles without a
 * date of birth); for a minor, what their guardian allowed once they consented, members only
 * before that.
 */
export function widestVisibility(
  birthDate: string | null,
  consent: { status: ConsentStatus; allowedVisibility: GuardianVisibility } | null,
  today = new Date(),
): ProfileVisibility {
  if (birthDate === null || ageGroupOn(birthDate, today) === 'adult') return 'public';
  return consent?.status === 'granted' ? consent.allowedVisibility : 'members';
}
