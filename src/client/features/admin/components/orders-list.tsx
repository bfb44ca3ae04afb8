import { Link } from 'react-router';
import {
  orderKindLabels,
  orderStatusLabels,
  orderStatuses,
  paymentProviderLabels,
} from '#shared/admin-payments';
import { formatMoney } from '#shared/money';
import type { AdminOrder } from '#shared/schemas/admin-payments';
import { Button } from '#client/components/ui/button';
import { shortDateTime } from '#client/lib/format-date';
import { ListState } from '#client/components/ui/list-state';
import { useAdminOrders, type OrderFilters } from '../api/payments';
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
import { MemberCell } from './payments-list';

const kindOptions = (['pass', 'booking'] as const).map((kind) => ({
  value: kind,
  label: orderKindLabels[kind],
}));

const statusOptions = orderStatuses.map((status) => ({
  value: status,
  label: orderStatusLabels[status],
}));

/**
 * One-time orders: passes and seats, whatever became of them. Refunds are made on their
 * payment, in the payments list (`onShowPayment` opens it there).
 */
export function OrdersList({
  filters,
  onFilters,
  onShowPayment,
}: {
  filters: OrderFilters;
  onFilters: (filters: OrderFilters) => void;
  onShowPayment: (order: AdminOrder) => void;
}) {
  const pages = useCursorPages();
  const list = useAdminOrders({ ...filters, cursor: pages.cursor });
  const items = list.data?.items ?? [];
  const change = (next: OrderFilters) => {
    onFilters(next);
    pages.reset();
  };

  return (
    <>
      <PaymentFilterBar label="Search orders" filters={filters} onChange={change}>
        <FilterSelect
          label="Kind"
          any="Passes and seats"
          options={kindOptions}
          value={filters.kind}
          onChange={(kind) => change({ ...filters, kind })}
        />
        <FilterSelect
          label="Status"
          any="Any status"
          options={statusOptions}
          value={filters.status}
          onChange={(status) => change({ ...filters, status })}
        />
      </PaymentFilterBar>
      <ListState query={list} isEmpty={items.length === 0} empty="No orders match.">
        <AdminTable
          caption="Orders, newest first"
          minWidth="min-w-[52rem]"
          columns={[
            'Ordered',
            'Member',
            'What',
            numberColumn('Amount'),
            'Status',
            'Access until',
            srOnlyColumn('Payment'),
          ]}
        >
          {items.map((order) => (
            <tr key={order.id} className={tableClasses.row}>
              <TimeCell value={order.createdAt} />
              <Cell className="max-w-56">
                <MemberCell id={order.userId} name={order.memberName} email={order.memberEmail} />
              </Cell>
              <Cell className="max-w-72">
                <span className="font-medium">{orderKindLabels[order.kind]}</span>:{' '}
                {order.description}
                <Link
                  to={`/live/${encodeURIComponent(order.channelSlug)}`}
                  className="text-primary block text-xs underline-offset-4 hover:underline"
                >
                  {order.channelTitle}
                </Link>
              </Cell>
              <Cell className="text-right whitespace-nowrap tabular-nums">
                {formatMoney(order.amountCents, order.currency)}
                <span className="text-muted-foreground block text-xs">
                  {paymentProviderLabels[order.provider]}
                </span>
              </Cell>
              <Cell className="whitespace-nowrap">{orderStatusLabels[order.status]}</Cell>
              <Cell className="text-xs whitespace-nowrap">
                {order.status === 'paid' && order.accessUntil
                  ? shortDateTime(order.accessUntil)
                  : '—'}
              </Cell>
              <Cell className="text-right">
                {order.paymentId ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => onShowPayment(order)}
                    aria-label={`Show the payment for ${order.description}`}
                  >
                    Payment
                  </Button>
                ) : null}
              </Cell>
            </tr>
          ))}
        </AdminTable>
      </ListState>
      <CursorPager pages={pages} nextCursor={list.data?.nextCursor} busy={list.isFetching} />
    </>
  );
}
