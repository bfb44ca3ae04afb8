import { useState, type FormEvent } from 'react';
import { adminPaymentMessages } from '#shared/admin-payments';
import { centsToDecimal, formatMoney, parseMoneyInput } from '#shared/money';
import type { AdminPayment } from '#shared/schemas/admin-payments';
import { Alert } from '#client/components/ui/alert';
import { Dialog, DialogButtons } from '#client/components/ui/dialog';
import { FormField } from '#client/components/ui/form-field';
import { Input, Textarea } from '#client/components/ui/input';
import { ApiError, errorMessage } from '#client/lib/api';
import { useShownText, useT } from '#client/lib/i18n/i18n';
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
  const t = useT();
  const shown = useShownText();
  const refund = useRefundPayment();
  const isPi = payment.method === 'pi';
  const unit = isPi ? 'π' : '$';
  const [amount, setAmount] = useState(unitsOf(payment.amountCents));
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; note?: string; form?: string }>({});
  const cents = hundredthsOf(amount);
  const amountShown = formatMoney(cents ?? payment.amountCents, payment.currency);
  const paid = formatMoney(payment.amountCents, payment.currency);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (cents === null || cents <= 0) {
      found.amount = t('admin.refund.amountInvalid');
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
      toast.success(isPi ? t('admin.refund.piRecorded') : t('admin.refund.refunded'), {
        description: t('admin.refund.toast.description', {
          amount: formatMoney(cents, payment.currency),
          email: payment.memberEmail,
        }),
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
            : errorMessage(error, t('admin.refund.failed')),
      });
    }
  };

  const busy = refund.isPending;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={isPi ? t('admin.refund.piTitle') : t('admin.refund.cardTitle')}
      description={t('admin.refund.description', {
        description: payment.description,
        amount: paid,
        email: payment.memberEmail,
      })}
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        {isPi ? (
          <Alert tone="warning" title={t('admin.refund.pi.title')}>
            {t('admin.refund.pi.text', { amount: amountShown })}
          </Alert>
        ) : (
          <Alert tone="info">{t('admin.refund.card.text', { provider: cardProviderName })}</Alert>
        )}
        <p className="text-muted-foreground text-sm">{t('admin.refund.full')}</p>
        <FormField
          label={t('admin.refund.amount', { unit })}
          error={errors.amount && shown(errors.amount)}
          hint={t('admin.refund.amount.hint', { amount: paid })}
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
          label={isPi ? t('admin.refund.note.required') : t('admin.refund.note.optional')}
          error={errors.note && shown(errors.note)}
          hint={t('admin.refund.note.hint')}
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
          submit={
            isPi
              ? t('admin.refund.submit.pi', { amount: amountShown })
              : t('admin.refund.submit.card', { amount: amountShown })
          }
          busy={busy}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
