import type { ChangeEvent } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import type { SandboxPayment, sandboxPaymentSchema } from '#shared/schemas/payments';
import type { z } from '#shared/schemas/zod';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { useShownText, useT } from '#client/lib/i18n/i18n';
import { lazyResolver } from '#client/lib/lazy-resolver';
import { formatCvc, formatExpiry, groupCardNumber } from './card-input-format';

/** The card form's fields, for putting the server's field errors under them. */
export const cardFieldNames = ['cardNumber', 'expiry', 'cvc', 'nameOnCard'] as const;

/** A test-mode card form: labelled like a hosted checkout's, checked by the shared schema. */
export function useCardForm() {
  return useForm<SandboxPayment, unknown, z.output<typeof sandboxPaymentSchema>>({
    resolver: lazyResolver(
      async () => (await import('#shared/schemas/payments')).sandboxPaymentSchema,
    ),
    defaultValues: { cardNumber: '', expiry: '', cvc: '', nameOnCard: '' },
  });
}

/** Keeps a field's value in the shape it is typed in (groups of four, `MM / YY`, digits). */
function formatted(field: UseFormRegisterReturn, format: (value: string) => string) {
  return {
    ...field,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      event.target.value = format(event.target.value);
      return field.onChange(event);
    },
  };
}

/** Card number, Expiry MM / YY, CVC and Name on card. */
export function CardFields({ form }: { form: ReturnType<typeof useCardForm> }) {
  const t = useT();
  const shown = useShownText();
  const { errors } = form.formState;
  const error = (message: string | undefined) => (message ? shown(message) : undefined);
  return (
    <>
      <FormField label={t('payments.card.number')} error={error(errors.cardNumber?.message)}>
        <Input
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          className="font-mono tracking-wide"
          {...formatted(form.register('cardNumber'), groupCardNumber)}
        />
      </FormField>
      <div className="grid grid-cols-2 gap-4">
        <FormField label={t('payments.card.expiry')} error={error(errors.expiry?.message)}>
          <Input
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder={t('payments.card.expiryPlaceholder')}
            {...formatted(form.register('expiry'), formatExpiry)}
          />
        </FormField>
        <FormField label={t('payments.card.cvc')} error={error(errors.cvc?.message)}>
          <Input
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            {...formatted(form.register('cvc'), formatCvc)}
          />
        </FormField>
      </div>
      <FormField label={t('payments.card.name')} error={error(errors.nameOnCard?.message)}>
        <Input autoComplete="cc-name" {...form.register('nameOnCard')} />
      </FormField>
    </>
  );
}
