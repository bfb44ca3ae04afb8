// Saved searches' filters without zod (docs/product.md#coach-search): to and from the /athletes
// address, and in words. Pages import these; the request schemas are in
// schemas/saved-searches.ts.
import { formatInches } from './measurements';
import type { SavedSearchFilters } from './recruiting';

export const SAVED_SEARCH_NAME_MAX = 80;

const filterNames: (keyof SavedSearchFilters)[] = [
  'q',
  'sport',
  'position',
  'gradYear',
  'state',
  'heightMin',
  'heightMax',
  'weightMin',
  'weightMax',
  'hasHighlight',
  'updatedWithinDays',
];

/**
 * The saved filters as /athletes address parameters (what "Open" links to), and back: the same
 * names the list's query uses.
 */
export function filtersToSearchParams(filters: SavedSearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value === undefined || value === null || value === '' || value === false) continue;
    params.set(name, String(value));
  }
  return params;
}

const numberFilters = new Set<string>([
  'gradYear',
  'heightMin',
  'heightMax',
  'weightMin',
  'weightMax',
  'updatedWithinDays',
]);

/** The filters in an /athletes address, as a search to save (unknown and empty ones left out). */
export function filtersFromSearchParams(params: URLSearchParams): SavedSearchFilters {
  const filters: Record<string, unknown> = {};
  for (const name of filterNames) {
    const value = params.get(name)?.trim();
    if (!value) continue;
    if (name === 'hasHighlight') {
      if (value === 'true') filters[name] = true;
    } else if (numberFilters.has(name)) {
      const number = Number(value);
      if (Number.isInteger(number)) filters[name] = number;
    } else {
      filters[name] = value;
    }
  }
  return filters as SavedSearchFilters;
}

/** Whether a search has anything to match on: a digest of every athlete is no digest. */
export const hasAnyFilter = (filters: SavedSearchFilters) =>
  Object.values(filters).some((value) => value !== undefined && value !== false && value !== '');

const range = (min: string | undefined, max: string | undefined) =>
  min && max ? `${min}–${max}` : min ? `${min} or more` : `up to ${max}`;

/** The filters in words, one phrase each, as chips and the saved searches list show them. */
export function describeFilters(filters: SavedSearchFilters): string[] {
  const inches = (value?: number) => (value === undefined ? undefined : formatInches(value));
  const pounds = (value?: number) => (value === undefined ? undefined : `${value} lbs`);
  return [
    filters.q ? `Search: ${filters.q}` : null,
    filters.sport ? `Sport: ${filters.sport}` : null,
    filters.position ? `Position: ${filters.position}` : null,
    filters.gradYear ? `Class of ${filters.gradYear}` : null,
    filters.state ? `State: ${filters.state}` : null,
    filters.heightMin !== undefined || filters.heightMax !== undefined
      ? `Height ${range(inches(filters.heightMin), inches(filters.heightMax))}`
      : null,
    filters.weightMin !== undefined || filters.weightMax !== undefined
      ? `Weight ${range(pounds(filters.weightMin), pounds(filters.weightMax))}`
      : null,
    filters.hasHighlight ? 'Has a highlight video' : null,
    filters.updatedWithinDays
      ? `Updated in the last ${filters.updatedWithinDays} ${filters.updatedWithinDays === 1 ? 'day' : 'days'}`
      : null,
  ].filter((phrase): phrase is string => phrase !== null);
}
