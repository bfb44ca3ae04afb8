import { monthNames } from './month-names';
// The recruiting contact calendar: from which date a verified college coach may start contact
// (electronic correspondence, the site's messages) with an athlete of a given high-school class.
// Pure and dependency-free, for the server's message checks and the client's Child Safety page.
import type { CoachLevel } from './recruiting';
import { sportName, type SportId } from './sports';

/** The coach levels the contact calendar covers: the college ones. */
export type CollegeCoachLevel = Extract<
  CoachLevel,
  'ncaa-d1' | 'ncaa-d2' | 'ncaa-d3' | 'naia' | 'juco'
>;

export const contactCalendarLevels = [
  'ncaa-d1',
  'ncaa-d2',
  'ncaa-d3',
  'naia',
  'juco',
] as const satisfies readonly CollegeCoachLevel[];

export function isContactCalendarLevel(level: CoachLevel): level is CollegeCoachLevel {
  return (contactCalendarLevels as readonly CoachLevel[]).includes(level);
}

/** A day of the calendar, with no time and no time zone (month 1–12). */
export type CalendarDate = { year: number; month: number; day: number };

/** The gender an athlete profile stores ('Male' | 'Female' | 'Other'), or anything else. */
export type AthleteGender = 'Male' | 'Female' | 'Other' | string | null | undefined;

/**
 * A first-contact date, as a day of a year counted back from the class year. The class of Y
 * graduates in spring Y: its senior year is Y-1/Y, its junior year Y-2/Y-1, its sophomore year
 * Y-3/Y-2. Every rule below falls in the calendar year Y-2 (class 2029: 2027).
 */
type ContactRule = {
  month: number;
  day: number;
  /** The calendar year of the date is the class year minus this. */
  yearsBeforeClass: number;
  /** As on the Child Safety page. */
  text: string;
};

const june15AfterSophomore: ContactRule = {
  month: 6,
  day: 15,
  yearsBeforeClass: 2,
  text: 'June 15 after the sophomore year',
};
const june1AfterSophomore: ContactRule = {
  month: 6,
  day: 1,
  yearsBeforeClass: 2,
  text: 'June 1 after the sophomore year',
};
const august1BeforeJunior: ContactRule = {
  month: 8,
  day: 1,
  yearsBeforeClass: 2,
  text: 'August 1 before the junior year',
};
const september1OfJunior: ContactRule = {
  month: 9,
  day: 1,
  yearsBeforeClass: 2,
  text: 'September 1 of the junior year',
};
const january1OfSophomore: ContactRule = {
  month: 1,
  day: 1,
  yearsBeforeClass: 2,
  text: 'January 1 of the sophomore year',
};

/** One rule for the sport, or the men's and the women's when the NCAA splits the sport. */
type SportRule = ContactRule | { men: ContactRule; women: ContactRule };

/*
 * The calendar, as read on 2026-11-26 (the dates hold for the rules in force then; check them
 * again each summer, when the NCAA's changes take effect):
 *
 * - NCAA Division I, most sports: June 15 after the sophomore year (DI rule effective
 *   May 1, 2019). "June 15 – Why it Matters in Recruiting", NCSA,
 *   https://www.ncsasports.org/blog/june-15-contact-period; "NCAA DI Council exempts lacrosse
 *   from new recruiting proposal", USA Lacrosse,
 *   https://stage.usalacrosse.com/magazine/ncaa-di-council-exempts-lacrosse-new-recruiting-proposal.
 * - DI football: June 15 after the sophomore year. The DI Council standardized calls, texts and
 *   recruiting materials on that date in April 2023 (before, September 1 of the junior year).
 *   "D-I Council approves football recruiting calendar changes", ESPN, 2023-04-13,
 *   https://www.espn.com/college-football/story/_/id/36181103/d-council-approves-football-recruiting-calendar-changes;
 *   "NCAA Football Recruiting Rules and Calendar", NCSA,
 *   https://wwwncsadev.ncsasports.org/football/recruiting-rules-calendar.
 * - DI baseball: August 1 at the beginning of the junior year (DI Council, April 2023; before,
 *   September 1). "Breaking Down the Changes in NCAA Division I Baseball Recruiting Rules",
 *   SportsRecruits,
 *   https://blog.sportsrecruits.com/2023/05/16/breaking-down-the-changes-in-ncaa-division-i-baseball-recruiting-rules;
 *   "New D1 Recruiting Rules Will Curb Early Recruiting", Keep Playing Baseball,
 *   https://keepplayingbaseball.org/new-d1-recruiting-rules-april-2023/.
 * - DI softball and lacrosse: September 1 of the junior year. "Women's and Men's Lacrosse Keep
 *   September 1, Junior Year Contact Rule", IMLCA, 2019-04-22,
 *   https://www.imlcacoaches.com/news_article/show/918243.
 * - DI men's basketball: June 15 after the sophomore year; DI women's basketball: June 1 after
 *   the sophomore year. "2023–24 NCAA Women's Basketball Recruiting Calendar and Rules", NCSA,
 *   https://www.ncsasports.org/womens-basketball/recruiting-calendar-rules (older pages give
 *   September 1 of the junior year, the rule before the change that page reports).
 * - DI men's ice hockey: January 1 of the sophomore year; DI women's ice hockey: June 15 after
 *   the sophomore year. "2023–24 NCAA Hockey Recruiting Rules and Calendar", NCSA,
 *   https://www.ncsasports.org/mens-hockey/recruiting-rules-calendar; "NCAA Women's Hockey
 *   Recruiting Rules", NCSA, https://ncsasports.org/womens-hockey/recruiting-rules-calendar.
 * - NCAA Division II, all sports: June 15 after the sophomore year. "NCAA Rule Changes
 *   Effective June 2012", Informed Athlete,
 *   http://www.informedathlete.com/ncaa-rule-changes-effective-june-2012.
 * - NCAA Division III: no date restriction on calls and electronic correspondence (off-campus,
 *   in-person contact waits until after the sophomore year; the site does not arrange that).
 *   "Division III Recruiting Rules", AllStarRecruits, https://allstarrecruits.com/division-iii-recruiting-rules/.
 * - NAIA: no recruiting calendar, no restriction on when or how often coaches communicate.
 *   "Recruiting", NAIA, https://naia.prestosports.com/why-naia/recruiting.
 * - Junior colleges (NJCAA): not under NCAA rules; the NJCAA publishes no contact dates for
 *   high-school athletes. "Junior College and NAIA Recruiting Rules", Varsity Edge,
 *   https://www.varsityedge.com/category/ncaa-rules/.
 *
 * Where the NCAA splits a sport the site does not (basketball, hockey; baseball, whose women's
 * counterpart is softball), the rule of the athlete's profile gender applies when the profile
 * says 'Male' or 'Female', and otherwise the later of the two dates. 'Other' (a sport the site
 * does not list) takes the latest DI date any sport has, September 1 of the junior year
 * (softball, lacrosse), since the athlete's actual sport is unknown.
 */
const divisionOneRules: Record<SportId, SportRule> = {
  basketball: { men: june15AfterSophomore, women: june1AfterSophomore },
  football: june15AfterSophomore,
  soccer: june15AfterSophomore,
  baseball: { men: august1BeforeJunior, women: september1OfJunior },
  volleyball: june15AfterSophomore,
  track: june15AfterSophomore,
  wrestling: june15AfterSophomore,
  hockey: { men: january1OfSophomore, women: june15AfterSophomore },
  tennis: june15AfterSophomore,
  swimming: june15AfterSophomore,
  other: september1OfJunior,
};

/** The rule of a level for a sport; null when the level sets no date. */
function sportRule(level: CollegeCoachLevel, sportId: SportId): SportRule | null {
  switch (level) {
    case 'ncaa-d1':
      return divisionOneRules[sportId];
    case 'ncaa-d2':
      return june15AfterSophomore;
    case 'ncaa-d3':
    case 'naia':
    case 'juco':
      return null;
  }
}

const ruleDate = (rule: ContactRule, classYear: number): CalendarDate => ({
  year: classYear - rule.yearsBeforeClass,
  month: rule.month,
  day: rule.day,
});

/** Negative when a is before b, 0 on the same day, positive after. */
export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** The rule for this athlete: by gender where the sport is split, else the later date. */
function applicableRule(
  level: CollegeCoachLevel,
  sportId: SportId,
  gender: AthleteGender,
): ContactRule | null {
  const rule = sportRule(level, sportId);
  if (rule === null || !('men' in rule)) return rule;
  if (gender === 'Male') return rule.men;
  if (gender === 'Female') return rule.women;
  // Any class year gives the same order: the rules differ only in the day of the year.
  const [men, women] = [ruleDate(rule.men, 2000), ruleDate(rule.women, 2000)];
  return compareCalendarDates(men, women) >= 0 ? rule.men : rule.women;
}

/**
 * The first day a coach of this level may contact an athlete of this sport and class, or null
 * when the level sets no date.
 */
export function firstContactDate(
  level: CollegeCoachLevel,
  sportId: SportId,
  classYear: number,
  gender?: AthleteGender,
): CalendarDate | null {
  const rule = applicableRule(level, sportId, gender);
  return rule ? ruleDate(rule, classYear) : null;
}

/** The rule in words, for the Child Safety page: "June 15 after the sophomore year". */
export function contactRuleText(
  level: CollegeCoachLevel,
  sportId: SportId,
  gender?: AthleteGender,
): string {
  return applicableRule(level, sportId, gender)?.text ?? 'No date restriction';
}

const levelNames: Record<CollegeCoachLevel, string> = {
  'ncaa-d1': 'NCAA Division I',
  'ncaa-d2': 'NCAA Division II',
  'ncaa-d3': 'NCAA Division III',
  naia: 'NAIA',
  juco: 'Junior college',
};

/** "June 15, 2027". */
export const calendarDateText = (date: CalendarDate) =>
  `${monthNames[date.month - 1]} ${date.day}, ${date.year}`;

/** "NCAA Division I basketball coaches", "NCAA Division II coaches" for 'other'. */
const coachesText = (level: CollegeCoachLevel, sportId: SportId) =>
  sportId === 'other'
    ? `${levelNames[level]} coaches`
    : `${levelNames[level]} ${sportName(sportId).toLowerCase()} coaches`;

/** The time zone the NCAA's dates go by. */
export const contactCalendarTimeZone = 'America/New_York';

const easternDateFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: contactCalendarTimeZone,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

/** The calendar date of an instant in US Eastern time. */
export function easternCalendarDate(at: Date): CalendarDate {
  const parts = easternDateFormat.formatToParts(at);
  const part = (type: 'year' | 'month' | 'day') =>
    Number(parts.find((candidate) => candidate.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

export type ContactWindow =
  | { allowed: true }
  | {
      allowed: false;
      /** The first day contact is allowed; null when the athlete's class is unknown. */
      from: CalendarDate | null;
      message: string;
    };

/**
 * Whether a coach of this level may contact the athlete today. Days are counted in US Eastern
 * time (America/New_York), the time the rules' dates are read in: a date opens at midnight
 * Eastern, whatever the coach's or the athlete's own time zone (at 23:30 Eastern on June 14 it is
 * already June 15 in UTC, and contact still waits).
 *
 * An athlete whose profile gives no graduation year cannot be placed on the calendar, so every
 * college coach is refused until it does, even at the levels that set no date: the site cannot
 * tell whether the athlete is in high school at all.
 */
export function contactWindow(
  level: CollegeCoachLevel,
  sportId: SportId,
  classYear: number | null,
  today: Date,
  gender?: AthleteGender,
): ContactWindow {
  if (classYear === null || !Number.isInteger(classYear)) {
    return {
      allowed: false,
      from: null,
      message: `${coachesText(level, sportId)} may contact an athlete once their profile gives a graduation year.`,
    };
  }
  const from = firstContactDate(level, sportId, classYear, gender);
  if (from === null || compareCalendarDates(easternCalendarDate(today), from) >= 0) {
    return { allowed: true };
  }
  return {
    allowed: false,
    from,
    message: `${coachesText(level, sportId)} may contact the class of ${classYear} from ${calendarDateText(from)}.`,
  };
}
