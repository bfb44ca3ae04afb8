import { useQuery } from '@tanstack/react-query';
import { CreditCard, Loader2, LockKeyhole } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { sandboxCards } from '#shared/payments';
import type { SandboxCheckout } from '#shared/schemas/payments';
import { RichMessage } from '#client/components/rich-message';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { applyFieldErrors, errorMessage } from '#client/lib/api';
import { RequireAuth } from '#client/lib/auth/guards';
import { useShownText, useT, type MessageId } from '#client/lib/i18n/i18n';
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
import { usePaymentFormats } from '../components/payment-formats';
import { TestModeNotice } from '../components/test-mode-notice';

/** A checkout belongs to the member who opened it: the server sends others to log in first. */
export const handle: PageHandle = { audience: 'member' };

export function Component() {
  const t = useT();
  useDocumentTitle(t('payments.checkout'));
  const { id = '' } = useParams();
  return (
    <RequireAuth>
      <div className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
        <TestModeNotice title={t('payments.testModeTitle')}>
          <TestCards />
        </TestModeNotice>
        <SandboxCheckoutContent id={id} />
      </div>
    </RequireAuth>
  );
}

const testCards: { number: string; outcome: MessageId }[] = [
  { number: sandboxCards.succeeds, outcome: 'payments.testCards.succeeds' },
  { number: sandboxCards.declined, outcome: 'payments.testCards.declined' },
  { number: sandboxCards.insufficientFunds, outcome: 'payments.testCards.insufficientFunds' },
];

function TestCards() {
  const t = useT();
  return (
    <>
      <ul className="grid gap-1">
        {testCards.map((card) => (
          <li key={card.number} className="flex flex-wrap gap-x-2">
            <span className="font-mono font-semibold tracking-wide whitespace-nowrap">
              {groupCardNumber(card.number)}
            </span>
            <span>{t(card.outcome)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-2">{t('payments.testCards.anyExpiry')}</p>
    </>
  );
}

function SandboxCheckoutContent({ id }: { id: string }) {
  const t = useT();
  const formats = usePaymentFormats();
  const { data: checkout, isPending, error } = useQuery(sandboxCheckoutQueryOptions(id));
  if (isPending) {
    return (
      <p role="status" className="text-muted-foreground mt-10 flex items-center gap-2">
        <Loader2 className="size-4 animate-spin" aria-hidden />
        {t('payments.checkout.loading')}
      </p>
    );
  }
  if (error || !checkout) {
    return (
      <ClosedCheckout className="mx-auto mt-10 max-w-xl" title={t('payments.notFound')}>
        {t('payments.checkout.notFoundText')}
      </ClosedCheckout>
    );
  }
  if (checkout.status === 'complete') {
    return (
      <ClosedCheckout
        className="mx-auto mt-10 max-w-xl"
        title={t('payments.checkout.complete')}
        tone="success"
      >
        <RichMessage
          id="payments.checkout.completeText"
          values={{ plan: formats.planName(checkout.plan, checkout.planName) }}
          parts={{
            link: (
              <Link to="/profile" className="font-medium underline underline-offset-4">
                {t('payments.checkout.seeOnProfile')}
              </Link>
            ),
          }}
        />
      </ClosedCheckout>
    );
  }
  if (checkout.status !== 'open') {
    return (
      <ClosedCheckout
        className="mx-auto mt-10 max-w-xl"
        title={
          checkout.status === 'expired'
            ? t('payments.checkout.expired')
            : t('payments.checkout.canceled')
        }
      >
        {t('payments.notCharged')}
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
  const t = useT();
  const formats = usePaymentFormats();
  const monthly = formats.usd(checkout.amountCents);
  const planName = formats.planName(checkout.plan, checkout.planName);
  const trial = checkout.trialDays > 0;
  // The trial starts when the card is accepted: from now, as far as this page can tell.
  const [firstCharge] = useState(() => new Date(Date.now() + checkout.trialDays * 86_400_000));
  return (
    <section aria-labelledby="order-summary" className="lg:pt-2">
      <p className="text-muted-foreground text-sm font-medium">
        {t('payments.summary.subscribeTo')}
      </p>
      <h1 id="order-summary" className="mt-1 text-2xl font-bold tracking-tight sm:text-3xl">
        {planName}
      </h1>
      <p className="mt-4 flex flex-wrap items-baseline gap-x-2">
        <span className="text-4xl font-extrabold tracking-tight">{monthly}</span>
        <span className="text-muted-foreground">{t('payments.summary.perMonth')}</span>
      </p>
      {trial ? (
        <p className="mt-3 inline-flex rounded-full bg-emerald-500/10 px-3 py-1 text-sm font-semibold text-emerald-700 dark:text-emerald-300">
          {t('payments.summary.firstMonthFree', { zero: formats.usd(0) })}
        </p>
      ) : null}
      <dl className="border-border mt-8 grid gap-3 border-t pt-6 text-sm">
        <div className="flex justify-between gap-4">
          <dt>{planName}</dt>
          <dd className="font-medium">{t('payments.summary.monthly', { price: monthly })}</dd>
        </div>
        {trial ? (
          <div className="flex justify-between gap-4">
            <dt>{t('payments.trialEnds')}</dt>
            <dd className="font-medium">{formats.longDate(firstCharge)}</dd>
          </div>
        ) : null}
        <div className="border-border flex justify-between gap-4 border-t pt-3 text-base">
          <dt className="font-semibold">{t('payments.summary.dueToday')}</dt>
          <dd className="font-bold">{trial ? formats.usd(0) : monthly}</dd>
        </div>
      </dl>
      <p className="text-muted-foreground mt-4 text-sm">
        {trial
          ? t('payments.summary.thenMonthly', {
              price: monthly,
              date: formats.longDate(firstCharge),
            })
          : t('payments.summary.billedMonthly', { price: monthly })}
      </p>
    </section>
  );
}

/** A pass or a seat: one payment, nothing recurring. */
function OneTimeSummary({ checkout }: { checkout: SandboxCheckout }) {
  const t = useT();
  const formats = usePaymentFormats();
  const amount = formats.usd(checkout.amountCents);
  return (
    <section aria-labelledby="order-summary" className="lg:pt-2">
      <p className="text-muted-foreground text-sm font-medium">
        {checkout.plan === 'pass'
          ? t('payments.summary.payPerView')
          : t('payments.summary.bookSession')}
      </p>
      <h1 id="order-summary" className="mt-1 text-2xl font-bold tracking-tight sm:text-3xl">
        {checkout.planName}
      </h1>
      <p className="mt-4 text-4xl font-extrabold tracking-tight">{amount}</p>
      <dl className="border-border mt-8 grid gap-3 border-t pt-6 text-sm">
        <div className="border-border flex justify-between gap-4 text-base">
          <dt className="font-semibold">{t('payments.summary.dueToday')}</dt>
          <dd className="font-bold">{amount}</dd>
        </div>
      </dl>
      <p className="text-muted-foreground mt-4 text-sm">
        {checkout.plan === 'pass' ? t('payments.summary.passOnce') : t('payments.summary.seatOnce')}
      </p>
    </section>
  );
}

function PaymentForm({ checkout }: { checkout: SandboxCheckout }) {
  const t = useT();
  const shown = useShownText();
  const formats = usePaymentFormats();
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
      setDeclined(shown(errorMessage(error, t('payments.pay.failed'))));
    }
  });

  async function onCancel() {
    try {
      const { redirectUrl } = await cancel.mutateAsync();
      setLeaving(true);
      pageNavigation.assign(redirectUrl);
    } catch (error) {
      toast.error(t('app.error'), {
        description: shown(errorMessage(error, t('payments.pay.cancelFailed'))),
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
        {t('payments.pay.title')}
      </h2>
      <dl className="bg-muted/60 mt-4 rounded-lg px-3 py-2 text-sm">
        <dt className="text-muted-foreground">{t('payments.pay.email')}</dt>
        <dd className="font-medium break-all">{checkout.email}</dd>
      </dl>
      <form onSubmit={onSubmit} noValidate className="mt-5 grid gap-4" aria-busy={busy}>
        <CardFields form={form} />
        <Button type="submit" size="lg" className="mt-2 w-full" disabled={busy}>
          {isSubmitting || leaving ? (
            <>
              <Loader2 className="size-4 animate-spin" aria-hidden />
              {t('payments.pay.processing')}
            </>
          ) : (
            <>
              <LockKeyhole className="size-4" aria-hidden />
              {trial ? t('payments.pay.startTrial') : t('payments.pay.pay')}
            </>
          )}
        </Button>
        {declined ? (
          <Alert tone="error" title={t('payments.pay.notCompleted')}>
            {declined}
          </Alert>
        ) : null}
        <Button variant="ghost" className="w-full" disabled={busy} onClick={onCancel}>
          {t('payments.pay.cancel')}
        </Button>
      </form>
      <p className="text-muted-foreground mt-4 text-center text-xs">
        {trial
          ? t('payments.pay.trialNote', { price: formats.usd(checkout.amountCents) })
          : checkout.plan === 'pass' || checkout.plan === 'booking'
            ? t('payments.pay.onceNote', { price: formats.usd(checkout.amountCents) })
            : t('payments.pay.monthlyNote', { price: formats.usd(checkout.amountCents) })}
      </p>
    </section>
  );
}
