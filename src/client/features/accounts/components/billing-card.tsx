import { CreditCard, Loader2 } from 'lucide-react';
import { Link } from 'react-router';
import { planPrice, subscriptionStatusWords, type SubscriptionState } from '#shared/payments';
import type { Billing } from '#shared/schemas/payments';
import { Alert } from '#client/components/ui/alert';
import { Badge, type BadgeTone } from '#client/components/ui/badge';
import { Button, buttonClasses } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { ListState } from '#client/components/ui/list-state';
import { errorMessage } from '#client/lib/api';
import { englishLongDate } from '#client/lib/format-date';
import { cn } from '#client/lib/cn';
import { toast } from '#client/lib/toast';
import { useBilling } from '#client/lib/billing';
import { useOpenBillingPortal } from '../api/billing';
import { formatMoney } from '#shared/money';

type Subscription = NonNullable<Billing['subscription']>;
type Receipt = Billing['receipts'][number];

const statusTone: Partial<Record<SubscriptionState, BadgeTone>> = {
  trialing: 'info',
  active: 'success',
  past_due: 'danger',
  unpaid: 'danger',
  incomplete: 'warning',
};

const receiptStatusWords: Record<Receipt['status'], string> = {
  paid: 'Paid',
  refunded: 'Refunded',
  failed: 'Failed',
};

/** A subscription that still runs: it has a next charge, or an end it was set to cancel on. */
const running = (status: SubscriptionState) =>
  status === 'trialing' || status === 'active' || status === 'past_due';

/** The member's plan, its next charge and the receipts, with the way to the billing portal. */
export function BillingCard({ userId }: { userId: string }) {
  const { data: billing, isPending, error, refetch } = useBilling(userId);
  return (
    <Card role="region" aria-labelledby="billing-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="billing-title" className="flex items-center gap-2 text-lg font-semibold">
          <CreditCard className="text-primary size-5" aria-hidden />
          Billing
        </h2>
        {billing?.sandbox ? <Badge tone="warning">Test mode</Badge> : null}
      </div>
      <ListState
        query={{ isPending, error, refetch }}
        loading={
          <>
            <Loader2 className="size-4 animate-spin" aria-hidden />
            Loading billing…
          </>
        }
        className="mt-4 flex items-center gap-2 text-sm"
        errorStyle="alert"
        errorTitle="Your billing could not be loaded."
        errorFallback=""
        retry
        errorClassName="mt-4"
      >
        {billing ? (
          <>
            {billing.subscription ? (
              <SubscriptionDetails subscription={billing.subscription} />
            ) : (
              <div className="mt-4">
                <p className="font-medium">Basic Access</p>
                <p className="text-muted-foreground mt-1 text-sm">
                  Your plan is free. Subscribe for every training level or a recruiting profile.
                </p>
                <Link to="/pricing" className={buttonClasses({ className: 'mt-4' })}>
                  Choose a plan
                </Link>
              </div>
            )}
            <Receipts receipts={billing.receipts} />
          </>
        ) : null}
      </ListState>
    </Card>
  );
}

function SubscriptionDetails({ subscription }: { subscription: Subscription }) {
  const portal = useOpenBillingPortal();
  const ongoing = running(subscription.status);
  const end = subscription.currentPeriodEnd ? englishLongDate(subscription.currentPeriodEnd) : null;
  const firstCharge =
    subscription.status === 'trialing'
      ? (subscription.trialEnd ?? subscription.currentPeriodEnd)
      : null;
  const price = formatMoney(planPrice(subscription.plan).cents, 'usd');
  const rows: [string, string][] = [];
  if (ongoing && !subscription.cancelAtPeriodEnd) {
    if (firstCharge) rows.push(['First charge', `${englishLongDate(firstCharge)}, ${price}`]);
    else if (end) rows.push(['Next charge', `${end}, ${price}`]);
  } else if (!ongoing && end) {
    rows.push(['Ended on', end]);
  }

  return (
    <div className="mt-4 grid gap-5">
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[10rem_1fr]">
        <div className="contents">
          <dt className="text-muted-foreground text-sm">Plan</dt>
          <dd className="font-medium">{subscription.planName}</dd>
        </div>
        <div className="contents">
          <dt className="text-muted-foreground text-sm">Status</dt>
          <dd className="flex flex-wrap items-center gap-2">
            <Badge size="md" tone={statusTone[subscription.status] ?? 'neutral'}>
              {subscriptionStatusWords[subscription.status]}
            </Badge>
            {ongoing && subscription.cancelAtPeriodEnd ? (
              <span className="text-sm font-medium text-amber-800 dark:text-amber-200">
                {end ? `Cancels on ${end}` : 'Cancels at the end of the period'}
              </span>
            ) : null}
          </dd>
        </div>
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-muted-foreground text-sm">{term}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      {subscription.status === 'past_due' || subscription.status === 'unpaid' ? (
        <Alert tone="error" title="Your last payment failed.">
          Update your card in Manage billing to keep your plan.
        </Alert>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button
          variant="secondary"
          disabled={portal.isPending || portal.isSuccess}
          aria-busy={portal.isPending || portal.isSuccess || undefined}
          onClick={() =>
            portal.mutate(undefined, {
              onError: (failure) =>
                toast.error('Error', {
                  description: errorMessage(
                    failure,
                    'Billing could not be opened. Please try again.',
                  ),
                }),
            })
          }
        >
          {portal.isPending || portal.isSuccess ? (
            <Loader2 className="size-4 animate-spin" aria-hidden />
          ) : null}
          Manage billing
        </Button>
        {!ongoing ? (
          <Link to="/pricing" className={buttonClasses()}>
            Choose a plan
          </Link>
        ) : null}
      </div>
    </div>
  );
}

function Receipts({ receipts }: { receipts: Receipt[] }) {
  return (
    <section aria-labelledby="receipts-title" className="border-border mt-6 border-t pt-5">
      <h3 id="receipts-title" className="font-semibold">
        Receipts
      </h3>
      <ListState
        // the receipts come with the billing, loaded above
        isEmpty={receipts.length === 0}
        empty="No receipts yet."
        className="mt-2 text-sm"
      >
        <ul className="divide-border mt-2 divide-y text-sm">
          {receipts.map((receipt) => (
            <li
              key={receipt.id}
              className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-0.5 py-3 sm:grid-cols-[9rem_1fr_auto_5.5rem] sm:items-center"
            >
              <span className="text-muted-foreground sm:order-none">
                {englishLongDate(receipt.createdAt)}
              </span>
              <span className="text-right font-medium tabular-nums sm:order-3">
                {formatMoney(receipt.amountCents, receipt.currency)}
              </span>
              <span className="min-w-0 break-words sm:order-2">{receipt.description}</span>
              <span
                className={cn(
                  'text-right text-xs font-semibold sm:order-4',
                  receipt.status === 'paid'
                    ? 'text-emerald-700 dark:text-emerald-300'
                    : receipt.status === 'failed'
                      ? 'text-red-700 dark:text-red-300'
                      : 'text-muted-foreground',
                )}
              >
                {receiptStatusWords[receipt.status]}
              </span>
            </li>
          ))}
        </ul>
      </ListState>
    </section>
  );
}
