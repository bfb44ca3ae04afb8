import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  formatMoney,
  paymentProviderLabels,
  paymentStatusLabels,
  type PaymentMethod,
  type PaymentStatus,
} from '#shared/admin-payments';
import type { AdminPayment } from '#shared/schemas/admin-payments';
import { Button } from '#client/components/ui/button';
import { Select } from '#client/components/ui/input';
import { cn } from '#client/lib/cn';
import { shortDateTime } from '#client/lib/format-date';
import { useAdminPayments, type PaymentFilters } from '../api/payments';
import { ListState, tableClasses } from './admin-section';
import { CursorPager, useCursorPages } from './cursor-pager';
import { PaymentFilterBar } from './payment-filters';
import { PaymentRefundDialog } from './payment-refund-dialog';

const statusTones: Record<PaymentStatus, string> = {
  paid: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950/60 dark:text-emerald-200',
  failed: 'bg-red-100 text-red-900 dark:bg-red-950/60 dark:text-red-200',
  refunded: 'bg-muted text-muted-foreground',
};

export function MemberCell({ id, name, email }: { id: string; name: string; email: string }) {
  return (
    <>
      <Link
        to={`/admin-dashboard/members/${encodeURIComponent(id)}`}
        className="text-primary font-medium underline-offset-4 hover:underline"
      >
        {name}
      </Link>
      <span className="text-muted-foreground block text-xs break-all">{email}</span>
    </>
  );
}

function StatusCell({ payment }: { payment: AdminPayment }) {
  const partly = payment.status === 'paid' && payment.refundedCents !== null;
  return (
    <>
      <span
        className={cn(
          'inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
          statusTones[payment.status],
        )}
      >
        {partly ? 'Partly refunded' : paymentStatusLabels[payment.status]}
      </span>
      {payment.refundedAt ? (
        <span className="text-muted-foreground mt-1 block text-xs">
          {formatMoney(payment.refundedCents ?? payment.amountCents, payment.currency)} back on{' '}
          {shortDateTime(payment.refundedAt)}
          {payment.refundedBy ? ` by ${payment.refundedBy}` : ''}
          {payment.refundNote ? (
            <span className="text-foreground mt-0.5 block break-words">“{payment.refundNote}”</span>
          ) : null}
        </span>
      ) : null}
    </>
  );
}

/** The ledger: filters, a table of payments, refunds. */
export function PaymentsList({
  filters,
  onFilters,
  cardProviderName,
}: {
  filters: PaymentFilters;
  onFilters: (filters: PaymentFilters) => void;
  cardProviderName: string;
}) {
  const pages = useCursorPages();
  const list = useAdminPayments({ ...filters, cursor: pages.cursor });
  const items = list.data?.items ?? [];
  const [refunding, setRefunding] = useState<AdminPayment | null>(null);
  const change = (next: PaymentFilters) => {
    onFilters(next);
    pages.reset();
  };

  return (
    <>
      <PaymentFilterBar label="Search payments" filters={filters} onChange={change}>
        <label className="grid gap-1 text-sm font-medium">
          Method
          <Select
            value={filters.method ?? ''}
            onChange={(event) =>
              change({ ...filters, method: (event.target.value || undefined) as PaymentMethod })
            }
          >
            <option value="">Card and Pi</option>
            <option value="card">Card</option>
            <option value="pi">Pi</option>
          </Select>
        </label>
        <label className="grid gap-1 text-sm font-medium">
          Status
          <Select
            value={filters.status ?? ''}
            onChange={(event) =>
              change({ ...filters, status: (event.target.value || undefined) as PaymentStatus })
            }
          >
            <option value="">Any status</option>
            <option value="paid">Paid</option>
            <option value="failed">Failed</option>
            <option value="refunded">Refunded</option>
          </Select>
        </label>
      </PaymentFilterBar>
      <ListState query={list} isEmpty={items.length === 0} empty="No payments match.">
        <div className={tableClasses.wrap}>
          <table className={cn(tableClasses.table, 'min-w-[52rem]')}>
            <caption className="sr-only">Payments, newest first</caption>
            <thead className={tableClasses.head}>
              <tr>
                <th scope="col" className={tableClasses.th}>
                  When
                </th>
                <th scope="col" className={tableClasses.th}>
                  Member
                </th>
                <th scope="col" className={tableClasses.th}>
                  For
                </th>
                <th scope="col" className={tableClasses.th}>
                  Method
                </th>
                <th scope="col" className={cn(tableClasses.th, 'text-right')}>
                  Amount
                </th>
                <th scope="col" className={tableClasses.th}>
                  Status
                </th>
                <th scope="col" className={tableClasses.th}>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((payment) => (
                <tr key={payment.id} className={tableClasses.row}>
                  <td className={cn(tableClasses.td, 'whitespace-nowrap')}>
                    <time dateTime={payment.createdAt}>{shortDateTime(payment.createdAt)}</time>
                  </td>
                  <td className={cn(tableClasses.td, 'max-w-56')}>
                    <MemberCell
                      id={payment.userId}
                      name={payment.memberName}
                      email={payment.memberEmail}
                    />
                  </td>
                  <td className={cn(tableClasses.td, 'max-w-64')}>
                    {payment.description}
                    <span
                      className="text-muted-foreground block font-mono text-[11px] break-all"
                      title={payment.txid ? `Transaction ${payment.txid}` : undefined}
                    >
                      {payment.providerRef}
                    </span>
                  </td>
                  <td className={cn(tableClasses.td, 'whitespace-nowrap')}>
                    {paymentProviderLabels[payment.provider]}
                  </td>
                  <td className={cn(tableClasses.td, 'text-right whitespace-nowrap tabular-nums')}>
                    {formatMoney(payment.amountCents, payment.currency)}
                  </td>
                  <td className={cn(tableClasses.td, 'max-w-60')}>
                    <StatusCell payment={payment} />
                  </td>
                  <td className={cn(tableClasses.td, 'text-right')}>
                    {payment.refundable ? (
                      <Button
                        variant="secondary"
                        size="sm"
                        onClick={() => setRefunding(payment)}
                        aria-label={`Refund ${formatMoney(payment.amountCents, payment.currency)} to ${payment.memberEmail}`}
                      >
                        <Undo2 className="size-4" aria-hidden />
                        Refund
                      </Button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ListState>
      <CursorPager pages={pages} nextCursor={list.data?.nextCursor} busy={list.isFetching} />
      {refunding ? (
        <PaymentRefundDialog
          payment={refunding}
          cardProviderName={cardProviderName}
          onClose={() => setRefunding(null)}
        />
      ) : null}
    </>
  );
}
