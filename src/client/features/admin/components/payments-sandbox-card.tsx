import { FlaskConical, Loader2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { simulateButtons } from '#shared/admin-payments';
import { subscriptionStatusWords } from '#shared/payments';
import { Card } from '#client/components/ui/card';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { errorMessage } from '#client/lib/api';
import { toast } from '#client/lib/toast';
import { useSimulateMonth, type SimulatedMonth } from '../api/payments';

const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/**
 * Test mode only: what a month brings a member's plan (a renewal, a failed renewal, the end of
 * a free trial), made to happen now, for trying every state without waiting.
 */
export function PaymentsSandboxCard() {
  const simulate = useSimulateMonth();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [running, setRunning] = useState<SimulatedMonth | null>(null);

  const run = async (event: SimulatedMonth, label: string) => {
    const address = email.trim();
    if (!looksLikeEmail(address)) {
      setError('Enter the member’s email address.');
      return;
    }
    setError(null);
    setRunning(event);
    try {
      const billing = await simulate.mutateAsync({ event, email: address });
      const plan = billing.subscription;
      toast.success(`${label} done`, {
        description: plan
          ? `${address}: ${plan.planName}, ${subscriptionStatusWords[plan.status]}.`
          : `${address} has no plan now.`,
      });
    } catch (caught) {
      setError(errorMessage(caught, 'The simulation did not run. Please try again.'));
    } finally {
      setRunning(null);
    }
  };

  return (
    <Card className="mt-8 p-5">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <FlaskConical className="text-primary size-5" aria-hidden />
        Sandbox
      </h2>
      <p className="text-muted-foreground mt-1 text-sm">
        Test mode only: make a member’s month happen now. It works for a plan bought through the
        test-mode checkout; receipts and notices are mailed as they would be.
      </p>
      <form
        className="mt-4 grid gap-3"
        noValidate
        onSubmit={(event: FormEvent) => event.preventDefault()}
        aria-label="Simulate a member’s month"
      >
        <FormField label="Member’s email" error={error ?? undefined}>
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
              onClick={() => void run(button.event, button.label)}
            >
              {running === button.event ? (
                <Loader2 className="size-4 animate-spin" aria-hidden />
              ) : null}
              {button.label}
            </Button>
          ))}
        </div>
      </form>
    </Card>
  );
}
