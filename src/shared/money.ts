/**
 * Money as the site shows it, in one place. Amounts are stored in hundredths: cents for card
 * payments, hundredths of a Pi for Pi payments (Pi has no ISO currency code). Zod-free: pages
 * import it.
 */

// The formatters are made on first use: a page that imports this file but shows no amount in
// its first view does not pay for them while it loads.
let usd: Intl.NumberFormat | undefined;
let twoPlaces: Intl.NumberFormat | undefined;

/** "$1,234.50" for cents. */
export const formatUsd = (cents: number): string =>
  (usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })).format(
    cents / 100,
  );

/** "9.99 π" for an amount in Pi (not hundredths) as written, as the price cards show it. */
export const formatPi = (pi: number | string): string => `${pi} π`;

/**
 * An amount stored in hundredths of `currency`: "$9.99" (usd), "9.99 π" (pi), "9.99 EUR"
 * (another provider currency, as a card processor may report it).
 */
export function formatMoney(hundredths: number, currency = 'usd'): string {
  const code = currency.toLowerCase();
  if (code === 'usd') return formatUsd(hundredths);
  twoPlaces ??= new Intl.NumberFormat('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const units = twoPlaces.format(hundredths / 100);
  return code === 'pi' ? `${units} π` : `${units} ${currency.toUpperCase()}`;
}

let whole: Intl.NumberFormat | undefined;

/** A chart axis's label: whole units, grouped ("$1,234", "1,234 π") of an amount in hundredths. */
export function formatWholeMoney(hundredths: number, currency = 'usd'): string {
  const units = (whole ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })).format(
    hundredths / 100,
  );
  const code = currency.toLowerCase();
  if (code === 'usd') return `$${units}`;
  return code === 'pi' ? `${units} π` : `${units} ${currency.toUpperCase()}`;
}

/** Cents as a price field shows them for editing: "4.99", no symbol or grouping. */
export const centsToDecimal = (cents: number): string => (cents / 100).toFixed(2);
