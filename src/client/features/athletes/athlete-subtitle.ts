import { hasDetails, type Athlete } from '#shared/athlete';

/** "Sport · Position" under an athlete's name, leaving out what is not set or not visible. */
export const athleteSubtitle = (athlete: Athlete) =>
  [athlete.sport, hasDetails(athlete) ? athlete.position : null]
    .filter((part) => part && part !== 'Not specified')
    .join(' · ');
