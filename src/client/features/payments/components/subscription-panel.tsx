import { Loader2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import {
  isHeldSubscription,
  paidPlanIds,
  planPrice,
  type PaidPlanId,
  type SubscriptionState,
} from '#shared/payments';
import type { Billing } from '#shared/schemas/payments';
import { Alert } from '#client/components/ui/alert';
import { Badge } from '#client/components/ui/badge';
import { Button, buttonClasses } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { errorMessage } from '#client/lib/api';
import { useShownText, useT, type MessageId } from '#client/lib/i18n/i18n';
import { toast } from '#client/lib/toast';
import {
  useCancelSandboxSubscription,
  useResumeSandboxSubscription,
  useSwitchSandboxPlan,
} from '../api/sandbox-billing';
import { usePaymentFormats } from './payment-formats';

type Subscription = NonNullable<Billing['subscription']>;

/** A subscription's state as the portal words it (#shared/payments' subscriptionStatusWords). */
const statusTexts: Record<SubscriptionState, MessageId> = {
  trialing: 'payments.status.trialing',
  active: 'payments.status.active',
  past_due: 'payments.status.paymentFailed',
  unpaid: 'payments.status.paymentFailed',
  incomplete: 'payments.status.incomplete',
  incomplete_expired: 'payments.status.canceled',
  canceled: 'payments.status.canceled',
  paused: 'payments.status.paused',
};

function usePlanChanges(userId: string) {
  const cancel = useCancelSandboxSubscription(userId);
  const resume = useResumeSandboxSubscription(userId);
  const switchPlan = useSwitchSandboxPlan(userId);
  const busy = cancel.isPending || resume.isPending || switchPlan.isPending;
  return { cancel, resume, switchPlan, busy };
}

/** The test-mode portal's plan: its price, status and dates, and the changes it allows. */
export function SubscriptionPanel({
  userId,
  subscription,
}: {
  userId: string;
  subscription: Subscription;
}) {
  // The panel holds the changes, not PlanChanges: a change's toasts are callbacks given to
  // mutate(), which run only while the component that asked is mounted, and the panel stays
  // when the plan ends.
  const t = useT();
  const formats = usePaymentFormats();
  const changes = usePlanChanges(userId);
  const changeable = isHeldSubscription(subscription.status);
  const periodEnd = subscription.currentPeriodEnd
    ? formats.longDate(subscription.currentPeriodEnd)
    : null;
  const price = formats.usd(planPrice(subscription.plan).cents);

  return (
    <Card className="grid gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-muted-foreground text-sm">{t('payments.portal.currentPlan')}</p>
          <h2 className="text-xl font-semibold">
            {formats.planName(subscription.plan, subscription.planName)}
          </h2>
          <p className="text-muted-foreground text-sm">
            {t('payments.summary.monthly', { price })}
          </p>
        </div>
        <Badge size="md">{t(statusTexts[subscription.status])}</Badge>
      </div>

      <dl className="grid gap-2 text-sm sm:grid-cols-[12rem_1fr]">
        {subscription.status === 'trialing' && subscription.trialEnd ? (
          <>
            <dt className="text-muted-foreground">{t('payments.trialEnds')}</dt>
            <dd className="font-medium">{formats.longDate(subscription.trialEnd)}</dd>
          </>
        ) : null}
        {periodEnd && !changeable ? (
          <>
            <dt className="text-muted-foreground">{t('payments.portal.endedOn')}</dt>
            <dd className="font-medium">{periodEnd}</dd>
          </>
        ) : null}
        {periodEnd && changeable && !subscription.cancelAtPeriodEnd ? (
          <>
            <dt className="text-muted-foreground">{t('payments.portal.nextCharge')}</dt>
            <dd className="font-medium">
              {t('payments.portal.nextChargeValue', { date: periodEnd, price })}
            </dd>
          </>
        ) : null}
      </dl>

      {subscription.cancelAtPeriodEnd && changeable ? (
        <Alert
          tone="warning"
          title={
            periodEnd
              ? t('payments.portal.cancelsOn', { date: periodEnd })
              : t('payments.portal.cancelsAtPeriodEnd')
          }
        >
          {t('payments.portal.keepAccess')}
        </Alert>
      ) : null}

      {!changeable ? (
        <div>
          <p className="text-muted-foreground text-sm">{t('payments.portal.ended')}</p>
          <Link to="/pricing" className={buttonClasses({ className: 'mt-3' })}>
            {t('payments.choosePlan')}
          </Link>
        </div>
      ) : (
        <PlanChanges subscription={subscription} periodEnd={periodEnd} changes={changes} />
      )}
    </Card>
  );
}

/** Cancel (after a confirmation) or resume, and a switch to the other plan. */
function PlanChanges({
  subscription,
  periodEnd,
  changes,
}: {
  subscription: Subscription;
  periodEnd: string | null;
  changes: ReturnType<typeof usePlanChanges>;
}) {
  const t = useT();
  const shown = useShownText();
  const formats = usePaymentFormats();
  const { cancel, resume, switchPlan, busy } = changes;
  const [confirming, setConfirming] = useState(false);
  const confirmId = useId();
  const otherPlan = paidPlanIds.find((plan) => plan !== subscription.plan) as PaidPlanId;
  const other = planPrice(otherPlan);
  const otherName = formats.planName(otherPlan, other.name);
  const planName = formats.planName(subscription.plan, subscription.planName);

  const failed = (error: unknown) =>
    toast.error(t('app.error'), {
      description: shown(errorMessage(error, t('payments.portal.changeFailed'))),
    });

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-3">
        {subscription.cancelAtPeriodEnd ? (
          <Button
            disabled={busy}
            onClick={() =>
              resume.mutate(undefined, {
                onSuccess: () =>
                  toast.success(t('payments.portal.resumed'), {
                    description: periodEnd
                      ? t('payments.portal.nextChargeOn', { date: periodEnd })
                      : undefined,
                  }),
                onError: failed,
              })
            }
          >
            {resume.isPending ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
            {t('payments.portal.resume')}
          </Button>
        ) : (
          <Button
            variant="secondary"
            disabled={busy}
            aria-expanded={confirming}
            aria-controls={confirmId}
            onClick={() => setConfirming(true)}
          >
            {t('payments.portal.cancel')}
          </Button>
        )}
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() =>
            switchPlan.mutate(otherPlan, {
              onSuccess: () => toast.success(t('payments.portal.switched', { plan: otherName })),
              onError: failed,
            })
          }
        >
          {switchPlan.isPending ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
          {t('payments.portal.switchTo', { plan: otherName, price: formats.usd(other.cents) })}
        </Button>
      </div>
      {confirming && !subscription.cancelAtPeriodEnd ? (
        <div
          id={confirmId}
          role="group"
          aria-label={t('payments.portal.confirmCancel')}
          className="border-border bg-muted/40 rounded-xl border p-4"
        >
          <p className="font-medium">{t('payments.portal.cancelPlan', { plan: planName })}</p>
          <p className="text-muted-foreground mt-1 text-sm">
            {periodEnd
              ? t('payments.portal.accessUntil', { date: periodEnd })
              : t('payments.portal.accessUntilPeriodEnd')}
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <Button
              disabled={busy}
              className="bg-red-600 text-white hover:bg-red-600/90"
              onClick={() =>
                cancel.mutate(undefined, {
                  onSuccess: (billing) => {
                    setConfirming(false);
                    const end = billing.subscription?.currentPeriodEnd;
                    toast.success(t('payments.portal.canceled'), {
                      description: end
                        ? t('payments.portal.accessContinues', { date: formats.longDate(end) })
                        : undefined,
                    });
                  },
                  onError: failed,
                })
              }
            >
              {cancel.isPending ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
              {t('payments.portal.yesCancel')}
            </Button>
            <Button variant="ghost" disabled={busy} autoFocus onClick={() => setConfirming(false)}>
              {t('payments.portal.keepPlan')}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
