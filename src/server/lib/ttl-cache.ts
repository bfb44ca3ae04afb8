/**
 * Values kept for a short while, by key. Callers asking for a key that is being computed share
 * the one computation, so a burst of identical requests costs the database one query.
 * A value past its time is still given once more to callers while a fresh one is computed (at
 * most as long again), so popular keys never make a crowd wait. When full, the entry used longest ago is dropped, so pages asked for once (deep pages of a
 * rare search) do not push out the ones everybody asks for. `clear()` forgets everything,
 * including computations under way.
 */
export class TtlCache<T> {
  private readonly entries = new Map<string, { value: T; expires: number }>();
  private readonly pending = new Map<string, Promise<T>>();
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
  ) {}

  async get(key: string, compute: () => Promise<T>, now = Date.now()): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > now - this.ttlMs) {
      // Most recently used last: when full, the entry unused longest goes first.
      this.entries.delete(key);
      this.entries.set(key, hit);
      if (hit.expires <= now && !this.pending.has(key)) {
        this.refresh(key, compute, now).catch(() => {}); // the next caller tries again
      }
      return hit.value;
    }
    return this.pending.get(key) ?? this.refresh(key, compute, now);
  }

  private refresh(key: string, compute: () => Promise<T>, now: number): Promise<T> {
    const generation = this.generation;
    const computing = compute().then((value) => {
      // A value computed before a clear() may already be out of date: hand it over, keep none.
      if (generation === this.generation) this.store(key, value, now);
      return value;
    });
    const settle = () => {
      if (this.pending.get(key) === computing) this.pending.delete(key);
    };
    this.pending.set(key, computing);
    computing.then(settle, settle);
    return computing;
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.pending.clear();
  }

  private store(key: string, value: T, now: number) {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, expires: now + this.ttlMs });
  }
}
