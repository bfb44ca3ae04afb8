import { Search, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { graduationYearChoices, labels } from '../../../../shared/schemas/accounts';
import { usStates } from '../../../../shared/us-states';
import { Button } from '../../../components/ui/button';
import { Input, Select } from '../../../components/ui/input';
import { useAuth } from '../../../lib/auth/auth-provider';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAthleteList, type AthleteFilters } from '../api/list-athletes';
import { AthleteGrid } from '../components/athlete-card';
import { LoadMore } from '../components/load-more';

const sportOptions = Object.values(labels.sport).filter((sport) => sport !== 'Other');

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export function Component() {
  useDocumentTitle('Athlete Database');
  const { user, loading: authLoading } = useAuth();
  const signedIn = Boolean(user);
  const [params, setParams] = useSearchParams();
  const [searchText, setSearchText] = useState(params.get('q') ?? '');
  const q = useDebounced(searchText.trim(), 300);

  const filters: AthleteFilters = {
    q: params.get('q') ?? undefined,
    sport: params.get('sport') ?? undefined,
    gradYear: signedIn ? (params.get('gradYear') ?? undefined) : undefined,
    state: signedIn ? (params.get('state') ?? undefined) : undefined,
  };
  const setFilter = (key: string, value: string | undefined) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  };

  // The search box writes to the URL after a pause, so a search can be shared.
  useEffect(() => {
    if ((params.get('q') ?? '') !== q) setFilter('q', q || undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q]);

  const list = useAthleteList(filters, signedIn);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;
  const active = [
    filters.q ? { key: 'q', label: `Search: ${filters.q}` } : null,
    filters.sport ? { key: 'sport', label: `Sport: ${filters.sport}` } : null,
    filters.gradYear ? { key: 'gradYear', label: `Class of ${filters.gradYear}` } : null,
    filters.state ? { key: 'state', label: `State: ${filters.state}` } : null,
  ].filter((badge): badge is { key: string; label: string } => badge !== null);

  const clearAll = () => {
    setSearchText('');
    setParams(new URLSearchParams(), { replace: true });
  };

  if (list.error) console.error('Athlete list failed to load', list.error);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Athlete Database</h1>
          <p className="text-muted-foreground mt-2" aria-live="polite">
            {list.isPending ? 'Loading athletes...' : `${items.length} of ${total} athletes`}
          </p>
        </div>
      </header>

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
                onChange={(event) => setSearchText(event.target.value)}
              />
            </span>
          </label>
          <label className="grid gap-1.5 text-sm font-medium">
            Sport
            <Select
              value={filters.sport ?? ''}
              onChange={(event) => setFilter('sport', event.target.value || undefined)}
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
              onChange={(event) => setFilter('gradYear', event.target.value || undefined)}
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
              onChange={(event) => setFilter('state', event.target.value || undefined)}
            >
              <option value="">All</option>
              {usStates.map((state) => (
                <option key={state} value={state}>
                  {state}
                </option>
              ))}
            </Select>
          </label>
          <Button variant="secondary" onClick={clearAll} disabled={active.length === 0}>
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
            {active.map((badge) => (
              <li key={badge.key}>
                <button
                  type="button"
                  onClick={() => {
                    if (badge.key === 'q') setSearchText('');
                    setFilter(badge.key, undefined);
                  }}
                  className="bg-primary/10 text-primary hover:bg-primary/20 inline-flex items-center gap-1 rounded-full px-3 py-1 text-sm font-medium"
                >
                  {badge.label}
                  <X className="size-3.5" aria-hidden />
                  <span className="sr-only">(remove)</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </section>

      <div className="mt-8">
        {list.isPending ? (
          <AthleteGrid athletes={[]} loading />
        ) : items.length === 0 ? (
          <div className="border-border rounded-2xl border border-dashed px-6 py-16 text-center">
            <h2 className="text-xl font-semibold">No athletes found</h2>
            <p className="text-muted-foreground mt-2">
              {active.length === 0
                ? 'No athletes have registered yet.'
                : 'Try adjusting your search criteria or clearing the filters.'}
            </p>
            {active.length > 0 ? (
              <Button className="mt-6" onClick={clearAll}>
                Clear All Filters
              </Button>
            ) : null}
          </div>
        ) : (
          <>
            <AthleteGrid athletes={items} />
            <LoadMore
              hasMore={Boolean(list.hasNextPage)}
              loading={list.isFetchingNextPage}
              onLoad={() => void list.fetchNextPage()}
            />
          </>
        )}
      </div>
    </div>
  );
}
