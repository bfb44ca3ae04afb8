import { Download } from 'lucide-react';
import { buttonClasses } from '#client/components/ui/button';
import { RichMessage } from '#client/components/rich-message';
import { useT } from '#client/lib/i18n/i18n';
import { newsletterExportUrl, useNewsletterSubscribers } from '../api/inbox';
import { useAdminFormats } from './admin-formats';
import { AdminListState } from './admin-list-state';
import { AdminTable, Cell, tableClasses, TimeCell } from './admin-section';
import { CursorPager, useCursorPages } from './cursor-pager';

/** Confirmed newsletter subscribers, the most recently confirmed first, and their export. */
export function InboxNewsletter() {
  const t = useT();
  const formats = useAdminFormats();
  const pages = useCursorPages();
  const list = useNewsletterSubscribers(pages.cursor);
  const items = list.data?.items ?? [];
  const total = list.data?.total;

  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm" aria-live="polite">
          {total === undefined ? null : (
            <RichMessage
              id="admin.newsletter.total"
              values={{ count: total }}
              parts={{
                total: <strong className="text-lg tabular-nums">{formats.count(total)}</strong>,
              }}
            />
          )}
        </p>
        <a
          href={newsletterExportUrl}
          download
          className={buttonClasses({ variant: 'secondary', size: 'sm' })}
        >
          <Download className="size-4" aria-hidden />
          {t('admin.newsletter.download')}
        </a>
      </div>
      <AdminListState query={list} isEmpty={items.length === 0} empty={t('admin.newsletter.empty')}>
        <AdminTable
          caption={t('admin.newsletter.caption')}
          columns={[
            t('admin.newsletter.column.email'),
            t('admin.newsletter.column.confirmed'),
            t('admin.newsletter.column.signedUp'),
          ]}
        >
          {items.map((subscriber) => (
            <tr key={subscriber.id} className={tableClasses.row}>
              <Cell className="break-all">{subscriber.email}</Cell>
              <TimeCell value={subscriber.confirmedAt} />
              <TimeCell value={subscriber.createdAt} />
            </tr>
          ))}
        </AdminTable>
      </AdminListState>
      <CursorPager pages={pages} nextCursor={list.data?.nextCursor} busy={list.isFetching} />
    </>
  );
}
