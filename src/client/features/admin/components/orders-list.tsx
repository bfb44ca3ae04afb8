import { Link } from 'react-router';
import { orderStatuses } from '#shared/admin-payments';
import { formatMoney } from '#shared/money';
import type { AdminOrder } from '#shared/schemas/admin-payments';
import { Button } from '#client/components/ui/button';
import { useT } from '#client/lib/i18n/i18n';
import { useAdminOrders, type OrderFilters } from '../api/payments';
import { useAdminFormats } from './admin-formats';
import { orderKindTexts, orderStatusTexts, paymentProviderTexts } from './admin-labels';
import { AdminListState } from './admin-list-state';
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
  const t = useT();
  const formats = useAdminFormats();
  const pages = useCursorPages();
  const list = useAdminOrders({ ...filters, cursor: pages.cursor });
  const items = list.data?.items ?? [];
  const change = (next: OrderFilters) => {
    onFilters(next);
    pages.reset();
  };

  return (
    <>
      <PaymentFilterBar label={t('admin.orders.search')} filters={filters} onChange={change}>
        <FilterSelect
          label={t('admin.orders.filter.kind')}
          any={t('admin.orders.filter.kind.any')}
          options={(['pass', 'booking'] as const).map((kind) => ({
            value: kind,
            label: t(orderKindTexts[kind]),
          }))}
          value={filters.kind}
          onChange={(kind) => change({ ...filters, kind })}
        />
        <FilterSelect
          label={t('admin.payments.filter.status')}
          any={t('admin.payments.filter.status.any')}
          options={orderStatuses.map((status) => ({
            value: status,
            label: t(orderStatusTexts[status]),
          }))}
          value={filters.status}
          onChange={(status) => change({ ...filters, status })}
        />
      </PaymentFilterBar>
      <AdminListState query={list} isEmpty={items.length === 0} empty={t('admin.orders.empty')}>
        <AdminTable
          caption={t('admin.orders.caption')}
          minWidth="min-w-[52rem]"
          columns={[
            t('admin.orders.column.ordered'),
            t('admin.payments.column.member'),
            t('admin.orders.column.what'),
            numberColumn(t('admin.payments.column.amount')),
            t('admin.payments.column.status'),
            t('admin.orders.column.accessUntil'),
            srOnlyColumn(t('admin.orders.column.payment')),
          ]}
        >
          {items.map((order) => (
            <tr key={order.id} className={tableClasses.row}>
              <TimeCell value={order.createdAt} />
              <Cell className="max-w-56">
                <MemberCell id={order.userId} name={order.memberName} email={order.memberEmail} />
              </Cell>
              <Cell className="max-w-72">
                <span className="font-medium">{t(orderKindTexts[order.kind])}</span>:{' '}
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
                  {t(paymentProviderTexts[order.provider])}
                </span>
              </Cell>
              <Cell className="whitespace-nowrap">{t(orderStatusTexts[order.status])}</Cell>
              <Cell className="text-xs whitespace-nowrap">
                {order.status === 'paid' && order.accessUntil
                  ? formats.dateTime(order.accessUntil)
                  : '—'}
              </Cell>
              <Cell className="text-right">
                {order.paymentId ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => onShowPayment(order)}
                    aria-label={t('admin.orders.showPayment.label', {
                      description: order.description,
                    })}
                  >
                    {t('admin.orders.column.payment')}
                  </Button>
                ) : null}
              </Cell>
            </tr>
          ))}
        </AdminTable>
      </AdminListState>
      <CursorPager pages={pages} nextCursor={list.data?.nextCursor} busy={list.isFetching} />
    </>
  );
}
