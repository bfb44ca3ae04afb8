import { useState, type FormEvent } from 'react';
import { adminPaymentMessages } from '#shared/admin-payments';
import { centsToDecimal, formatMoney, parseMoneyInput } from '#shared/money';
import type { AdminPayment } from '#shared/schemas/admin-payments';
import { Alert } from '#client/components/ui/alert';
import { Dialog, DialogButtons } from '#client/components/ui/dialog';
import { FormField } from '#client/components/ui/form-field';
import { Input, Textarea } from '#client/components/ui/input';
import { ApiError, errorMessage } from '#client/lib/api';
import { toast } from '#client/lib/toast';
import { useRefundPayment } from '../api/payments';
import { FormError } from './form-error';

/** "12.5" → 1250; null when it is empty, negative or not an amount with at most two decimals. */
function hundredthsOf(text: string): number | null {
  const hundredths = parseMoneyInput(text);
  return typeof hundredths === 'number' && hundredths >= 0 ? hundredths : null;
}

const unitsOf = centsToDecimal;

/**
 * The refund of one payment: how much (all of it unless changed) and a note. A card payment goes
 * back through its provider; a Pi payment must be sent back from the app's wallet first, and is
 * recorded here with a note saying so.
 */
export function PaymentRefundDialog({
  payment,
  cardProviderName,
  onClose,
}: {
  payment: AdminPayment;
  /** "Stripe" or "the test-mode checkout" */
  cardProviderName: string;
  onClose: () => void;
}) {
  const refund = useRefundPayment();
  const isPi = payment.method === 'pi';
  const unit = isPi ? 'π' : '$';
  const [amount, setAmount] = useState(unitsOf(payment.amountCents));
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; note?: string; form?: string }>({});
  const cents = hundredthsOf(amount);
  const shown = formatMoney(cents ?? payment.amountCents, payment.currency);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (cents === null || cents <= 0) {
      found.amount = 'Enter an amount above 0, with at most two decimals.';
    } else if (cents > payment.amountCents) {
      found.amount = adminPaymentMessages.amountTooHigh;
    }
    if (isPi && !note.trim()) found.note = adminPaymentMessages.piNoteRequired;
    setErrors(found);
    if (Object.keys(found).length > 0 || cents === null) return;
    try {
      await refund.mutateAsync({
        id: payment.id,
        input: {
          amountCents: cents,
          note: note.trim() || undefined,
        },
      });
      toast.success(isPi ? 'Pi refund recorded' : 'Payment refunded', {
        description: `${formatMoney(cents, payment.currency)} to ${payment.memberEmail}`,
      });
      onClose();
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      setErrors({
        amount: fields.amountCents?.[0],
        note: fields.note?.[0],
        form:
          fields.amountCents || fields.note
            ? undefined
            : errorMessage(error, 'The refund did not go through. Please try again.'),
      });
    }
  };

  const busy = refund.isPending;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={isPi ? 'Record a Pi refund' : 'Refund a card payment'}
      description={`${payment.description} · ${formatMoney(payment.amountCents, payment.currency)} paid by ${payment.memberEmail}`}
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        {isPi ? (
          <Alert tone="warning" title="Send the Pi back yourself first">
            The site cannot send Pi. Send {shown} back to this member from the app’s wallet, then
            record it here with a note: how much you sent, to which wallet, and the transaction id.
          </Alert>
        ) : (
          <Alert tone="info">
            The money goes back to the member’s card through {cardProviderName}.
          </Alert>
        )}
        <p className="text-muted-foreground text-sm">
          A full refund ends what the payment bought at once: the plan’s month, the pass or the
          seat. A payment can be refunded only once, so a part refund cannot be topped up later.
        </p>
        <FormField
          label={`Amount to refund (${unit})`}
          error={errors.amount}
          hint={`At most ${formatMoney(payment.amountCents, payment.currency)}.`}
        >
          <Input
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            disabled={busy}
            onChange={(event) => setAmount(event.target.value)}
          />
        </FormField>
        <FormField
          label={isPi ? 'Note (required)' : 'Note (optional)'}
          error={errors.note}
          hint="Kept with the payment and in the audit log."
        >
          <Textarea
            rows={3}
            maxLength={1000}
            value={note}
            disabled={busy}
            onChange={(event) => setNote(event.target.value)}
          />
        </FormField>
        <FormError message={errors.form} />
        <DialogButtons
          submit={isPi ? `Record the refund of ${shown}` : `Refund ${shown}`}
          busy={busy}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
