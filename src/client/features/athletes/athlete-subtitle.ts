import { hasDetails, type Athlete } from '#shared/athlete';
import type { Translate } from '#client/lib/i18n/i18n';
import { sportNameText } from './field-labels';

const shown = (value: string | null | undefined) =>
  value && value !== 'Not specified' ? value : null;

/**
 * "Sport · Position" under an athlete's name, leaving out what is not set or not visible: the
 * sport in the page's language, the position as the athlete wrote it.
 */
export const athleteSubtitle = (athlete: Athlete, t: Translate) => {
  const sport = shown(athlete.sport);
  return [
    sport ? sportNameText(t, sport) : null,
    hasDetails(athlete) ? shown(athlete.position) : null,
  ]
    .filter(Boolean)
    .join(' · ');
};
