/**
 * Money as the site shows it, in one place. Amounts are stored in hundredths: cents for card
 * payments, hundredths of a Pi for Pi payments (Pi has no ISO currency code). Zod-free: pages
 * import it.
 */

// Written out rather than with Intl.NumberFormat: making a currency format costs a phone
// several milliseconds on a page's first price, in the middle of taking the page over.

/** Whole units with en-US thousands grouping: "1,234,567". */
const grouped = (units: number): string => String(units).replace(/\B(?=(\d{3})+$)/g, ',');

/** An amount in hundredths as its sign ("-" below zero) and "1,234.56", rounded to the hundredth. */
function twoPlaces(hundredths: number): { sign: string; digits: string } {
  const rounded = Math.round(Math.abs(hundredths));
  return {
    sign: hundredths < 0 && rounded > 0 ? '-' : '',
    digits: `${grouped(Math.floor(rounded / 100))}.${String(rounded % 100).padStart(2, '0')}`,
  };
}

/** "$1,234.50" for cents ("-$1,234.50" below zero). */
export const formatUsd = (cents: number): string => {
  const { sign, digits } = twoPlaces(cents);
  return `${sign}$${digits}`;
};

/** "9.99 π" for an amount in Pi (not hundredths) as written, as the price cards show it. */
export const formatPi = (pi: number | string): string => `${pi} π`;

/**
 * An amount stored in hundredths of `currency`: "$9.99" (usd), "9.99 π" (pi), "9.99 EUR"
 * (another provider currency, as a card processor may report it).
 */
export function formatMoney(hundredths: number, currency = 'usd'): string {
  const code = currency.toLowerCase();
  if (code === 'usd') return formatUsd(hundredths);
  const { sign, digits } = twoPlaces(hundredths);
  const units = `${sign}${digits}`;
  return code === 'pi' ? `${units} π` : `${units} ${currency.toUpperCase()}`;
}

/** A chart axis's label: whole units, grouped ("$1,234", "1,234 π") of an amount in hundredths. */
export function formatWholeMoney(hundredths: number, currency = 'usd'): string {
  const rounded = Math.round(Math.abs(hundredths) / 100);
  const units = `${hundredths < 0 && rounded > 0 ? '-' : ''}${grouped(rounded)}`;
  const code = currency.toLowerCase();
  if (code === 'usd') return `$${units}`;
  return code === 'pi' ? `${units} π` : `${units} ${currency.toUpperCase()}`;
}

/** Cents as a price field shows them for editing: "4.99", no symbol or grouping. */
export const centsToDecimal = (cents: number): string => (cents / 100).toFixed(2);

/**
 * An amount typed in a price or refund field, in hundredths, the one reading every money field
 * has: a "$" and spaces around are allowed, commas group thousands ("1,000.00") or, before one or
 * two digits at the end, mark the decimals ("12,50"), and at most two decimals are given. Empty
 * is `null` (no amount); text that is not an amount is `undefined`. A leading "-" is read, so the
 * field's own rule can say an amount may not be negative.
 */
export function parseMoneyInput(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const match = /^(-?)\s*\$?\s*(\d{1,3}(?:,\d{3})+|\d*)(?:[.,](\d{1,2}))?$/.exec(trimmed);
  if (!match || (match[2] === '' && match[3] === undefined)) return undefined;
  const [, sign, whole = '', decimals = ''] = match;
  const hundredths = Number(whole.replace(/,/g, '') || '0') * 100 + Number(decimals.padEnd(2, '0'));
  return sign ? -hundredths : hundredths;
}
