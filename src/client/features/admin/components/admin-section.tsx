import type { ReactNode, TdHTMLAttributes } from 'react';
import { cn } from '#client/lib/cn';
import { useT } from '#client/lib/i18n/i18n';
import { useDocumentTitle } from '#client/lib/use-document-title';
import { useAdminFormats } from './admin-formats';

/** The heading of one dashboard section, with its actions on the right. */
export function AdminSection({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  useDocumentTitle(t('admin.section.documentTitle', { title }));
  return (
    <section aria-labelledby="admin-section-title">
      <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="admin-section-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {title}
          </h1>
          {description ? <p className="text-muted-foreground mt-1 text-sm">{description}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </header>
      {children}
    </section>
  );
}

/**
 * Table classes shared by the dashboard's lists: they scroll sideways on narrow screens (the frame
 * is relative, so screen-reader-only words in the cells stay inside it).
 */
export const tableClasses = {
  wrap: 'border-border bg-card relative overflow-x-auto rounded-xl border',
  table: 'w-full min-w-[40rem] text-left text-sm',
  head: 'bg-muted/50 text-muted-foreground text-xs uppercase tracking-wide',
  th: 'px-3 py-2 font-semibold',
  row: 'border-border border-t align-top',
  td: 'px-3 py-2',
};

/** A column's heading: its text, or a node with a key and classes of its own (text-right). */
export type AdminColumn = string | { key: string; label: ReactNode; className?: string };

/**
 * A dashboard table: the scrolling frame, a caption for screen readers, the headings, and the
 * rows (`children`). `minWidth` widens a table of many columns before it scrolls sideways.
 */
export function AdminTable({
  caption,
  columns,
  minWidth,
  busy,
  foot,
  children,
}: {
  caption?: string;
  columns: readonly AdminColumn[];
  minWidth?: 'min-w-[52rem]' | 'min-w-[60rem]' | 'min-w-[64rem]';
  busy?: boolean;
  /** a <tfoot> under the rows */
  foot?: ReactNode;
  children: ReactNode;
}) {
  const table = minWidth
    ? tableClasses.table.replace('min-w-[40rem]', minWidth)
    : tableClasses.table;
  return (
    <div className={tableClasses.wrap} aria-busy={busy}>
      <table className={table}>
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead className={tableClasses.head}>
          <tr>
            {columns.map((column) =>
              typeof column === 'string' ? (
                <th key={column} scope="col" className={tableClasses.th}>
                  {column}
                </th>
              ) : (
                <th key={column.key} scope="col" className={cn(tableClasses.th, column.className)}>
                  {column.label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
        {foot}
      </table>
    </div>
  );
}

/** A column without a visible heading (the buttons'): its name is for screen readers. */
export const srOnlyColumn = (name: string): AdminColumn => ({
  key: name,
  label: <span className="sr-only">{name}</span>,
});

/** A column of numbers (amounts, counts): its heading sits right, above them. */
export const numberColumn = (name: string): AdminColumn => ({
  key: name,
  label: name,
  className: 'text-right',
});

/** A cell of a dashboard table; `className` adds to the shared padding. */
export function Cell({ className, ...props }: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td className={cn(tableClasses.td, className)} {...props} />;
}

/** A cell holding one moment (an ISO time), on one line: by default with its time. */
export function TimeCell({ value, format }: { value: string; format?: (value: string) => string }) {
  const formats = useAdminFormats();
  return (
    <Cell className="whitespace-nowrap">
      <time dateTime={value}>{(format ?? formats.dateTime)(value)}</time>
    </Cell>
  );
}
