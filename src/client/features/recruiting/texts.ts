import { formatInches } from '#shared/measurements';
import type { CoachLevel, DigestFrequency, SavedSearchFilters } from '#shared/recruiting';
import { sportByName, sportName, type SportId } from '#shared/sports';
import { useT, type MessageId } from '#client/lib/i18n/i18n';
import { sportLabels } from '#client/lib/i18n/sport-labels';

/** A coach's level as their badge names it (#shared/recruiting's coachLevelLabels). */
export const coachLevelTexts = {
  'ncaa-d1': 'recruiting.level.ncaaD1',
  'ncaa-d2': 'recruiting.level.ncaaD2',
  'ncaa-d3': 'recruiting.level.ncaaD3',
  naia: 'recruiting.level.naia',
  juco: 'recruiting.level.juco',
  'high-school': 'recruiting.level.highSchool',
  'junior-high': 'recruiting.level.juniorHigh',
  'club-youth': 'recruiting.level.clubYouth',
} as const satisfies Record<CoachLevel, MessageId>;

/** How often a saved search's email comes. */
export const frequencyTexts = {
  daily: 'recruiting.searches.frequency.daily',
  weekly: 'recruiting.searches.frequency.weekly',
} as const satisfies Record<DigestFrequency, MessageId>;

/** A sport's full name (sportName): the navigation's name, but Track and Field. */
const sportNameTexts: Record<SportId, MessageId> = {
  ...sportLabels,
  track: 'recruiting.sport.track',
};

/** A sport the site lists, in the page's language; one it does not, as it was written. */
export function useSportText(): (sport: string) => string {
  const t = useT();
  return (sport) => {
    const known = sportByName(sport);
    return known && sportName(known.id) === sport ? t(sportNameTexts[known.id]) : sport;
  };
}

/** "Verified · {institution} · {level}" in the page's language. */
export function useBadgeText(): (badge: { institution: string; level: CoachLevel }) => string {
  const t = useT();
  return ({ institution, level }) =>
    t('recruiting.badge', { institution, level: t(coachLevelTexts[level]) });
}

/** A saved search's filters in words, one phrase each (#shared/saved-search-filters' describeFilters). */
export function useDescribeFilters(): (filters: SavedSearchFilters) => string[] {
  const t = useT();
  const sportText = useSportText();
  return (filters) => {
    const inches = (value?: number) => (value === undefined ? '' : formatInches(value));
    const { heightMin: hMin, heightMax: hMax, weightMin: wMin, weightMax: wMax } = filters;
    const height =
      hMin !== undefined && hMax !== undefined
        ? t('recruiting.filters.heightBetween', { min: inches(hMin), max: inches(hMax) })
        : hMin !== undefined
          ? t('recruiting.filters.heightFrom', { min: inches(hMin) })
          : hMax !== undefined
            ? t('recruiting.filters.heightUpTo', { max: inches(hMax) })
            : null;
    const weight =
      wMin !== undefined && wMax !== undefined
        ? t('recruiting.filters.weightBetween', { min: wMin, max: wMax })
        : wMin !== undefined
          ? t('recruiting.filters.weightFrom', { min: wMin })
          : wMax !== undefined
            ? t('recruiting.filters.weightUpTo', { max: wMax })
            : null;
    return [
      filters.q ? t('recruiting.filters.search', { text: filters.q }) : null,
      filters.sport ? t('recruiting.filters.sport', { sport: sportText(filters.sport) }) : null,
      filters.position ? t('recruiting.filters.position', { position: filters.position }) : null,
      filters.gradYear ? t('recruiting.classOf', { year: String(filters.gradYear) }) : null,
      filters.state ? t('recruiting.filters.state', { state: filters.state }) : null,
      height,
      weight,
      filters.hasHighlight ? t('recruiting.filters.hasHighlight') : null,
      filters.updatedWithinDays
        ? t('recruiting.filters.updatedWithin', { days: filters.updatedWithinDays })
        : null,
    ].filter((phrase): phrase is string => phrase !== null);
  };
}
