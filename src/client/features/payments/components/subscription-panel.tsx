import { Loader2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import {
  isHeldSubscription,
  paidPlanIds,
  planPrice,
  subscriptionStatusWords,
  type PaidPlanId,
} from '#shared/payments';
import { formatUsd } from '#shared/money';
import type { Billing } from '#shared/schemas/payments';
import { Alert } from '#client/components/ui/alert';
import { Badge } from '#client/components/ui/badge';
import { Button, buttonClasses } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { errorMessage } from '#client/lib/api';
import { englishLongDate } from '#client/lib/format-date';
import { toast } from '#client/lib/toast';
import {
  useCancelSandboxSubscription,
  useResumeSandboxSubscription,
  useSwitchSandboxPlan,
} from '../api/sandbox-billing';

type Subscription = NonNullable<Billing['subscription']>;

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
  const changes = usePlanChanges(userId);
  const changeable = isHeldSubscription(subscription.status);
  const periodEnd = subscription.currentPeriodEnd
    ? englishLongDate(subscription.currentPeriodEnd)
    : null;

  return (
    <Card className="grid gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-muted-foreground text-sm">Current plan</p>
          <h2 className="text-xl font-semibold">{subscription.planName}</h2>
          <p className="text-muted-foreground text-sm">
            {formatUsd(planPrice(subscription.plan).cents)} / month
          </p>
        </div>
        <Badge size="md">{subscriptionStatusWords[subscription.status]}</Badge>
      </div>

      <dl className="grid gap-2 text-sm sm:grid-cols-[12rem_1fr]">
        {subscription.status === 'trialing' && subscription.trialEnd ? (
          <>
            <dt className="text-muted-foreground">Free trial ends</dt>
            <dd className="font-medium">{englishLongDate(subscription.trialEnd)}</dd>
          </>
        ) : null}
        {periodEnd && !changeable ? (
          <>
            <dt className="text-muted-foreground">Ended on</dt>
            <dd className="font-medium">{periodEnd}</dd>
          </>
        ) : null}
        {periodEnd && changeable && !subscription.cancelAtPeriodEnd ? (
          <>
            <dt className="text-muted-foreground">Next charge</dt>
            <dd className="font-medium">
              {periodEnd}, {formatUsd(planPrice(subscription.plan).cents)}
            </dd>
          </>
        ) : null}
      </dl>

      {subscription.cancelAtPeriodEnd && changeable ? (
        <Alert tone="warning" title={`Cancels on ${periodEnd ?? 'the end of the period'}`}>
          You keep access until then and will not be charged again.
        </Alert>
      ) : null}

      {!changeable ? (
        <div>
          <p className="text-muted-foreground text-sm">This subscription has ended.</p>
          <Link to="/pricing" className={buttonClasses({ className: 'mt-3' })}>
            Choose a plan
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
  const { cancel, resume, switchPlan, busy } = changes;
  const [confirming, setConfirming] = useState(false);
  const confirmId = useId();
  const otherPlan = paidPlanIds.find((plan) => plan !== subscription.plan) as PaidPlanId;
  const other = planPrice(otherPlan);

  const failed = (error: unknown) =>
    toast.error('Error', {
      description: errorMessage(error, 'The change could not be made. Please try again.'),
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
                  toast.success('Subscription resumed', {
                    description: periodEnd ? `Your next charge is on ${periodEnd}.` : undefined,
                  }),
                onError: failed,
              })
            }
          >
            {resume.isPending ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
            Resume subscription
          </Button>
        ) : (
          <Button
            variant="secondary"
            disabled={busy}
            aria-expanded={confirming}
            aria-controls={confirmId}
            onClick={() => setConfirming(true)}
          >
            Cancel subscription
          </Button>
        )}
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() =>
            switchPlan.mutate(otherPlan, {
              onSuccess: () => toast.success(`Switched to ${other.name}`),
              onError: failed,
            })
          }
        >
          {switchPlan.isPending ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
          Switch to {other.name} ({formatUsd(other.cents)} / month)
        </Button>
      </div>
      {confirming && !subscription.cancelAtPeriodEnd ? (
        <div
          id={confirmId}
          role="group"
          aria-label="Confirm cancellation"
          className="border-border bg-muted/40 rounded-xl border p-4"
        >
          <p className="font-medium">Cancel {subscription.planName}?</p>
          <p className="text-muted-foreground mt-1 text-sm">
            {periodEnd
              ? `Your access continues until ${periodEnd}. You will not be charged again.`
              : 'Your access continues until the end of the period. You will not be charged again.'}
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
                    toast.success('Subscription canceled', {
                      description: end
                        ? `Access continues until ${englishLongDate(end)}.`
                        : undefined,
                    });
                  },
                  onError: failed,
                })
              }
            >
              {cancel.isPending ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
              Yes, cancel
            </Button>
            <Button variant="ghost" disabled={busy} autoFocus onClick={() => setConfirming(false)}>
              Keep my plan
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
