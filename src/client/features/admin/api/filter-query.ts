/**
 * A list's filters as its request's query: the empty ones dropped (the typed client would send
 * them as empty strings), the others as text.
 */
export const filterQuery = (filters: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(filters)
      .filter(([, value]) => value !== undefined && value !== null && value !== '')
      .map(([name, value]) => [name, String(value)]),
  ) as Record<string, string>;
