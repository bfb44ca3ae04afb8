import { Download } from 'lucide-react';
import { buttonClasses } from '#client/components/ui/button';
import { shortDateTime } from '#client/lib/format-date';
import { newsletterExportUrl, useNewsletterSubscribers } from '../api/inbox';
import { ListState, tableClasses } from './admin-section';
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
        <div className={tableClasses.wrap}>
          <table className={tableClasses.table}>
            <caption className="sr-only">
              Confirmed newsletter subscribers, the most recently confirmed first
            </caption>
            <thead className={tableClasses.head}>
              <tr>
                <th scope="col" className={tableClasses.th}>
                  Email
                </th>
                <th scope="col" className={tableClasses.th}>
                  Confirmed
                </th>
                <th scope="col" className={tableClasses.th}>
                  Signed up
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((subscriber) => (
                <tr key={subscriber.id} className={tableClasses.row}>
                  <td className={`${tableClasses.td} break-all`}>{subscriber.email}</td>
                  <td className={`${tableClasses.td} whitespace-nowrap`}>
                    <time dateTime={subscriber.confirmedAt}>
                      {shortDateTime(subscriber.confirmedAt)}
                    </time>
                  </td>
                  <td className={`${tableClasses.td} whitespace-nowrap`}>
                    <time dateTime={subscriber.createdAt}>
                      {shortDateTime(subscriber.createdAt)}
                    </time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ListState>
      <CursorPager pages={pages} nextCursor={list.data?.nextCursor} busy={list.isFetching} />
    </>
  );
}
