import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { listedEventKinds } from '#shared/programs';
import { ListState } from '#client/components/ui/list-state';
import { Button, buttonClasses } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { FormField } from '#client/components/ui/form-field';
import { Input, Select } from '#client/components/ui/input';
import { PageIntro } from '#client/components/ui/page-intro';
import { useT, type MessageId } from '#client/lib/i18n/i18n';
import type { PageHandle } from '#client/lib/page-prefetch';
import { tournamentsQueryOptions, type TournamentFilters } from '../api/events';
import { EventList } from '../components/event-list';
import { useProgramFormats } from '../components/use-program-formats';

const KINDS = {
  tournament: 'programs.tournaments.kind.tournament',
  showcase: 'programs.tournaments.kind.showcase',
} as const satisfies Record<(typeof listedEventKinds)[number], MessageId>;

/** The filters in the address (?sport=&state=&month=&kind=), kept when they are valid only. */
function filtersOf(params: URLSearchParams): TournamentFilters {
  const filters: TournamentFilters = {};
  const sport = params.get('sport')?.trim();
  if (sport && sport.length <= 40) filters.sport = sport;
  const state = params.get('state');
  if (state && /^[A-Z]{2}$/.test(state)) filters.state = state as TournamentFilters['state'];
  const month = params.get('month');
  if (month && /^\d{4}-(0[1-9]|1[0-2])$/.test(month)) filters.month = month;
  const kind = params.get('kind');
  if (kind === 'tournament' || kind === 'showcase') filters.kind = kind;
  return filters;
}

export const handle: PageHandle = {
  prefetch: ({ queryClient, url }) =>
    queryClient.prefetchInfiniteQuery(tournamentsQueryOptions(filtersOf(url.searchParams))),
};

/**
 * /tournaments (docs/product.md#events): the tournaments and showcases every program has coming
 * up, soonest first, filtered by sport, state, month and kind in the address, 20 at a time.
 */
export function Component() {
  const t = useT();
  const formats = useProgramFormats();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const list = useInfiniteQuery(tournamentsQueryOptions(filters));
  const first = list.data?.pages[0];
  const events = list.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = Object.keys(filters).length > 0;

  const setFilter = (name: keyof TournamentFilters, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };

  return (
    <>
      <PageIntro
        title={t('programs.tournaments.title')}
        description={t('programs.tournaments.description')}
      />
      <div className="mx-auto grid max-w-5xl gap-6 px-4 pb-14">
        <form
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
          aria-label={t('programs.tournaments.filters')}
          onSubmit={(event) => event.preventDefault()}
        >
          <FormField label={t('programs.tournaments.sport')}>
            <Select
              value={filters.sport ?? ''}
              onChange={(e) => setFilter('sport', e.target.value)}
            >
              <option value="">{t('programs.tournaments.allSports')}</option>
              {[
                ...new Set([...(first?.sports ?? []), ...(filters.sport ? [filters.sport] : [])]),
              ].map((sport) => (
                <option key={sport} value={sport}>
                  {formats.sport(sport)}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label={t('programs.tournaments.state')}>
            <Select
              value={filters.state ?? ''}
              onChange={(e) => setFilter('state', e.target.value)}
            >
              <option value="">{t('programs.tournaments.allStates')}</option>
              {[
                ...new Set([...(first?.states ?? []), ...(filters.state ? [filters.state] : [])]),
              ].map((state) => (
                <option key={state} value={state}>
                  {state}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label={t('programs.tournaments.month')}>
            <Input
              type="month"
              value={filters.month ?? ''}
              onChange={(e) => setFilter('month', e.target.value)}
            />
          </FormField>
          <FormField label={t('programs.tournaments.kind')}>
            <Select value={filters.kind ?? ''} onChange={(e) => setFilter('kind', e.target.value)}>
              <option value="">{t('programs.tournaments.allKinds')}</option>
              {Object.entries(KINDS).map(([value, label]) => (
                <option key={value} value={value}>
                  {t(label)}
                </option>
              ))}
            </Select>
          </FormField>
        </form>
        {filtered ? (
          <div>
            <Button size="sm" variant="secondary" onClick={() => setParams({}, { replace: true })}>
              {t('programs.tournaments.clear')}
            </Button>
          </div>
        ) : null}

        <section aria-labelledby="upcoming-heading" className="grid gap-3">
          <h2 id="upcoming-heading" className="text-xl font-semibold">
            {filters.month
              ? t('programs.tournaments.comingUpIn', { month: formats.month(filters.month) })
              : t('programs.program.comingUp')}
          </h2>
          <p role="status" className="sr-only">
            {list.isPending
              ? ''
              : list.hasNextPage
                ? t('programs.tournaments.countOrMore', { count: events.length })
                : t('programs.tournaments.count', { count: events.length })}
          </p>
          <ListState
            // a page after the first that fails leaves the events already shown
            query={{
              isPending: list.isPending,
              error: events.length === 0 ? list.error : null,
              refetch: list.refetch,
            }}
            // the count above is the status: this sentence is not one
            skeleton={<p className="text-muted-foreground">{t('programs.tournaments.loading')}</p>}
            errorStyle="alert"
            errorTitle={t('programs.tournaments.failed')}
            retry
            isEmpty={events.length === 0}
            emptyView={
              <Card>
                <p className="text-muted-foreground text-sm">
                  {filtered
                    ? t('programs.tournaments.emptyFiltered')
                    : t('programs.tournaments.empty')}
                </p>
              </Card>
            }
          >
            <EventList events={events} showProgram />
          </ListState>
          {list.hasNextPage ? (
            <Button
              variant="secondary"
              className="w-fit"
              disabled={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {list.isFetchingNextPage
                ? t('programs.tournaments.loadingMore')
                : t('programs.tournaments.showMore')}
            </Button>
          ) : null}
        </section>

        <Card className="flex flex-wrap items-center justify-between gap-3">
          <p>{t('programs.tournaments.streamsText')}</p>
          <Link to="/live-vod#live-tournaments" className={buttonClasses({ variant: 'secondary' })}>
            {t('programs.tournaments.streams')}
          </Link>
        </Card>
      </div>
    </>
  );
}
