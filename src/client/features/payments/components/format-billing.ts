/** An amount in cents as a price: `$9.99`. */
export function formatCents(cents: number, currency = 'usd'): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(cents / 100);
}

/** A date as the billing pages write it: `May 1, 2026`. */
export function formatBillingDate(value: string | Date): string {
  return new Date(value).toLocaleDateString('en-US', { dateStyle: 'long' });
}
