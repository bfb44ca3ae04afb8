import { useQuery } from '@tanstack/react-query';
import { CreditCard, Loader2, LockKeyhole } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatUsd } from '#shared/money';
import { sandboxCards } from '#shared/payments';
import type { SandboxCheckout } from '#shared/schemas/payments';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { applyFieldErrors, errorMessage } from '#client/lib/api';
import { RequireAuth } from '#client/lib/auth/guards';
import { englishLongDate } from '#client/lib/format-date';
import type { PageHandle } from '#client/lib/page-prefetch';
import { pageNavigation } from '#client/lib/start-checkout';
import { toast } from '#client/lib/toast';
import { useDocumentTitle } from '#client/lib/use-document-title';
import {
  sandboxCheckoutQueryOptions,
  useCancelSandboxCheckout,
  usePaySandboxCheckout,
} from '../api/sandbox-checkout';
import { groupCardNumber } from '../components/card-input-format';
import { CardFields, cardFieldNames, useCardForm } from '../components/card-fields';
import { ClosedCheckout } from '../components/closed-checkout';
import { TestModeNotice } from '../components/test-mode-notice';

/** A checkout belongs to the member who opened it: the server sends others to log in first. */
export const handle: PageHandle = { audience: 'member' };

export function Component() {
  useDocumentTitle('Checkout');
  const { id = '' } = useParams();
  return (
    <RequireAuth>
      <div className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
        <TestModeNotice title="Test mode — no real card is charged">
          <TestCards />
        </TestModeNotice>
        <SandboxCheckoutContent id={id} />
      </div>
    </RequireAuth>
  );
}

const testCards = [
  { number: sandboxCards.succeeds, outcome: 'succeeds' },
  { number: sandboxCards.declined, outcome: 'is declined' },
  { number: sandboxCards.insufficientFunds, outcome: 'fails for insufficient funds' },
];

function TestCards() {
  return (
    <>
      <ul className="grid gap-1">
        {testCards.map((card) => (
          <li key={card.number} className="flex flex-wrap gap-x-2">
            <span className="font-mono font-semibold tracking-wide whitespace-nowrap">
              {groupCardNumber(card.number)}
            </span>
            <span>{card.outcome}</span>
          </li>
        ))}
      </ul>
      <p className="mt-2">Use any future expiry date and any CVC.</p>
    </>
  );
}

function SandboxCheckoutContent({ id }: { id: string }) {
  const { data: checkout, isPending, error } = useQuery(sandboxCheckoutQueryOptions(id));
  if (isPending) {
    return (
      <p role="status" className="text-muted-foreground mt-10 flex items-center gap-2">
        <Loader2 className="size-4 animate-spin" aria-hidden />
        Loading the checkout…
      </p>
    );
  }
  if (error || !checkout) {
    return (
      <ClosedCheckout className="mx-auto mt-10 max-w-xl" title="This checkout could not be found.">
        It may belong to another account, or the address is incomplete. Choose a plan to start a new
        one.
      </ClosedCheckout>
    );
  }
  if (checkout.status === 'complete') {
    return (
      <ClosedCheckout
        className="mx-auto mt-10 max-w-xl"
        title="This checkout is already complete."
        tone="success"
      >
        Your {checkout.planName} is on your account.{' '}
        <Link to="/profile" className="font-medium underline underline-offset-4">
          See it on your profile
        </Link>
        .
      </ClosedCheckout>
    );
  }
  if (checkout.status !== 'open') {
    return (
      <ClosedCheckout
        className="mx-auto mt-10 max-w-xl"
        title={
          checkout.status === 'expired'
            ? 'This checkout has expired.'
            : 'This checkout was canceled.'
        }
      >
        You were not charged. Choose a plan to start again.
      </ClosedCheckout>
    );
  }
  return (
    <div className="mt-8 grid gap-8 lg:grid-cols-2 lg:gap-12">
      <OrderSummary checkout={checkout} />
      <PaymentForm checkout={checkout} />
    </div>
  );
}

function OrderSummary({ checkout }: { checkout: SandboxCheckout }) {
  return checkout.plan === 'pass' || checkout.plan === 'booking' ? (
    <OneTimeSummary checkout={checkout} />
  ) : (
    <SubscriptionSummary checkout={checkout} />
  );
}

function SubscriptionSummary({ checkout }: { checkout: SandboxCheckout }) {
  const monthly = formatUsd(checkout.amountCents);
  const trial = checkout.trialDays > 0;
  // The trial starts when the card is accepted: from now, as far as this page can tell.
  const [firstCharge] = useState(() => new Date(Date.now() + checkout.trialDays * 86_400_000));
  return (
    <section aria-labelledby="order-summary" className="lg:pt-2">
      <p className="text-muted-foreground text-sm font-medium">Subscribe to</p>
      <h1 id="order-summary" className="mt-1 text-2xl font-bold tracking-tight sm:text-3xl">
        {checkout.planName}
      </h1>
      <p className="mt-4 flex flex-wrap items-baseline gap-x-2">
        <span className="text-4xl font-extrabold tracking-tight">{monthly}</span>
        <span className="text-muted-foreground">/ month</span>
      </p>
      {trial ? (
        <p className="mt-3 inline-flex rounded-full bg-emerald-500/10 px-3 py-1 text-sm font-semibold text-emerald-700 dark:text-emerald-300">
          First month free — $0.00 today
        </p>
      ) : null}
      <dl className="border-border mt-8 grid gap-3 border-t pt-6 text-sm">
        <div className="flex justify-between gap-4">
          <dt>{checkout.planName}</dt>
          <dd className="font-medium">{monthly} / month</dd>
        </div>
        {trial ? (
          <div className="flex justify-between gap-4">
            <dt>Free trial ends</dt>
            <dd className="font-medium">{englishLongDate(firstCharge)}</dd>
          </div>
        ) : null}
        <div className="border-border flex justify-between gap-4 border-t pt-3 text-base">
          <dt className="font-semibold">Total due today</dt>
          <dd className="font-bold">{trial ? formatUsd(0) : monthly}</dd>
        </div>
      </dl>
      <p className="text-muted-foreground mt-4 text-sm">
        {trial
          ? `Then ${monthly} a month from ${englishLongDate(firstCharge)}. Cancel any time before then and you pay nothing.`
          : `Billed ${monthly} every month. Cancel any time from your profile.`}
      </p>
    </section>
  );
}

/** A pass or a seat: one payment, nothing recurring. */
function OneTimeSummary({ checkout }: { checkout: SandboxCheckout }) {
  const amount = formatUsd(checkout.amountCents);
  return (
    <section aria-labelledby="order-summary" className="lg:pt-2">
      <p className="text-muted-foreground text-sm font-medium">
        {checkout.plan === 'pass' ? 'Pay-per-view' : 'Book a session'}
      </p>
      <h1 id="order-summary" className="mt-1 text-2xl font-bold tracking-tight sm:text-3xl">
        {checkout.planName}
      </h1>
      <p className="mt-4 text-4xl font-extrabold tracking-tight">{amount}</p>
      <dl className="border-border mt-8 grid gap-3 border-t pt-6 text-sm">
        <div className="border-border flex justify-between gap-4 text-base">
          <dt className="font-semibold">Total due today</dt>
          <dd className="font-bold">{amount}</dd>
        </div>
      </dl>
      <p className="text-muted-foreground mt-4 text-sm">
        {checkout.plan === 'pass'
          ? 'One payment. The channel’s live stream and replays open for 48 hours from now.'
          : 'One payment for one seat. Your seat is held until this checkout closes.'}
      </p>
    </section>
  );
}

function PaymentForm({ checkout }: { checkout: SandboxCheckout }) {
  const pay = usePaySandboxCheckout(checkout.id);
  const cancel = useCancelSandboxCheckout(checkout.id);
  const [declined, setDeclined] = useState<string | null>(null);
  // Once the payment is through, the page stays busy while the browser moves on.
  const [leaving, setLeaving] = useState(false);
  const form = useCardForm();
  const { isSubmitting } = form.formState;
  const busy = isSubmitting || leaving || cancel.isPending;
  const trial = checkout.trialDays > 0;

  const onSubmit = form.handleSubmit(async (values) => {
    setDeclined(null);
    try {
      const { redirectUrl } = await pay.mutateAsync(values);
      setLeaving(true);
      pageNavigation.assign(redirectUrl);
    } catch (error) {
      if (applyFieldErrors(error, form.setError, cardFieldNames)) return;
      setDeclined(errorMessage(error, 'The payment could not be made. Please try again.'));
    }
  });

  async function onCancel() {
    try {
      const { redirectUrl } = await cancel.mutateAsync();
      setLeaving(true);
      pageNavigation.assign(redirectUrl);
    } catch (error) {
      toast.error('Error', {
        description: errorMessage(error, 'The checkout could not be canceled. Please try again.'),
      });
    }
  }

  return (
    <section
      aria-labelledby="payment-title"
      className="border-border bg-card rounded-2xl border p-6 shadow-sm sm:p-8"
    >
      <h2 id="payment-title" className="flex items-center gap-2 text-lg font-semibold">
        <CreditCard className="text-primary size-5" aria-hidden />
        Pay with card
      </h2>
      <dl className="bg-muted/60 mt-4 rounded-lg px-3 py-2 text-sm">
        <dt className="text-muted-foreground">Email</dt>
        <dd className="font-medium break-all">{checkout.email}</dd>
      </dl>
      <form onSubmit={onSubmit} noValidate className="mt-5 grid gap-4" aria-busy={busy}>
        <CardFields form={form} />
        <Button type="submit" size="lg" className="mt-2 w-full" disabled={busy}>
          {isSubmitting || leaving ? (
            <>
              <Loader2 className="size-4 animate-spin" aria-hidden />
              Processing…
            </>
          ) : (
            <>
              <LockKeyhole className="size-4" aria-hidden />
              {trial ? 'Start trial' : 'Pay'}
            </>
          )}
        </Button>
        {declined ? (
          <Alert tone="error" title="Payment not completed">
            {declined}
          </Alert>
        ) : null}
        <Button variant="ghost" className="w-full" disabled={busy} onClick={onCancel}>
          Cancel
        </Button>
      </form>
      <p className="text-muted-foreground mt-4 text-center text-xs">
        {trial
          ? `Nothing is charged today; ${formatUsd(checkout.amountCents)} a month after the free month.`
          : checkout.plan === 'pass' || checkout.plan === 'booking'
            ? `${formatUsd(checkout.amountCents)} is charged once, today.`
            : `${formatUsd(checkout.amountCents)} is charged today, then every month.`}
      </p>
    </section>
  );
}
