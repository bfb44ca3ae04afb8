import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminOrder } from '#shared/schemas/admin-payments';
import { useT } from '#client/lib/i18n/i18n';
import { usePaymentSetup, type OrderFilters, type PaymentFilters } from '../api/payments';
import { AdminSection } from '../components/admin-section';
import { AdminTabs, useTabParam } from '../components/admin-tabs';
import { OrdersList } from '../components/orders-list';
import { PaymentsList } from '../components/payments-list';
import { PaymentsSandboxCard } from '../components/payments-sandbox-card';

/** The UTC day of a moment, as the lists' day filters take it. */
const dayOf = (value: string) => value.slice(0, 10);

/**
 * Card and Pi payments (with refunds) and one-time orders, one tab each; the open tab is in the
 * address (?tab=), and ?member= opens a member's history. The Sandbox card, with the test mode's
 * simulate buttons, shows only where the test mode is on (never on a production site).
 */
export function Component() {
  const t = useT();
  const tabs = [
    { id: 'payments', label: t('admin.payments.tab.payments') },
    { id: 'orders', label: t('admin.payments.tab.orders') },
  ] as const;
  const [params] = useSearchParams();
  const [selected, select] = useTabParam(tabs);
  const member = params.get('member')?.trim() || undefined;
  const [paymentFilters, setPaymentFilters] = useState<PaymentFilters>({ member });
  const [orderFilters, setOrderFilters] = useState<OrderFilters>({ member });
  const setup = usePaymentSetup();
  const cardProviderName =
    setup.data?.cardProvider === 'stripe' ? 'Stripe' : t('admin.payments.testCheckout');

  const showPayment = (order: AdminOrder) => {
    const day = dayOf(order.paidAt ?? order.createdAt);
    setPaymentFilters({ member: order.userId, from: day, to: day });
    select('payments');
  };

  return (
    <AdminSection title={t('admin.payments.title')} description={t('admin.payments.description')}>
      <AdminTabs
        label={t('admin.payments.title')}
        idBase="payments"
        tabs={tabs}
        selected={selected}
        onSelect={select}
      >
        {selected === 'payments' ? (
          <PaymentsList
            filters={paymentFilters}
            onFilters={setPaymentFilters}
            cardProviderName={cardProviderName}
          />
        ) : (
          <OrdersList
            filters={orderFilters}
            onFilters={setOrderFilters}
            onShowPayment={showPayment}
          />
        )}
      </AdminTabs>
      {setup.data?.sandbox ? <PaymentsSandboxCard /> : null}
    </AdminSection>
  );
}
