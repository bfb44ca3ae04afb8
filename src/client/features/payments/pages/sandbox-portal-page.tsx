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
import { useShownText, useT } from '#client/lib/i18n/i18n';
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
  const t = useT();
  useDocumentTitle(t('payments.portal.title'));
  return (
    <RequireAuth>
      <div className="mx-auto grid max-w-2xl gap-6 px-4 py-10 sm:py-14">
        <TestModeNotice title={t('payments.testModeTitle')}>
          {t('payments.portal.testNotice')}
        </TestModeNotice>
        <h1 className="text-3xl font-bold tracking-tight">{t('payments.portal.heading')}</h1>
        <PortalContent />
        <Link to="/profile" className={buttonClasses({ variant: 'secondary', className: 'w-fit' })}>
          <ArrowLeft className="size-4" aria-hidden />
          {t('payments.portal.backToProfile')}
        </Link>
      </div>
    </RequireAuth>
  );
}

function PortalContent() {
  const t = useT();
  const shown = useShownText();
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const { data: billing, isPending, error, refetch } = useBilling(userId);
  if (isPending) {
    return (
      <p role="status" className="text-muted-foreground flex items-center gap-2">
        <Loader2 className="size-4 animate-spin" aria-hidden />
        {t('payments.portal.loading')}
      </p>
    );
  }
  if (error || !billing) {
    return (
      <Alert tone="error" title={t('payments.portal.loadFailed')}>
        <p>{error ? shown(error.message) : null}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => void refetch()}>
          {t('app.tryAgain')}
        </Button>
      </Alert>
    );
  }
  const subscription = billing.subscription;
  if (!subscription) {
    return (
      <Card>
        <p className="font-medium">{t('payments.portal.none')}</p>
        <p className="text-muted-foreground mt-1 text-sm">{t('payments.portal.noneText')}</p>
        <Link to="/pricing" className={buttonClasses({ className: 'mt-4' })}>
          {t('payments.choosePlan')}
        </Link>
      </Card>
    );
  }
  if (!billing.sandbox) {
    return (
      <Alert tone="info" title={t('payments.portal.stripe')}>
        {t('payments.portal.stripeText')}
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
  const t = useT();
  const shown = useShownText();
  const change = useChangeSandboxCard(userId);
  const form = useCardForm();
  const [declined, setDeclined] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setDeclined(null);
    try {
      await change.mutateAsync(values);
      form.reset();
      toast.success(t('payments.card.updated'), {
        description: pastDue ? t('payments.card.paidAgain') : undefined,
      });
    } catch (error) {
      if (applyFieldErrors(error, form.setError, cardFieldNames)) return;
      setDeclined(shown(errorMessage(error, t('payments.card.saveFailed'))));
    }
  });
  return (
    <Card className="grid gap-4">
      <div>
        <h2 className="text-xl font-semibold">{t('payments.card.change')}</h2>
        <p className="text-muted-foreground text-sm">
          {pastDue ? t('payments.card.renewalFailed') : t('payments.card.futureCharges')}
        </p>
      </div>
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-busy={change.isPending}>
        <CardFields form={form} />
        <Button type="submit" className="w-fit" disabled={change.isPending}>
          {change.isPending ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
          {pastDue ? t('payments.card.saveAndPay') : t('payments.card.save')}
        </Button>
        {declined ? (
          <Alert tone="error" title={t('payments.card.notSaved')}>
            {declined}
          </Alert>
        ) : null}
      </form>
    </Card>
  );
}
