/** A card number as typed, in groups of four digits (at most 19 digits). */
export function groupCardNumber(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** An expiry as typed, as `MM / YY` once the year begins; deleting past the slash works. */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

/** A CVC as typed: three or four digits. */
export const formatCvc = (value: string): string => value.replace(/\D/g, '').slice(0, 4);
