import { CreditCard, Loader2 } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { planPrice, type PaidPlanId, type SubscriptionState } from '#shared/payments';
import type { Billing } from '#shared/schemas/payments';
import { Alert } from '#client/components/ui/alert';
import { Badge, type BadgeTone } from '#client/components/ui/badge';
import { Button, buttonClasses } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { ListState } from '#client/components/ui/list-state';
import { errorMessage } from '#client/lib/api';
import { cn } from '#client/lib/cn';
import { useLocaleTag, useShownText, useT, type MessageId } from '#client/lib/i18n/i18n';
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

/** A subscription's state as the card words it (#shared/payments' subscriptionStatusWords). */
const statusTexts: Record<SubscriptionState, MessageId> = {
  trialing: 'profile.billing.status.trialing',
  active: 'profile.billing.status.active',
  past_due: 'profile.billing.status.paymentFailed',
  unpaid: 'profile.billing.status.paymentFailed',
  incomplete: 'profile.billing.status.incomplete',
  incomplete_expired: 'profile.billing.status.canceled',
  canceled: 'profile.billing.status.canceled',
  paused: 'profile.billing.status.paused',
};

/** A plan's name (#shared/pricing's, as the API's planName gives it). */
const planNameTexts: Record<PaidPlanId, MessageId> = {
  premium: 'profile.billing.plan.premium',
  recruiting: 'profile.billing.plan.recruiting',
};

const receiptStatusTexts: Record<Receipt['status'], MessageId> = {
  paid: 'profile.billing.receipt.paid',
  refunded: 'profile.billing.receipt.refunded',
  failed: 'profile.billing.receipt.failed',
};

/** A moment as a long date in the page's language, in the reader's time zone: "May 1, 2026". */
function useLongDate() {
  const localeTag = useLocaleTag();
  const format = useMemo(
    () => new Intl.DateTimeFormat(localeTag, { dateStyle: 'long' }),
    [localeTag],
  );
  return (value: string | Date) => format.format(new Date(value));
}

/** A subscription that still runs: it has a next charge, or an end it was set to cancel on. */
const running = (status: SubscriptionState) =>
  status === 'trialing' || status === 'active' || status === 'past_due';

/** The member's plan, its next charge and the receipts, with the way to the billing portal. */
export function BillingCard({ userId }: { userId: string }) {
  const t = useT();
  const shown = useShownText();
  const { data: billing, isPending, error, refetch } = useBilling(userId);
  return (
    <Card role="region" aria-labelledby="billing-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="billing-title" className="flex items-center gap-2 text-lg font-semibold">
          <CreditCard className="text-primary size-5" aria-hidden />
          {t('profile.billing.title')}
        </h2>
        {billing?.sandbox ? <Badge tone="warning">{t('profile.billing.testMode')}</Badge> : null}
      </div>
      <ListState
        query={{ isPending, error, refetch }}
        loading={
          <>
            <Loader2 className="size-4 animate-spin" aria-hidden />
            {t('profile.billing.loading')}
          </>
        }
        className="mt-4 flex items-center gap-2 text-sm"
        errorStyle="alert"
        errorTitle={t('profile.billing.loadFailed')}
        describeError={(failure) => shown(errorMessage(failure, ''))}
        retry
        errorClassName="mt-4"
      >
        {billing ? (
          <>
            {billing.subscription ? (
              <SubscriptionDetails subscription={billing.subscription} />
            ) : (
              <div className="mt-4">
                <p className="font-medium">{t('profile.billing.basic')}</p>
                <p className="text-muted-foreground mt-1 text-sm">{t('profile.billing.free')}</p>
                <Link to="/pricing" className={buttonClasses({ className: 'mt-4' })}>
                  {t('profile.billing.choosePlan')}
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
  const t = useT();
  const shown = useShownText();
  const longDate = useLongDate();
  const portal = useOpenBillingPortal();
  const ongoing = running(subscription.status);
  const end = subscription.currentPeriodEnd ? longDate(subscription.currentPeriodEnd) : null;
  const firstCharge =
    subscription.status === 'trialing'
      ? (subscription.trialEnd ?? subscription.currentPeriodEnd)
      : null;
  const price = formatMoney(planPrice(subscription.plan).cents, 'usd');
  const rows: [string, string][] = [];
  if (ongoing && !subscription.cancelAtPeriodEnd) {
    if (firstCharge) {
      rows.push([
        t('profile.billing.firstCharge'),
        t('profile.billing.charge', { date: longDate(firstCharge), price }),
      ]);
    } else if (end) {
      rows.push([
        t('profile.billing.nextCharge'),
        t('profile.billing.charge', { date: end, price }),
      ]);
    }
  } else if (!ongoing && end) {
    rows.push([t('profile.billing.endedOn'), end]);
  }

  return (
    <div className="mt-4 grid gap-5">
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[10rem_1fr]">
        <div className="contents">
          <dt className="text-muted-foreground text-sm">{t('profile.billing.plan')}</dt>
          <dd className="font-medium">{t(planNameTexts[subscription.plan])}</dd>
        </div>
        <div className="contents">
          <dt className="text-muted-foreground text-sm">{t('profile.billing.status')}</dt>
          <dd className="flex flex-wrap items-center gap-2">
            <Badge size="md" tone={statusTone[subscription.status] ?? 'neutral'}>
              {t(statusTexts[subscription.status])}
            </Badge>
            {ongoing && subscription.cancelAtPeriodEnd ? (
              <span className="text-sm font-medium text-amber-800 dark:text-amber-200">
                {end
                  ? t('profile.billing.cancelsOn', { date: end })
                  : t('profile.billing.cancelsAtEnd')}
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
        <Alert tone="error" title={t('profile.billing.paymentFailed.title')}>
          {t('profile.billing.paymentFailed.text')}
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
                toast.error(t('accounts.error'), {
                  description: shown(errorMessage(failure, t('profile.billing.portalFailed'))),
                }),
            })
          }
        >
          {portal.isPending || portal.isSuccess ? (
            <Loader2 className="size-4 animate-spin" aria-hidden />
          ) : null}
          {t('profile.billing.manage')}
        </Button>
        {!ongoing ? (
          <Link to="/pricing" className={buttonClasses()}>
            {t('profile.billing.choosePlan')}
          </Link>
        ) : null}
      </div>
    </div>
  );
}

function Receipts({ receipts }: { receipts: Receipt[] }) {
  const t = useT();
  const longDate = useLongDate();
  return (
    <section aria-labelledby="receipts-title" className="border-border mt-6 border-t pt-5">
      <h3 id="receipts-title" className="font-semibold">
        {t('profile.billing.receipts')}
      </h3>
      <ListState
        // the receipts come with the billing, loaded above
        isEmpty={receipts.length === 0}
        empty={t('profile.billing.noReceipts')}
        className="mt-2 text-sm"
      >
        <ul className="divide-border mt-2 divide-y text-sm">
          {receipts.map((receipt) => (
            <li
              key={receipt.id}
              className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-0.5 py-3 sm:grid-cols-[9rem_1fr_auto_5.5rem] sm:items-center"
            >
              <span className="text-muted-foreground sm:order-none">
                {longDate(receipt.createdAt)}
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
                {t(receiptStatusTexts[receipt.status])}
              </span>
            </li>
          ))}
        </ul>
      </ListState>
    </section>
  );
}
