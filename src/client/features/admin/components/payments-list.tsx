import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  paymentProviderLabels,
  paymentStatusLabels,
  paymentStatuses,
  type PaymentMethod,
  type PaymentStatus,
} from '#shared/admin-payments';
import { formatMoney } from '#shared/money';
import type { AdminPayment } from '#shared/schemas/admin-payments';
import { Badge, type BadgeTone } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { shortDateTime } from '#client/lib/format-date';
import { ListState } from '#client/components/ui/list-state';
import { useAdminPayments, type PaymentFilters } from '../api/payments';
import {
  AdminTable,
  Cell,
  numberColumn,
  srOnlyColumn,
  tableClasses,
  TimeCell,
} from './admin-section';
import { CursorPager, useCursorPages } from './cursor-pager';
import { FilterSelect } from './filter-select';
import { PaymentFilterBar } from './payment-filters';
import { PaymentRefundDialog } from './payment-refund-dialog';

const statusTones: Record<PaymentStatus, BadgeTone> = {
  paid: 'success',
  failed: 'danger',
  refunded: 'neutral',
};

const methodOptions: { value: PaymentMethod; label: string }[] = [
  { value: 'card', label: 'Card' },
  { value: 'pi', label: 'Pi' },
];

const statusOptions = paymentStatuses.map((status) => ({
  value: status,
  label: paymentStatusLabels[status],
}));

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
      <Badge tone={statusTones[payment.status]} className="whitespace-nowrap">
        {partly ? 'Partly refunded' : paymentStatusLabels[payment.status]}
      </Badge>
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
        <FilterSelect
          label="Method"
          any="Card and Pi"
          options={methodOptions}
          value={filters.method}
          onChange={(method) => change({ ...filters, method })}
        />
        <FilterSelect
          label="Status"
          any="Any status"
          options={statusOptions}
          value={filters.status}
          onChange={(status) => change({ ...filters, status })}
        />
      </PaymentFilterBar>
      <ListState query={list} isEmpty={items.length === 0} empty="No payments match.">
        <AdminTable
          caption="Payments, newest first"
          minWidth="min-w-[52rem]"
          columns={[
            'When',
            'Member',
            'For',
            'Method',
            numberColumn('Amount'),
            'Status',
            srOnlyColumn('Actions'),
          ]}
        >
          {items.map((payment) => (
            <tr key={payment.id} className={tableClasses.row}>
              <TimeCell value={payment.createdAt} />
              <Cell className="max-w-56">
                <MemberCell
                  id={payment.userId}
                  name={payment.memberName}
                  email={payment.memberEmail}
                />
              </Cell>
              <Cell className="max-w-64">
                {payment.description}
                <span
                  className="text-muted-foreground block font-mono text-[11px] break-all"
                  title={payment.txid ? `Transaction ${payment.txid}` : undefined}
                >
                  {payment.providerRef}
                </span>
              </Cell>
              <Cell className="whitespace-nowrap">{paymentProviderLabels[payment.provider]}</Cell>
              <Cell className="text-right whitespace-nowrap tabular-nums">
                {formatMoney(payment.amountCents, payment.currency)}
              </Cell>
              <Cell className="max-w-60">
                <StatusCell payment={payment} />
              </Cell>
              <Cell className="text-right">
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
              </Cell>
            </tr>
          ))}
        </AdminTable>
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
