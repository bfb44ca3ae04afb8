/**
 * The tab a key moves to in a tab list (the ARIA pattern): the arrow keys go to the next or the
 * previous one, wrapping around; Home and End to the first and the last. Undefined for any other
 * key, which the list leaves alone.
 */
export function tabKeyTarget<T>(tabs: readonly T[], current: number, key: string): T | undefined {
  switch (key) {
    case 'ArrowRight':
      return tabs[(current + 1) % tabs.length];
    case 'ArrowLeft':
      return tabs[(current - 1 + tabs.length) % tabs.length];
    case 'Home':
      return tabs[0];
    case 'End':
      return tabs[tabs.length - 1];
    default:
      return undefined;
  }
}
