import { useMemo } from 'react';
import { isPaidPlan, type CheckoutItem } from '#shared/payments';
import { useLocaleTag, useT, type MessageId } from '#client/lib/i18n/i18n';

/** A plan's name (#shared/pricing's, as the API's planName gives it). */
const planNameTexts = {
  premium: 'payments.plan.premium',
  recruiting: 'payments.plan.recruiting',
} as const satisfies Record<string, MessageId>;

/**
 * The payment pages' amounts and dates in the page's language: dollars from cents ("$9.99"), a
 * moment as a long date in the reader's time zone ("May 1, 2026"), and the name of what is bought
 * (a plan's in the page's language, a pass's or a session's as the server wrote it).
 */
export function usePaymentFormats() {
  const t = useT();
  const localeTag = useLocaleTag();
  const { money, day } = useMemo(
    () => ({
      money: new Intl.NumberFormat(localeTag, { style: 'currency', currency: 'USD' }),
      day: new Intl.DateTimeFormat(localeTag, { dateStyle: 'long' }),
    }),
    [localeTag],
  );
  return {
    usd: (cents: number) => money.format(cents / 100),
    longDate: (value: string | Date) => day.format(new Date(value)),
    planName: (item: CheckoutItem, planName: string) =>
      isPaidPlan(item) ? t(planNameTexts[item]) : planName,
  };
}
