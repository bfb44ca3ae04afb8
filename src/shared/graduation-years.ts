/** Graduation years offered by the sign-up form and the class filter: this year and the next 9. */
export function graduationYearChoices(now = new Date()): string[] {
  const year = now.getFullYear();
  return Array.from({ length: 10 }, (_, index) => String(year + index));
}
