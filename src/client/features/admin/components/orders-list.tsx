import { Link } from 'react-router';
import {
  formatMoney,
  orderKindLabels,
  orderStatusLabels,
  orderStatuses,
  paymentProviderLabels,
  type OrderStatus,
} from '#shared/admin-payments';
import type { AdminOrder } from '#shared/schemas/admin-payments';
import type { PurchaseKind } from '#shared/payments';
import { Button } from '#client/components/ui/button';
import { Select } from '#client/components/ui/input';
import { cn } from '#client/lib/cn';
import { shortDateTime } from '#client/lib/format-date';
import { useAdminOrders, type OrderFilters } from '../api/payments';
import { ListState, tableClasses } from './admin-section';
import { CursorPager, useCursorPages } from './cursor-pager';
import { PaymentFilterBar } from './payment-filters';
import { MemberCell } from './payments-list';

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
        <label className="grid gap-1 text-sm font-medium">
          Kind
          <Select
            value={filters.kind ?? ''}
            onChange={(event) =>
              change({ ...filters, kind: (event.target.value || undefined) as PurchaseKind })
            }
          >
            <option value="">Passes and seats</option>
            <option value="pass">{orderKindLabels.pass}</option>
            <option value="booking">{orderKindLabels.booking}</option>
          </Select>
        </label>
        <label className="grid gap-1 text-sm font-medium">
          Status
          <Select
            value={filters.status ?? ''}
            onChange={(event) =>
              change({ ...filters, status: (event.target.value || undefined) as OrderStatus })
            }
          >
            <option value="">Any status</option>
            {orderStatuses.map((status) => (
              <option key={status} value={status}>
                {orderStatusLabels[status]}
              </option>
            ))}
          </Select>
        </label>
      </PaymentFilterBar>
      <ListState query={list} isEmpty={items.length === 0} empty="No orders match.">
        <div className={tableClasses.wrap}>
          <table className={cn(tableClasses.table, 'min-w-[52rem]')}>
            <caption className="sr-only">Orders, newest first</caption>
            <thead className={tableClasses.head}>
              <tr>
                <th scope="col" className={tableClasses.th}>
                  Ordered
                </th>
                <th scope="col" className={tableClasses.th}>
                  Member
                </th>
                <th scope="col" className={tableClasses.th}>
                  What
                </th>
                <th scope="col" className={cn(tableClasses.th, 'text-right')}>
                  Amount
                </th>
                <th scope="col" className={tableClasses.th}>
                  Status
                </th>
                <th scope="col" className={tableClasses.th}>
                  Access until
                </th>
                <th scope="col" className={tableClasses.th}>
                  <span className="sr-only">Payment</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((order) => (
                <tr key={order.id} className={tableClasses.row}>
                  <td className={cn(tableClasses.td, 'whitespace-nowrap')}>
                    <time dateTime={order.createdAt}>{shortDateTime(order.createdAt)}</time>
                  </td>
                  <td className={cn(tableClasses.td, 'max-w-56')}>
                    <MemberCell
                      id={order.userId}
                      name={order.memberName}
                      email={order.memberEmail}
                    />
                  </td>
                  <td className={cn(tableClasses.td, 'max-w-72')}>
                    <span className="font-medium">{orderKindLabels[order.kind]}</span>:{' '}
                    {order.description}
                    <Link
                      to={`/live/${encodeURIComponent(order.channelSlug)}`}
                      className="text-primary block text-xs underline-offset-4 hover:underline"
                    >
                      {order.channelTitle}
                    </Link>
                  </td>
                  <td className={cn(tableClasses.td, 'text-right whitespace-nowrap tabular-nums')}>
                    {formatMoney(order.amountCents, order.currency)}
                    <span className="text-muted-foreground block text-xs">
                      {paymentProviderLabels[order.provider]}
                    </span>
                  </td>
                  <td className={cn(tableClasses.td, 'whitespace-nowrap')}>
                    {orderStatusLabels[order.status]}
                  </td>
                  <td className={cn(tableClasses.td, 'text-xs whitespace-nowrap')}>
                    {order.status === 'paid' && order.accessUntil
                      ? shortDateTime(order.accessUntil)
                      : '—'}
                  </td>
                  <td className={cn(tableClasses.td, 'text-right')}>
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
