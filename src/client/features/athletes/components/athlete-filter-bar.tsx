import { Search, X } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { graduationYearChoices } from '#shared/graduation-years';
import { formatInches } from '#shared/measurements';
import { athleteSportNames } from '#shared/sports';
import { usStates } from '#shared/us-states';
import { Button } from '#client/components/ui/button';
import { Input, Select } from '#client/components/ui/input';
import type { AthleteFilters, CoachFilterKey } from '../api/list-athletes';

const sportOptions = athleteSportNames.filter((sport) => sport !== 'Other');

/** The filters the bar sets. */
export type AthleteFilterKey = 'q' | 'sport' | 'gradYear' | 'state' | CoachFilterKey;

type FilterChip = { key: AthleteFilterKey; label: string };

/** Heights a coach picks from, 4'6" to 7'2", and weights, 80 to 350 lbs. */
const heightChoices = Array.from({ length: 33 }, (_, index) => 54 + index);
const weightChoices = Array.from({ length: 28 }, (_, index) => 80 + index * 10);
const updatedChoices = [7, 30, 90];

const inchesLabel = (value: string) => formatInches(Number(value));

/** One chip for each filter in force, in the bar's order. */
export function activeFilterChips(filters: AthleteFilters): FilterChip[] {
  return [
    filters.q ? { key: 'q', label: `Search: ${filters.q}` } : null,
    filters.sport ? { key: 'sport', label: `Sport: ${filters.sport}` } : null,
    filters.gradYear ? { key: 'gradYear', label: `Class of ${filters.gradYear}` } : null,
    filters.state ? { key: 'state', label: `State: ${filters.state}` } : null,
    filters.position ? { key: 'position', label: `Position: ${filters.position}` } : null,
    filters.heightMin
      ? { key: 'heightMin', label: `Height from ${inchesLabel(filters.heightMin)}` }
      : null,
    filters.heightMax
      ? { key: 'heightMax', label: `Height up to ${inchesLabel(filters.heightMax)}` }
      : null,
    filters.weightMin ? { key: 'weightMin', label: `Weight from ${filters.weightMin} lbs` } : null,
    filters.weightMax ? { key: 'weightMax', label: `Weight up to ${filters.weightMax} lbs` } : null,
    filters.hasHighlight === 'true'
      ? { key: 'hasHighlight', label: 'Has a highlight video' }
      : null,
    filters.updatedWithinDays
      ? { key: 'updatedWithinDays', label: `Updated in the last ${filters.updatedWithinDays} days` }
      : null,
  ].filter((chip): chip is FilterChip => chip !== null);
}

/** Position is typed: it is applied when the coach leaves the field or presses Enter. */
function PositionField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string | undefined) => void;
}) {
  // The bar keys it by the applied value, so a chip removed or Clear Filters starts it afresh.
  const [text, setText] = useState(value);
  const apply = () => {
    if (text.trim() !== value) onChange(text.trim() || undefined);
  };
  return (
    <label className="grid gap-1.5 text-sm font-medium">
      Position
      <Input
        value={text}
        placeholder="e.g. Point Guard"
        maxLength={40}
        onChange={(event) => setText(event.target.value)}
        onBlur={apply}
        onKeyDown={(event) => {
          if (event.key === 'Enter') apply();
        }}
      />
    </label>
  );
}

/**
 * The filters coaches need (docs/product.md#coach-search), for verified coaches: position,
 * height and weight ranges, a highlight video, recently updated.
 */
function CoachFilters({
  filters,
  onFilterChange,
}: {
  filters: AthleteFilters;
  onFilterChange: (key: AthleteFilterKey, value: string | undefined) => void;
}) {
  const highlightId = useId();
  const choose = (key: AthleteFilterKey) => (event: { target: { value: string } }) =>
    onFilterChange(key, event.target.value || undefined);
  return (
    <fieldset className="border-border mt-4 border-t pt-4">
      <legend className="text-muted-foreground px-1 text-xs font-semibold tracking-wide uppercase">
        Coach filters
      </legend>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4 lg:grid-cols-7 lg:items-end">
        <div className="col-span-2 md:col-span-1">
          <PositionField
            key={filters.position ?? ''}
            value={filters.position ?? ''}
            onChange={(value) => onFilterChange('position', value)}
          />
        </div>
        <label className="grid gap-1.5 text-sm font-medium">
          Height from
          <Select value={filters.heightMin ?? ''} onChange={choose('heightMin')}>
            <option value="">Any</option>
            {heightChoices.map((inches) => (
              <option key={inches} value={inches}>
                {formatInches(inches)}
              </option>
            ))}
          </Select>
        </label>
        <label className="grid gap-1.5 text-sm font-medium">
          Height to
          <Select value={filters.heightMax ?? ''} onChange={choose('heightMax')}>
            <option value="">Any</option>
            {heightChoices.map((inches) => (
              <option key={inches} value={inches}>
                {formatInches(inches)}
              </option>
            ))}
          </Select>
        </label>
        <label className="grid gap-1.5 text-sm font-medium">
          Weight from
          <Select value={filters.weightMin ?? ''} onChange={choose('weightMin')}>
            <option value="">Any</option>
            {weightChoices.map((lbs) => (
              <option key={lbs} value={lbs}>
                {lbs} lbs
              </option>
            ))}
          </Select>
        </label>
        <label className="grid gap-1.5 text-sm font-medium">
          Weight to
          <Select value={filters.weightMax ?? ''} onChange={choose('weightMax')}>
            <option value="">Any</option>
            {weightChoices.map((lbs) => (
              <option key={lbs} value={lbs}>
                {lbs} lbs
              </option>
            ))}
          </Select>
        </label>
        <label className="grid gap-1.5 text-sm font-medium">
          Updated within
          <Select value={filters.updatedWithinDays ?? ''} onChange={choose('updatedWithinDays')}>
            <option value="">Any time</option>
            {updatedChoices.map((days) => (
              <option key={days} value={days}>
                Last {days} days
              </option>
            ))}
          </Select>
        </label>
        <div className="col-span-2 flex min-h-10 items-center gap-2 md:col-span-1">
          <input
            id={highlightId}
            type="checkbox"
            className="accent-primary size-4"
            checked={filters.hasHighlight === 'true'}
            onChange={(event) =>
              onFilterChange('hasHighlight', event.target.checked ? 'true' : undefined)
            }
          />
          <label htmlFor={highlightId} className="text-sm font-medium">
            Has a highlight video
          </label>
        </div>
      </div>
    </fieldset>
  );
}

/**
 * The search box, the Sport, Graduation Year and State selects, the chips of the filters in
 * force and Clear Filters. Graduation year and state are for signed-in members only.
 */
export function AthleteFilterBar({
  filters,
  searchText,
  signedIn,
  authLoading,
  verifiedCoach = false,
  onSearchTextChange,
  onFilterChange,
  onClearAll,
  actions,
}: {
  /** The filters in force; the chips show these. */
  filters: AthleteFilters;
  /** What the search box holds; it becomes `filters.q` when the page applies it. */
  searchText: string;
  signedIn: boolean;
  /** The session is still being read: no sign-in hint yet. */
  authLoading: boolean;
  /** A verified coach: the coach filters show (docs/product.md#coach-search). */
  verifiedCoach?: boolean;
  /** Shown under the filters (a verified coach's "Save this search"). */
  actions?: ReactNode;
  onSearchTextChange: (text: string) => void;
  /** A filter chosen, or removed (`undefined`). */
  onFilterChange: (key: AthleteFilterKey, value: string | undefined) => void;
  onClearAll: () => void;
}) {
  const active = activeFilterChips(filters);

  return (
    <section
      aria-label="Search and filters"
      className="border-border bg-card mt-6 rounded-2xl border p-4 shadow-sm sm:p-5"
    >
      <div className="grid gap-3 md:grid-cols-[2fr_1fr_1fr_1fr_auto] md:items-end">
        <label className="grid gap-1.5 text-sm font-medium">
          Search
          <span className="relative">
            <Search
              className="text-muted-foreground absolute top-1/2 left-3 size-4 -translate-y-1/2"
              aria-hidden
            />
            <Input
              type="search"
              placeholder="Name or school"
              className="pl-9"
              value={searchText}
              onChange={(event) => onSearchTextChange(event.target.value)}
            />
          </span>
        </label>
        <label className="grid gap-1.5 text-sm font-medium">
          Sport
          <Select
            value={filters.sport ?? ''}
            onChange={(event) => onFilterChange('sport', event.target.value || undefined)}
          >
            <option value="">All</option>
            {sportOptions.map((sport) => (
              <option key={sport} value={sport}>
                {sport}
              </option>
            ))}
          </Select>
        </label>
        <label className="grid gap-1.5 text-sm font-medium">
          Graduation Year
          <Select
            value={filters.gradYear ?? ''}
            disabled={!signedIn}
            onChange={(event) => onFilterChange('gradYear', event.target.value || undefined)}
          >
            <option value="">All</option>
            {graduationYearChoices(new Date(new Date().getFullYear() - 1, 0, 1)).map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </Select>
        </label>
        <label className="grid gap-1.5 text-sm font-medium">
          State
          <Select
            value={filters.state ?? ''}
            disabled={!signedIn}
            onChange={(event) => onFilterChange('state', event.target.value || undefined)}
          >
            <option value="">All</option>
            {usStates.map((state) => (
              <option key={state} value={state}>
                {state}
              </option>
            ))}
          </Select>
        </label>
        <Button variant="secondary" onClick={onClearAll} disabled={active.length === 0}>
          Clear Filters
        </Button>
      </div>
      {verifiedCoach ? <CoachFilters filters={filters} onFilterChange={onFilterChange} /> : null}
      {!signedIn && !authLoading ? (
        <p className="text-muted-foreground mt-3 text-sm">
          <Link
            to="/login?redirectTo=%2Fathletes"
            className="text-primary font-medium hover:underline"
          >
            Log in
          </Link>{' '}
          to filter by graduation year and state and to see each athlete’s details.
        </p>
      ) : null}
      {active.length > 0 ? (
        <ul className="mt-4 flex flex-wrap gap-2" aria-label="Active filters">
          {active.map((chip) => (
            <li key={chip.key}>
              <button
                type="button"
                onClick={() => {
                  if (chip.key === 'q') onSearchTextChange('');
                  onFilterChange(chip.key, undefined);
                }}
                className="bg-primary/10 text-primary hover:bg-primary/20 inline-flex items-center gap-1 rounded-full px-3 py-1 text-sm font-medium"
              >
                {chip.label}
                <X className="size-3.5" aria-hidden />
                <span className="sr-only">(remove)</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {actions}
    </section>
  );
}
