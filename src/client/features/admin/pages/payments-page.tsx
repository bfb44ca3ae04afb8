import { useRef, useState, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminOrder } from '#shared/schemas/admin-payments';
import { cn } from '#client/lib/cn';
import { usePaymentSetup, type OrderFilters, type PaymentFilters } from '../api/payments';
import { AdminSection } from '../components/admin-section';
import { OrdersList } from '../components/orders-list';
import { PaymentsList } from '../components/payments-list';
import { PaymentsSandboxCard } from '../components/payments-sandbox-card';

const tabs = [
  { id: 'payments', label: 'Payments' },
  { id: 'orders', label: 'Orders' },
] as const;
type Tab = (typeof tabs)[number]['id'];

const isTab = (value: string | null): value is Tab => tabs.some((tab) => tab.id === value);
const tabId = (tab: Tab) => `payments-tab-${tab}`;

/** The UTC day of a moment, as the lists' day filters take it. */
const dayOf = (value: string) => value.slice(0, 10);

/**
 * Card and Pi payments (with refunds) and one-time orders, one tab each; the open tab is in the
 * address (?tab=), and ?member= opens a member's history. The Sandbox card, with the test mode's
 * simulate buttons, shows only where the test mode is on (never on a production site).
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const selected: Tab = isTab(requested) ? requested : 'payments';
  const buttons = useRef(new Map<Tab, HTMLButtonElement>());
  const member = params.get('member')?.trim() || undefined;
  const [paymentFilters, setPaymentFilters] = useState<PaymentFilters>({ member });
  const [orderFilters, setOrderFilters] = useState<OrderFilters>({ member });
  const setup = usePaymentSetup();
  const cardProviderName =
    setup.data?.cardProvider === 'stripe'
      ? 'Stripe'
      : 'the test-mode checkout (nothing is charged)';

  const select = (tab: Tab) => setParams({ tab }, { replace: true });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const target =
      event.key === 'ArrowRight' || event.key === 'ArrowLeft'
        ? tabs[(index + 1) % tabs.length]
        : event.key === 'Home'
          ? tabs[0]
          : event.key === 'End'
            ? tabs[tabs.length - 1]
            : undefined;
    if (!target) return;
    event.preventDefault();
    select(target.id);
    buttons.current.get(target.id)?.focus();
  };

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
      <div
        role="tablist"
        aria-label="Payments"
        onKeyDown={onKeyDown}
        className="bg-muted flex max-w-full gap-1 overflow-x-auto rounded-xl p-1 sm:inline-flex"
      >
        {tabs.map((tab) => {
          const active = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) buttons.current.set(tab.id, element);
                else buttons.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={active}
              aria-controls="payments-panel"
              tabIndex={active ? 0 : -1}
              onClick={() => select(tab.id)}
              className={cn(
                'flex-1 rounded-lg px-4 py-2 text-sm font-medium whitespace-nowrap transition-colors sm:flex-none',
                'focus-visible:ring-ring focus-visible:ring-2 focus-visible:outline-none',
                active
                  ? 'bg-card text-foreground shadow-sm'
                  : 'text-muted-foreground hover:text-foreground',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id="payments-panel" aria-labelledby={tabId(selected)} className="mt-6">
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
      </div>
      {setup.data?.sandbox ? <PaymentsSandboxCard /> : null}
    </AdminSection>
  );
}
