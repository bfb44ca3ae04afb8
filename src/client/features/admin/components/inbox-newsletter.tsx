import { Download } from 'lucide-react';
import { buttonClasses } from '#client/components/ui/button';
import { ListState } from '#client/components/ui/list-state';
import { newsletterExportUrl, useNewsletterSubscribers } from '../api/inbox';
import { AdminTable, Cell, tableClasses, TimeCell } from './admin-section';
import { CursorPager, useCursorPages } from './cursor-pager';

/** Confirmed newsletter subscribers, the most recently confirmed first, and their export. */
export function InboxNewsletter() {
  const pages = useCursorPages();
  const list = useNewsletterSubscribers(pages.cursor);
  const items = list.data?.items ?? [];
  const total = list.data?.total;

  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm" aria-live="polite">
          {total === undefined ? null : (
            <>
              <strong className="text-lg tabular-nums">{total.toLocaleString()}</strong>{' '}
              {total === 1 ? 'confirmed subscriber' : 'confirmed subscribers'}
            </>
          )}
        </p>
        <a
          href={newsletterExportUrl}
          download
          className={buttonClasses({ variant: 'secondary', size: 'sm' })}
        >
          <Download className="size-4" aria-hidden />
          Download CSV
        </a>
      </div>
      <ListState query={list} isEmpty={items.length === 0} empty="No confirmed subscribers yet.">
        <AdminTable
          caption="Confirmed newsletter subscribers, the most recently confirmed first"
          columns={['Email', 'Confirmed', 'Signed up']}
        >
          {items.map((subscriber) => (
            <tr key={subscriber.id} className={tableClasses.row}>
              <Cell className="break-all">{subscriber.email}</Cell>
              <TimeCell value={subscriber.confirmedAt} />
              <TimeCell value={subscriber.createdAt} />
            </tr>
          ))}
        </AdminTable>
      </ListState>
      <CursorPager pages={pages} nextCursor={list.data?.nextCursor} busy={list.isFetching} />
    </>
  );
}
