import { useQuery } from '@tanstack/react-query';
import { CircleCheck, Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { TRIAL_DAYS } from '#shared/payments';
import type { CheckoutStatus } from '#shared/schemas/payments';
import { formatSessionTime } from '#shared/streams';
import { Button, buttonClasses } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { RequireAuth } from '#client/lib/auth/guards';
import { useLocaleTag, useShownText, useT } from '#client/lib/i18n/i18n';
import type { PageHandle } from '#client/lib/page-prefetch';
import { pageNavigation } from '#client/lib/start-checkout';
import { useDocumentTitle } from '#client/lib/use-document-title';
import { checkoutStatusQueryOptions } from '../api/checkout-status';
import { ClosedCheckout } from '../components/closed-checkout';
import { usePaymentFormats } from '../components/payment-formats';

/** The checkout's buyer comes back here signed in; the status is theirs only. */
export const handle: PageHandle = { audience: 'member' };

/** After this long without a confirmation, the page says it can take a while. */
export const SLOW_CONFIRMATION_MS = 20_000;

export function Component() {
  const t = useT();
  useDocumentTitle(t('payments.checkout'));
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  return (
    <RequireAuth>
      <div className="mx-auto max-w-xl px-4 py-12 sm:py-16" aria-live="polite">
        {sessionId ? (
          <CheckoutOutcome sessionId={sessionId} />
        ) : (
          <ClosedCheckout title={t('payments.success.noCheckout')}>
            {t('payments.success.noCheckoutText')}
          </ClosedCheckout>
        )}
      </div>
    </RequireAuth>
  );
}

function CheckoutOutcome({ sessionId }: { sessionId: string }) {
  const t = useT();
  const shown = useShownText();
  const { data: status, error } = useQuery(checkoutStatusQueryOptions(sessionId));
  const slow = useSlowConfirmation(!status?.active && !status?.refundDue);

  if (status?.active) return <Subscribed status={status} />;
  if (status?.refundDue) {
    return status.sessionCancelled ? (
      <ClosedCheckout title={t('payments.success.sessionCancelled')}>
        {t('payments.success.cancelledSeat')}
      </ClosedCheckout>
    ) : (
      <ClosedCheckout title={t('payments.success.sessionFull')}>
        {t('payments.success.lateSeat')}
      </ClosedCheckout>
    );
  }
  if (error) {
    return <ClosedCheckout title={t('payments.notFound')}>{shown(error.message)}</ClosedCheckout>;
  }
  if (status?.status === 'canceled' || status?.status === 'expired') {
    return (
      <ClosedCheckout title={t('payments.success.notCompleted')}>
        {t('payments.notCharged')}
      </ClosedCheckout>
    );
  }
  return (
    <Card className="grid justify-items-center gap-4 text-center">
      <Loader2 className="text-primary size-10 animate-spin" aria-hidden />
      <h1 className="text-2xl font-bold tracking-tight">{t('payments.success.confirming')}</h1>
      {slow ? (
        <div className="grid justify-items-center gap-3">
          <p className="text-muted-foreground">{t('payments.success.slow')}</p>
          <Button variant="secondary" onClick={() => pageNavigation.reload()}>
            {t('payments.success.reload')}
          </Button>
        </div>
      ) : (
        <p className="text-muted-foreground">{t('payments.success.fewSeconds')}</p>
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
  const t = useT();
  const formats = usePaymentFormats();
  if (status.plan === 'pass' || status.plan === 'booking') return <Purchased status={status} />;
  const trial = TRIAL_DAYS[status.plan] > 0;
  const plan = formats.planName(status.plan, status.planName);
  return (
    <Card className="grid justify-items-center gap-4 text-center">
      <CircleCheck className="size-12 text-emerald-600 dark:text-emerald-400" aria-hidden />
      <h1 className="text-2xl font-bold tracking-tight text-balance">
        {trial ? t('payments.success.trialStarted') : t('payments.success.subscribed', { plan })}
      </h1>
      <p className="text-muted-foreground">
        {trial ? t('payments.success.trialOn', { plan }) : t('payments.success.planOn', { plan })}
      </p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <Link to="/training-options" className={buttonClasses()}>
          {t('payments.success.startTraining')}
        </Link>
        <Link to="/profile" className={buttonClasses({ variant: 'secondary' })}>
          {t('payments.success.goToProfile')}
        </Link>
      </div>
    </Card>
  );
}

/** A pay-per-view pass or a booked seat: back to its channel. */
function Purchased({ status }: { status: CheckoutStatus }) {
  const t = useT();
  const localeTag = useLocaleTag();
  const pass = status.plan === 'pass';
  return (
    <Card className="grid justify-items-center gap-4 text-center">
      <CircleCheck className="size-12 text-emerald-600 dark:text-emerald-400" aria-hidden />
      <h1 className="text-2xl font-bold tracking-tight text-balance">
        {pass ? t('payments.success.passActive') : t('payments.success.seatBooked')}
      </h1>
      <p className="text-muted-foreground">
        {pass && status.accessUntil
          ? t('payments.success.passUntil', {
              item: status.planName,
              until: formatSessionTime(status.accessUntil, localeTag),
            })
          : t('payments.success.seeYou', { item: status.planName })}
      </p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        {status.channelSlug ? (
          <Link to={`/live/${status.channelSlug}`} className={buttonClasses()}>
            {pass ? t('payments.success.watchNow') : t('payments.backToChannel')}
          </Link>
        ) : null}
        <Link to="/profile" className={buttonClasses({ variant: 'secondary' })}>
          {t('payments.success.goToProfile')}
        </Link>
      </div>
    </Card>
  );
}
