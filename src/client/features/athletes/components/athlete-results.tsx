import type { ReactNode } from 'react';
import type { Athlete } from '#shared/athlete';
import { ListState } from '#client/components/ui/list-state';
import { useT } from '#client/lib/i18n/i18n';
import { AthleteGrid, type CardAction } from './athlete-card';
import { LoadMore } from './load-more';

/** What the results need from a paged athlete list query (useAthleteList). */
type AthletePages = {
  data?: { pages: Array<{ items: Athlete[] }> } | undefined;
  isPending: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
};

/**
 * The athletes of a paged list in a grid with Load more: placeholder cards while the first page
 * loads, and `empty` when the list has none.
 */
export function AthleteResults({
  list,
  empty,
  columns,
  cardAction,
}: {
  list: AthletePages;
  empty: ReactNode;
  /** The grid's columns, as in AthleteGrid. */
  columns?: string;
  cardAction?: CardAction;
}) {
  const t = useT();
  // The cards' names are third-level headings: the list gets its own heading above them.
  const heading = <h2 className="sr-only">{t('athletes.results.heading')}</h2>;
  const athletes = list.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <ListState
      // a list that failed has no athletes: it says `empty`
      query={{ isPending: list.isPending, error: null }}
      skeleton={
        <>
          {heading}
          <AthleteGrid athletes={[]} loading columns={columns} />
        </>
      }
      isEmpty={athletes.length === 0}
      emptyView={empty}
    >
      {heading}
      <AthleteGrid athletes={athletes} columns={columns} cardAction={cardAction} />
      <LoadMore
        hasMore={list.hasNextPage}
        loading={list.isFetchingNextPage}
        onLoad={() => void list.fetchNextPage()}
      />
    </ListState>
  );
}
