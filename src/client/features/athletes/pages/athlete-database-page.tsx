import { useSearchParams } from 'react-router';
import { Button } from '#client/components/ui/button';
import { useAuth } from '#client/lib/auth/auth-provider';
import { useIsVerifiedCoach } from '#client/lib/coach-standing';
import { useT } from '#client/lib/i18n/i18n';
import { useDocumentTitle } from '#client/lib/use-document-title';
import { useSearchText, withParam } from '#client/lib/use-search-text';
import type { PageHandle } from '#client/lib/page-prefetch';
import {
  athleteFiltersFromSearch,
  athleteListQueryOptions,
  useAthleteList,
} from '../api/list-athletes';
import {
  AthleteFilterBar,
  activeFilterChips,
  type AthleteFilterKey,
} from '../components/athlete-filter-bar';
import { addToBoardAction } from '../components/add-to-board';
import { AthleteResults } from '../components/athlete-results';
import { SaveSearchForm } from '../components/members-only';

export const handle: PageHandle = {
  prefetch: ({ queryClient, url, userId }) =>
    queryClient.prefetchInfiniteQuery(
      athleteListQueryOptions(
        athleteFiltersFromSearch(url.searchParams, Boolean(userId)),
        Boolean(userId),
      ),
    ),
};

export function Component() {
  const t = useT();
  useDocumentTitle(t('athletes.database.title'));
  const { user, loading: authLoading } = useAuth();
  const signedIn = Boolean(user);
  // Verified coaches have more filters and save searches (docs/product.md#coach-search).
  const verifiedCoach = useIsVerifiedCoach();
  const [params, setParams] = useSearchParams();
  // The search box writes to the URL after a pause, so a search can be shared.
  const search = useSearchText();

  const filters = athleteFiltersFromSearch(params, signedIn, verifiedCoach);
  const setFilter = (key: AthleteFilterKey, value: string | undefined) => {
    setParams(withParam(key, value), { replace: true });
  };

  const list = useAthleteList(filters, signedIn);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;
  const filtered = activeFilterChips(filters, t).length > 0;

  const clearAll = () => {
    search.setText('');
    setParams(new URLSearchParams(), { replace: true });
  };

  if (list.error) console.error('Athlete list failed to load', list.error);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
            {t('athletes.database.title')}
          </h1>
          <p className="text-muted-foreground mt-2" aria-live="polite">
            {list.isPending
              ? t('athletes.database.loading')
              : t('athletes.database.count', { shown: items.length, total })}
          </p>
        </div>
      </header>

      <AthleteFilterBar
        filters={filters}
        searchText={search.text}
        signedIn={signedIn}
        authLoading={authLoading}
        verifiedCoach={verifiedCoach}
        onSearchTextChange={search.setText}
        onFilterChange={setFilter}
        onClearAll={clearAll}
        actions={verifiedCoach ? <SaveSearchForm params={params} /> : null}
      />

      <div className="mt-8">
        <AthleteResults
          cardAction={addToBoardAction}
          list={list}
          empty={
            <div className="border-border rounded-2xl border border-dashed px-6 py-16 text-center">
              <h2 className="text-xl font-semibold">{t('athletes.database.empty.title')}</h2>
              <p className="text-muted-foreground mt-2">
                {filtered
                  ? t('athletes.database.empty.filtered')
                  : t('athletes.database.empty.none')}
              </p>
              {filtered ? (
                <Button className="mt-6" onClick={clearAll}>
                  {t('athletes.database.empty.clearAll')}
                </Button>
              ) : null}
            </div>
          }
        />
      </div>
    </div>
  );
}
