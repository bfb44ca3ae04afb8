/** The State filter uses the part of a 'City, ST' location after the last comma (upper case). */
export function stateFromLocation(location: string | null | undefined): string | null {
  if (!location || !location.includes(',')) return null;
  const state = location.slice(location.lastIndexOf(',') + 1).trim();
  return state === '' ? null : state.toUpperCase();
}

/** The location badge shows the part before the comma. */
export function cityFromLocation(location: string | null | undefined): string | null {
  if (!location) return null;
  const city = location.split(',')[0]?.trim();
  return city ? city : null;
}
