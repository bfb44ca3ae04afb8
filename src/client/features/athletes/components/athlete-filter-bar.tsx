import { Search, X } from 'lucide-react';
import { Link } from 'react-router';
import { graduationYearChoices } from '#shared/graduation-years';
import { athleteSportNames } from '#shared/sports';
import { usStates } from '#shared/us-states';
import { Button } from '#client/components/ui/button';
import { Input, Select } from '#client/components/ui/input';
import type { AthleteFilters } from '../api/list-athletes';

const sportOptions = athleteSportNames.filter((sport) => sport !== 'Other');

/** The filters the bar sets. */
export type AthleteFilterKey = 'q' | 'sport' | 'gradYear' | 'state';

type FilterChip = { key: AthleteFilterKey; label: string };

/** One chip for each filter in force, in the bar's order. */
export function activeFilterChips(filters: AthleteFilters): FilterChip[] {
  return [
    filters.q ? { key: 'q', label: `Search: ${filters.q}` } : null,
    filters.sport ? { key: 'sport', label: `Sport: ${filters.sport}` } : null,
    filters.gradYear ? { key: 'gradYear', label: `Class of ${filters.gradYear}` } : null,
    filters.state ? { key: 'state', label: `State: ${filters.state}` } : null,
  ].filter((chip): chip is FilterChip => chip !== null);
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
  onSearchTextChange,
  onFilterChange,
  onClearAll,
}: {
  /** The filters in force; the chips show these. */
  filters: AthleteFilters;
  /** What the search box holds; it becomes `filters.q` when the page applies it. */
  searchText: string;
  signedIn: boolean;
  /** The session is still being read: no sign-in hint yet. */
  authLoading: boolean;
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
    </section>
  );
}
