import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminOrder } from '#shared/schemas/admin-payments';
import { usePaymentSetup, type OrderFilters, type PaymentFilters } from '../api/payments';
import { AdminSection } from '../components/admin-section';
import { AdminTabs, useTabParam } from '../components/admin-tabs';
import { OrdersList } from '../components/orders-list';
import { PaymentsList } from '../components/payments-list';
import { PaymentsSandboxCard } from '../components/payments-sandbox-card';

const tabs = [
  { id: 'payments', label: 'Payments' },
  { id: 'orders', label: 'Orders' },
] as const;

/** The UTC day of a moment, as the lists' day filters take it. */
const dayOf = (value: string) => value.slice(0, 10);

/**
 * Card and Pi payments (with refunds) and one-time orders, one tab each; the open tab is in the
 * address (?tab=), and ?member= opens a member's history. The Sandbox card, with the test mode's
 * simulate buttons, shows only where the test mode is on (never on a production site).
 */
export function Component() {
  const [params] = useSearchParams();
  const [selected, select] = useTabParam(tabs);
  const member = params.get('member')?.trim() || undefined;
  const [paymentFilters, setPaymentFilters] = useState<PaymentFilters>({ member });
  const [orderFilters, setOrderFilters] = useState<OrderFilters>({ member });
  const setup = usePaymentSetup();
  const cardProviderName =
    setup.data?.cardProvider === 'stripe'
      ? 'Stripe'
      : 'the test-mode checkout (nothing is charged)';

  const showPayment = (order: AdminOrder) => {
    const day = dayOf(order.paidAt ?? order.createdAt);
    setPaymentFilters({ member: order.userId, from: day, to: day });
    select('payments');
  };

  return (
    <AdminSection
      title="Payments"
      description="Card and Pi payments with their refunds, and one-time orders (passes and seats)."
    >
      <AdminTabs
        label="Payments"
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
