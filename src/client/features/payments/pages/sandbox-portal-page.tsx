import { ArrowLeft, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { isHeldSubscription } from '#shared/payments';
import { Alert } from '#client/components/ui/alert';
import { Button, buttonClasses } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { applyFieldErrors, errorMessage } from '#client/lib/api';
import { useAuth } from '#client/lib/auth/auth-provider';
import { RequireAuth } from '#client/lib/auth/guards';
import { useBilling } from '#client/lib/billing';
import type { PageHandle } from '#client/lib/page-prefetch';
import { toast } from '#client/lib/toast';
import { useDocumentTitle } from '#client/lib/use-document-title';
import { useChangeSandboxCard } from '../api/sandbox-billing';
import { CardFields, cardFieldNames, useCardForm } from '../components/card-fields';
import { SubscriptionPanel } from '../components/subscription-panel';
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
