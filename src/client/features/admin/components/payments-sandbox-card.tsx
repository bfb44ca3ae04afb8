import { FlaskConical, Loader2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { simulateButtons } from '#shared/admin-payments';
import { Card } from '#client/components/ui/card';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { errorMessage } from '#client/lib/api';
import { useShownText, useT } from '#client/lib/i18n/i18n';
import { toast } from '#client/lib/toast';
import { useSimulateMonth, type SimulatedMonth } from '../api/payments';
import { planFullTexts, simulateTexts, subscriptionStatusTexts } from './admin-labels';

const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/**
 * Test mode only: what a month brings a member's plan (a renewal, a failed renewal, the end of
 * a free trial), made to happen now, for trying every state without waiting.
 */
export function PaymentsSandboxCard() {
  const t = useT();
  const shown = useShownText();
  const simulate = useSimulateMonth();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [running, setRunning] = useState<SimulatedMonth | null>(null);

  const run = async (event: SimulatedMonth, label: string) => {
    const address = email.trim();
    if (!looksLikeEmail(address)) {
      setError(t('admin.sandbox.emailMissing'));
      return;
    }
    setError(null);
    setRunning(event);
    try {
      const billing = await simulate.mutateAsync({ event, email: address });
      const plan = billing.subscription;
      toast.success(t('admin.sandbox.done', { label }), {
        description: plan
          ? t('admin.sandbox.plan', {
              email: address,
              plan: t(planFullTexts[plan.plan]),
              status: t(subscriptionStatusTexts[plan.status]),
            })
          : t('admin.sandbox.noPlan', { email: address }),
      });
    } catch (caught) {
      setError(shown(errorMessage(caught, t('admin.sandbox.failed'))));
    } finally {
      setRunning(null);
    }
  };

  return (
    <Card className="mt-8 p-5">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <FlaskConical className="text-primary size-5" aria-hidden />
        {t('admin.sandbox.title')}
      </h2>
      <p className="text-muted-foreground mt-1 text-sm">{t('admin.sandbox.description')}</p>
      <form
        className="mt-4 grid gap-3"
        noValidate
        onSubmit={(event: FormEvent) => event.preventDefault()}
        aria-label={t('admin.sandbox.formLabel')}
      >
        <FormField label={t('admin.sandbox.email')} error={error ?? undefined}>
          <Input
            type="email"
            autoComplete="off"
            value={email}
            maxLength={254}
            onChange={(event) => setEmail(event.target.value)}
          />
        </FormField>
        <div className="flex flex-wrap gap-2">
          {simulateButtons.map((button) => (
            <Button
              key={button.event}
              variant="secondary"
              disabled={running !== null}
              onClick={() => void run(button.event, t(simulateTexts[button.event]))}
            >
              {running === button.event ? (
                <Loader2 className="size-4 animate-spin" aria-hidden />
              ) : null}
              {t(simulateTexts[button.event])}
            </Button>
          ))}
        </div>
      </form>
    </Card>
  );
}
