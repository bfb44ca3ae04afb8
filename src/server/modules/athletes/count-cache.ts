/**
 * Totals of the athlete list by filter, kept for a short while: an exact count over 100,000
 * profiles costs more than the page itself, and the count line can be a few seconds old.
 * Writes in this process clear it, so an athlete sees their own change at once.
 */
export class CountCache {
  private readonly entries = new Map<string, { value: number; expires: number }>();

  constructor(
    private readonly ttlMs = 30_000,
    private readonly maxEntries = 1000,
  ) {}

  async get(key: string, compute: () => Promise<number>, now = Date.now()): Promise<number> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    const value = await compute();
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, expires: now + this.ttlMs });
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}

export const athleteCounts = new CountCache();
