import type { ReactNode } from 'react';
import { useDocumentTitle } from '#client/lib/use-document-title';

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
  useDocumentTitle(`${title} · Admin`);
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

/** Loading, failed and empty states of a dashboard list, worded alike everywhere. */
export function ListState({
  query,
  empty,
  isEmpty,
  children,
}: {
  query: { isPending: boolean; error: unknown };
  empty: string;
  isEmpty: boolean;
  children: ReactNode;
}) {
  if (query.isPending) {
    return (
      <p role="status" className="text-muted-foreground py-10 text-center text-sm">
        Loading...
      </p>
    );
  }
  if (query.error) {
    return (
      <p role="alert" className="py-10 text-center text-sm">
        {query.error instanceof Error ? query.error.message : 'This list could not be loaded.'}{' '}
        Please try again.
      </p>
    );
  }
  if (isEmpty) {
    return <p className="text-muted-foreground py-10 text-center text-sm">{empty}</p>;
  }
  return children;
}

/** Table classes shared by the dashboard's lists: they scroll sideways on narrow screens. */
export const tableClasses = {
  wrap: 'border-border bg-card relative overflow-x-auto rounded-xl border',
  table: 'w-full min-w-[40rem] text-left text-sm',
  head: 'bg-muted/50 text-muted-foreground text-xs uppercase tracking-wide',
  th: 'px-3 py-2 font-semibold',
  row: 'border-border border-t align-top',
  td: 'px-3 py-2',
};
