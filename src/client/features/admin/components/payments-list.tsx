import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paymentStatuses, type PaymentMethod, type PaymentStatus } from '#shared/admin-payments';
import { formatMoney } from '#shared/money';
import type { AdminPayment } from '#shared/schemas/admin-payments';
import { Badge, type BadgeTone } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { useT, type MessageId } from '#client/lib/i18n/i18n';
import { useAdminPayments, type PaymentFilters } from '../api/payments';
import { useAdminFormats } from './admin-formats';
import { paymentProviderTexts, paymentStatusTexts } from './admin-labels';
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
import { PaymentRefundDialog } from './payment-refund-dialog';

const statusTones: Record<PaymentStatus, BadgeTone> = {
  paid: 'success',
  failed: 'danger',
  refunded: 'neutral',
};

const methodOptions: { value: PaymentMethod; label: MessageId }[] = [
  { value: 'card', label: 'admin.payments.method.card' },
  { value: 'pi', label: 'admin.payments.method.pi' },
];

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
  const t = useT();
  const formats = useAdminFormats();
  const partly = payment.status === 'paid' && payment.refundedCents !== null;
  return (
    <>
      <Badge tone={statusTones[payment.status]} className="whitespace-nowrap">
        {partly ? t('admin.payments.partlyRefunded') : t(paymentStatusTexts[payment.status])}
      </Badge>
      {payment.refundedAt ? (
        <span className="text-muted-foreground mt-1 block text-xs">
          {payment.refundedBy
            ? t('admin.payments.refundedBy', {
                amount: formatMoney(payment.refundedCents ?? payment.amountCents, payment.currency),
                date: formats.dateTime(payment.refundedAt),
                by: payment.refundedBy,
              })
            : t('admin.payments.refunded', {
                amount: formatMoney(payment.refundedCents ?? payment.amountCents, payment.currency),
                date: formats.dateTime(payment.refundedAt),
              })}
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
  const t = useT();
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
      <PaymentFilterBar label={t('admin.payments.search')} filters={filters} onChange={change}>
        <FilterSelect
          label={t('admin.payments.filter.method')}
          any={t('admin.payments.filter.method.any')}
          options={methodOptions.map((option) => ({ value: option.value, label: t(option.label) }))}
          value={filters.method}
          onChange={(method) => change({ ...filters, method })}
        />
        <FilterSelect
          label={t('admin.payments.filter.status')}
          any={t('admin.payments.filter.status.any')}
          options={paymentStatuses.map((status) => ({
            value: status,
            label: t(paymentStatusTexts[status]),
          }))}
          value={filters.status}
          onChange={(status) => change({ ...filters, status })}
        />
      </PaymentFilterBar>
      <AdminListState query={list} isEmpty={items.length === 0} empty={t('admin.payments.empty')}>
        <AdminTable
          caption={t('admin.member.plans.payments.caption')}
          minWidth="min-w-[52rem]"
          columns={[
            t('admin.payments.column.when'),
            t('admin.payments.column.member'),
            t('admin.payments.column.for'),
            t('admin.payments.column.method'),
            numberColumn(t('admin.payments.column.amount')),
            t('admin.payments.column.status'),
            srOnlyColumn(t('admin.column.actions')),
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
                  title={
                    payment.txid
                      ? t('admin.payments.transaction', { txid: payment.txid })
                      : undefined
                  }
                >
                  {payment.providerRef}
                </span>
              </Cell>
              <Cell className="whitespace-nowrap">{t(paymentProviderTexts[payment.provider])}</Cell>
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
                    aria-label={t('admin.payments.refund.label', {
                      amount: formatMoney(payment.amountCents, payment.currency),
                      email: payment.memberEmail,
                    })}
                  >
                    <Undo2 className="size-4" aria-hidden />
                    {t('admin.payments.refund')}
                  </Button>
                ) : null}
              </Cell>
            </tr>
          ))}
        </AdminTable>
      </AdminListState>
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
