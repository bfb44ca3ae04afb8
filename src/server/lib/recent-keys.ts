/**
 * Keys remembered until a time each, at most `max` of them (the one remembered longest ago goes
 * first): what an instance noted lately and may skip while it holds (a view already written, a
 * page found to be its viewer's own). Times are the caller's, in its own milliseconds.
 */
export class RecentKeys {
  private readonly until = new Map<string, number>();

  constructor(private readonly max: number) {}

  /** Whether `key` is remembered at `now`. */
  has(key: string, now: number): boolean {
    return (this.until.get(key) ?? 0) > now;
  }

  remember(key: string, until: number): void {
    this.until.delete(key);
    if (this.until.size >= this.max) this.until.delete(this.until.keys().next().value!);
    this.until.set(key, until);
  }
}
