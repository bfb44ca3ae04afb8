import { ArrowLeft, Loader2 } from 'lucide-react';
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
import { applyFieldErrors, errorMessage } from '#client/lib/api';
import { useAuth } from '#client/lib/auth/auth-provider';
import { RequireAuth } from '#client/lib/auth/guards';
import { useBilling } from '#client/lib/billing';
import { englishLongDate } from '#client/lib/format-date';
import type { PageHandle } from '#client/lib/page-prefetch';
import { toast } from '#client/lib/toast';
import { useDocumentTitle } from '#client/lib/use-document-title';
import {
  useCancelSandboxSubscription,
  useChangeSandboxCard,
  useResumeSandboxSubscription,
  useSwitchSandboxPlan,
} from '../api/sandbox-billing';
import { CardFields, cardFieldNames, useCardForm } from '../components/card-fields';
import { TestModeNotice } from '../components/test-mode-notice';

/** A member's own billing: the server sends everyone else to log in first. */
export const handle: PageHandle = { audience: 'member' };

export function Component() {
  useDocumentTitle('Billing portal');
  return (
    <RequireAuth>
      <div className="mx-auto grid max-w-2xl gap-6 px-4 py-10 sm:py-14">
        <TestModeNotice title="Test mode — no real card is charged">
          This is the built-in test billing portal. Changes apply at once and move no money.
        </TestModeNotice>
        <h1 className="text-3xl font-bold tracking-tight">Manage your subscription</h1>
        <PortalContent />
        <Link to="/profile" className={buttonClasses({ variant: 'secondary', className: 'w-fit' })}>
          <ArrowLeft className="size-4" aria-hidden />
          Back to profile
        </Link>
      </div>
    </RequireAuth>
  );
}

type Subscription = NonNullable<Billing['subscription']>;

function PortalContent() {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const { data: billing, isPending, error, refetch } = useBilling(userId);
  if (isPending) {
    return (
      <p role="status" className="text-muted-foreground flex items-center gap-2">
        <Loader2 className="size-4 animate-spin" aria-hidden />
        Loading your subscription…
      </p>
    );
  }
  if (error || !billing) {
    return (
      <Alert tone="error" title="Your subscription could not be loaded.">
        <p>{error?.message}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => void refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  const subscription = billing.subscription;
  if (!subscription) {
    return (
      <Card>
        <p className="font-medium">You have no subscription.</p>
        <p className="text-muted-foreground mt-1 text-sm">
          Basic Access is free. Choose a plan to unlock every training level or a recruiting
          profile.
        </p>
        <Link to="/pricing" className={buttonClasses({ className: 'mt-4' })}>
          Choose a plan
        </Link>
      </Card>
    );
  }
  if (!billing.sandbox) {
    return (
      <Alert tone="info" title="Your subscription is billed by card through Stripe.">
        Open Manage billing on your profile to change it.
      </Alert>
    );
  }
  return (
    <>
      <SubscriptionPanel userId={userId} subscription={subscription} />
      {isHeldSubscription(subscription.status) ? (
        <ChangeCardPanel userId={userId} pastDue={subscription.status === 'past_due'} />
      ) : null}
    </>
  );
}

/** Change card: a test card, checked like one at checkout; a failed renewal is charged again. */
function ChangeCardPanel({ userId, pastDue }: { userId: string; pastDue: boolean }) {
  const change = useChangeSandboxCard(userId);
  const form = useCardForm();
  const [declined, setDeclined] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setDeclined(null);
    try {
      await change.mutateAsync(values);
      form.reset();
      toast.success('Card updated', {
        description: pastDue ? 'Your payment went through: your plan is active again.' : undefined,
      });
    } catch (error) {
      if (applyFieldErrors(error, form.setError, cardFieldNames)) return;
      setDeclined(errorMessage(error, 'The card could not be saved. Please try again.'));
    }
  });
  return (
    <Card className="grid gap-4">
      <div>
        <h2 className="text-xl font-semibold">Change card</h2>
        <p className="text-muted-foreground text-sm">
          {pastDue
            ? 'Your last renewal failed. A new card is charged for it at once.'
            : 'Future charges go to the new card.'}
        </p>
      </div>
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-busy={change.isPending}>
        <CardFields form={form} />
        <Button type="submit" className="w-fit" disabled={change.isPending}>
          {change.isPending ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
          {pastDue ? 'Save card and pay' : 'Save card'}
        </Button>
        {declined ? (
          <Alert tone="error" title="Card not saved">
            {declined}
          </Alert>
        ) : null}
      </form>
    </Card>
  );
}

function SubscriptionPanel({
  userId,
  subscription,
}: {
  userId: string;
  subscription: Subscription;
}) {
  const cancel = useCancelSandboxSubscription(userId);
  const resume = useResumeSandboxSubscription(userId);
  const switchPlan = useSwitchSandboxPlan(userId);
  const [confirming, setConfirming] = useState(false);
  const confirmId = useId();
  const busy = cancel.isPending || resume.isPending || switchPlan.isPending;
  const changeable = isHeldSubscription(subscription.status);
  const periodEnd = subscription.currentPeriodEnd
    ? englishLongDate(subscription.currentPeriodEnd)
    : null;
  const otherPlan = paidPlanIds.find((plan) => plan !== subscription.plan) as PaidPlanId;
  const other = planPrice(otherPlan);

  const failed = (error: unknown) =>
    toast.error('Error', {
      description: errorMessage(error, 'The change could not be made. Please try again.'),
    });

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
              {switchPlan.isPending ? (
                <Loader2 className="size-4 animate-spin" aria-hidden />
              ) : null}
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
                  {cancel.isPending ? (
                    <Loader2 className="size-4 animate-spin" aria-hidden />
                  ) : null}
                  Yes, cancel
                </Button>
                <Button
                  variant="ghost"
                  disabled={busy}
                  autoFocus
                  onClick={() => setConfirming(false)}
                >
                  Keep my plan
                </Button>
              </div>
            </div>
          ) : null}
        </div>
      )}
    </Card>
  );
}
