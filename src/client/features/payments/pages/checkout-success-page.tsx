import { useQuery } from '@tanstack/react-query';
import { CircleCheck, Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { purchaseMessages, TRIAL_DAYS } from '#shared/payments';
import type { CheckoutStatus } from '#shared/schemas/payments';
import { Button, buttonClasses } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { RequireAuth } from '#client/lib/auth/guards';
import { formatSessionTime } from '#client/lib/format-date';
import type { PageHandle } from '#client/lib/page-prefetch';
import { pageNavigation } from '#client/lib/start-checkout';
import { useDocumentTitle } from '#client/lib/use-document-title';
import { checkoutStatusQueryOptions } from '../api/checkout-status';
import { ClosedCheckout } from '../components/closed-checkout';

/** The checkout's buyer comes back here signed in; the status is theirs only. */
export const handle: PageHandle = { audience: 'member' };

/** After this long without a confirmation, the page says it can take a while. */
export const SLOW_CONFIRMATION_MS = 20_000;

export function Component() {
  useDocumentTitle('Checkout');
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  return (
    <RequireAuth>
      <div className="mx-auto max-w-xl px-4 py-12 sm:py-16" aria-live="polite">
        {sessionId ? (
          <CheckoutOutcome sessionId={sessionId} />
        ) : (
          <ClosedCheckout title="There is no checkout to confirm here.">
            Choose a plan on the pricing page to subscribe.
          </ClosedCheckout>
        )}
      </div>
    </RequireAuth>
  );
}

function CheckoutOutcome({ sessionId }: { sessionId: string }) {
  const { data: status, error } = useQuery(checkoutStatusQueryOptions(sessionId));
  const slow = useSlowConfirmation(!status?.active && !status?.refundDue);

  if (status?.active) return <Subscribed status={status} />;
  if (status?.refundDue) {
    return status.sessionCancelled ? (
      <ClosedCheckout title="The session was cancelled before your payment arrived.">
        {purchaseMessages.cancelledSeat}
      </ClosedCheckout>
    ) : (
      <ClosedCheckout title="The session filled up before your payment arrived.">
        {purchaseMessages.lateSeat}
      </ClosedCheckout>
    );
  }
  if (error) {
    return (
      <ClosedCheckout title="This checkout could not be found.">{error.message}</ClosedCheckout>
    );
  }
  if (status?.status === 'canceled' || status?.status === 'expired') {
    return (
      <ClosedCheckout title="This checkout was not completed.">
        You were not charged. Choose a plan to start again.
      </ClosedCheckout>
    );
  }
  return (
    <Card className="grid justify-items-center gap-4 text-center">
      <Loader2 className="text-primary size-10 animate-spin" aria-hidden />
      <h1 className="text-2xl font-bold tracking-tight">Confirming your payment…</h1>
      {slow ? (
        <div className="grid justify-items-center gap-3">
          <p className="text-muted-foreground">
            This is taking longer than usual; it may take a minute. Your payment is safe, and your
            plan turns on as soon as it is confirmed.
          </p>
          <Button variant="secondary" onClick={() => pageNavigation.reload()}>
            Reload
          </Button>
        </div>
      ) : (
        <p className="text-muted-foreground">This usually takes a few seconds.</p>
      )}
    </Card>
  );
}

/** True once `waiting` has lasted SLOW_CONFIRMATION_MS. */
function useSlowConfirmation(waiting: boolean): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setSlow(true), SLOW_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [waiting]);
  return waiting && slow;
}

function Subscribed({ status }: { status: CheckoutStatus }) {
  if (status.plan === 'pass' || status.plan === 'booking') return <Purchased status={status} />;
  const trial = TRIAL_DAYS[status.plan] > 0;
  return (
    <Card className="grid justify-items-center gap-4 text-center">
      <CircleCheck className="size-12 text-emerald-600 dark:text-emerald-400" aria-hidden />
      <h1 className="text-2xl font-bold tracking-tight text-balance">
        {trial ? 'Your free month has started' : `You're subscribed to ${status.planName}`}
      </h1>
      <p className="text-muted-foreground">
        {trial
          ? `${status.planName} is on: every training level in every sport is unlocked.`
          : `${status.planName} is on. Thank you for subscribing.`}{' '}
        Your plan and receipts are on your profile.
      </p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <Link to="/training-options" className={buttonClasses()}>
          Start training
        </Link>
        <Link to="/profile" className={buttonClasses({ variant: 'secondary' })}>
          Go to my profile
        </Link>
      </div>
    </Card>
  );
}

/** A pay-per-view pass or a booked seat: back to its channel. */
function Purchased({ status }: { status: CheckoutStatus }) {
  const pass = status.plan === 'pass';
  return (
    <Card className="grid justify-items-center gap-4 text-center">
      <CircleCheck className="size-12 text-emerald-600 dark:text-emerald-400" aria-hidden />
      <h1 className="text-2xl font-bold tracking-tight text-balance">
        {pass ? 'Your pass is active' : 'Your seat is booked'}
      </h1>
      <p className="text-muted-foreground">
        {pass && status.accessUntil
          ? `${status.planName}: watch live and every replay until ${formatSessionTime(status.accessUntil)}.`
          : `${status.planName}. See you there!`}{' '}
        Your receipt is on your profile.
      </p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        {status.channelSlug ? (
          <Link to={`/live/${status.channelSlug}`} className={buttonClasses()}>
            {pass ? 'Watch now' : 'Back to the channel'}
          </Link>
        ) : null}
        <Link to="/profile" className={buttonClasses({ variant: 'secondary' })}>
          Go to my profile
        </Link>
      </div>
    </Card>
  );
}
