import type { Gender } from '#shared/genders';
import { sportByName, type SportId } from '#shared/sports';
import type { MessageId, Translate } from '#client/lib/i18n/i18n';
import { sportLabels } from '#client/lib/i18n/sport-labels';

// The labels of the athlete fields' values (#shared/sports, #shared/genders) as the catalogs name
// them: the values stay as profiles store them.

/** A sport's full name (sportName): the navigation's name, but Track and Field. */
export const sportNameLabels: Record<SportId, MessageId> = {
  ...sportLabels,
  track: 'app.athleteCard.sport.track',
};

/** A sport as a profile stores it, in the page's language; a name the site does not list, as is. */
export function sportNameText(t: Translate, name: string): string {
  const sport = sportByName(name);
  return sport ? t(sportNameLabels[sport.id]) : name;
}

export const genderLabels: Record<Gender, MessageId> = {
  Male: 'athletes.gender.male',
  Female: 'athletes.gender.female',
  Other: 'athletes.gender.other',
};
