import { Loader2, Minus, Plus, Send } from 'lucide-react';
import { useMemo, useState } from 'react';
import { formatTestAmount, parseTestAmount, stepTestAmount, TEST_AMOUNT } from '#shared/pi';
import { Button } from '#client/components/ui/button';
import { Input } from '#client/components/ui/input';
import { useLocaleTag, useT } from '#client/lib/i18n/i18n';
import type { TestPaymentSource } from './use-test-payment';

/**
 * Step 2 of the SDK demo: the amount (stepped, or typed and settled when the field is left) and
 * Pay, which pays the settled amount.
 */
export function TestPaymentStep({
  source,
  canPay,
  paying,
  onPay,
}: {
  source: TestPaymentSource;
  /** the SDK is ready and a wallet is signed in */
  canPay: boolean;
  paying: boolean;
  onPay: (amount: number) => void;
}) {
  const t = useT();
  const localeTag = useLocaleTag();
  const oneDecimal = useMemo(
    () => new Intl.NumberFormat(localeTag, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    [localeTag],
  );
  const [amount, setAmount] = useState<number>(TEST_AMOUNT.initial);
  const [amountText, setAmountText] = useState(formatTestAmount(TEST_AMOUNT.initial));

  const setBoth = (value: number) => {
    setAmount(value);
    setAmountText(formatTestAmount(value));
  };

  return (
    <section
      aria-labelledby="pi-step-2"
      className="border-border bg-card grid gap-3 rounded-xl border p-5"
    >
      <h2 id="pi-step-2" className="text-lg font-semibold">
        {t('pi.demo.step2')}
      </h2>
      <p className="text-muted-foreground text-sm">{t('pi.demo.testPaymentText')}</p>
      <div className="flex flex-wrap items-end gap-2">
        <Button
          variant="secondary"
          size="icon"
          aria-label={t('pi.demo.decrease')}
          onClick={() => setBoth(stepTestAmount(amount, -1))}
          disabled={amount <= TEST_AMOUNT.min}
        >
          <Minus className="size-4" aria-hidden />
        </Button>
        <div className="grid gap-1">
          <label htmlFor={`pi-amount-${source}`} className="text-sm font-medium">
            {t('pi.demo.amount')}
          </label>
          <Input
            id={`pi-amount-${source}`}
            type="number"
            inputMode="decimal"
            min={TEST_AMOUNT.min}
            step={TEST_AMOUNT.step}
            value={amountText}
            onChange={(event) => setAmountText(event.target.value)}
            onBlur={() => setBoth(parseTestAmount(amountText))}
            className="w-28"
          />
        </div>
        <Button
          variant="secondary"
          size="icon"
          aria-label={t('pi.demo.increase')}
          onClick={() => setBoth(stepTestAmount(amount, 1))}
        >
          <Plus className="size-4" aria-hidden />
        </Button>
      </div>
      <Button
        className="w-fit"
        disabled={!canPay || paying}
        aria-busy={paying || undefined}
        onClick={() => {
          setBoth(parseTestAmount(amountText));
          onPay(amount);
        }}
      >
        {paying ? (
          <Loader2 className="size-4 animate-spin" aria-hidden />
        ) : (
          <Send className="size-4" aria-hidden />
        )}
        {paying
          ? t('pi.demo.processing')
          : t('pi.demo.pay', { amount: oneDecimal.format(parseTestAmount(amountText)) })}
      </Button>
    </section>
  );
}
