// Height and weight as athletes type them ("6'1\"", "6-1", "73 in", "185 lbs"), read into the
// numbers coaches filter on (docs/product.md#coach-search). The text stays what the athlete
// wrote; the numbers are kept beside it, null when the text says nothing we can read.
// drizzle/0023_coach_search.sql reads existing rows with the same forms, in SQL.

/** Heights outside this span (inches) are typing slips, not athletes: left unread. */
export const HEIGHT_INCHES_MIN = 36;
export const HEIGHT_INCHES_MAX = 96;
/** Weights outside this span (pounds) are left unread too. */
export const WEIGHT_LBS_MIN = 50;
export const WEIGHT_LBS_MAX = 500;

const within = (value: number, min: number, max: number) =>
  Number.isFinite(value) && value >= min && value <= max ? Math.round(value) : null;

/** 6'1", 6' 1, 6'1'', 6-1, 6 ft 1 in, 6ft, 73 in, 73", 73, 185 cm. */
export function parseHeightInches(text: string | null | undefined): number | null {
  const value = (text ?? '').trim().toLowerCase().replace(/[’′]/g, "'").replace(/[”″]/g, '"');
  if (!value) return null;
  const feet =
    /^(\d)\s*(?:'|ft\.?|feet|foot|-)\s*(?:(\d{1,2}(?:\.\d+)?)\s*(?:"|''|in\.?|inches|inch)?)?$/.exec(
      value,
    );
  if (feet) {
    const inches = Number(feet[2] ?? 0);
    if (inches >= 12) return null;
    return within(Number(feet[1]) * 12 + inches, HEIGHT_INCHES_MIN, HEIGHT_INCHES_MAX);
  }
  const inches = /^(\d{2}(?:\.\d+)?)\s*(?:"|in\.?|inches|inch)?$/.exec(value);
  if (inches) return within(Number(inches[1]), HEIGHT_INCHES_MIN, HEIGHT_INCHES_MAX);
  const cm = /^(\d{2,3}(?:\.\d+)?)\s*cm$/.exec(value);
  if (cm) return within(Number(cm[1]) / 2.54, HEIGHT_INCHES_MIN, HEIGHT_INCHES_MAX);
  return null;
}

/** 185 lbs, 185 lb, 185 pounds, 185, 84 kg. */
export function parseWeightLbs(text: string | null | undefined): number | null {
  const value = (text ?? '').trim().toLowerCase();
  if (!value) return null;
  const lbs = /^(\d{2,3}(?:\.\d+)?)\s*(?:lbs?\.?|pounds?|#)?$/.exec(value);
  if (lbs) return within(Number(lbs[1]), WEIGHT_LBS_MIN, WEIGHT_LBS_MAX);
  const kg = /^(\d{2,3}(?:\.\d+)?)\s*(?:kgs?|kilos?|kilograms?)$/.exec(value);
  if (kg) return within(Number(kg[1]) * 2.20462, WEIGHT_LBS_MIN, WEIGHT_LBS_MAX);
  return null;
}

/** Inches as coaches say them: 73 → 6'1". */
export const formatInches = (inches: number) => `${Math.floor(inches / 12)}'${inches % 12}"`;
