/**
 * Values kept for a short while, by key. Callers asking for a key that is being computed share
 * the one computation, so a burst of identical requests costs the database one query.
 * A value past its time is still given once more to callers while a fresh one is computed (at
 * most as long again), so popular keys never make a crowd wait. When full, the entry used longest
 * ago is dropped, so pages asked for once (deep pages of a rare search) do not push out the ones
 * everybody asks for.
 *
 * Two ways to say the data changed:
 * - `clear()` forgets everything, computations under way included: the next caller waits for a
 *   fresh value (who may see what changed: a profile hidden, an account deleted).
 * - `refreshSoon()` keeps the values but marks them out of date (what a card shows changed: a
 *   bio, a photo). A caller then gets the kept value while one fresh computation per key runs
 *   behind it, at most one every `refreshGapMs`; a value that has missed a change for longer
 *   than `staleForMs` makes callers wait for the fresh one. So a stream of writes costs each key a
 *   few computations a second however many come, and every change shows within `staleForMs`
 *   plus one computation.
 */
export class TtlCache<T> {
  private readonly entries = new Map<string, { value: T; expires: number; version: number }>();
  private readonly pending = new Map<string, { computing: Promise<T>; version: number }>();
  private readonly lastRefresh = new Map<string, number>();
  /** Bumped by refreshSoon(); an entry of an older version has missed a change. */
  private version = 0;
  /** When each version began (the change that made older entries out of date). */
  private readonly versionStarted = new Map<number, number>();
  /** Bumped by clear(): a computation from before it is handed over, never kept. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
    private readonly options: { staleForMs?: number; refreshGapMs?: number } = {},
  ) {}

  /**
   * `current`: never an out-of-date value (a value kept inside another, which is marked up to
   * date when computed, must be up to date itself).
   */
  async get(
    key: string,
    compute: () => Promise<T>,
    now = Date.now(),
    { current = false }: { current?: boolean } = {},
  ): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > now - this.ttlMs) {
      // Most recently used last: when full, the entry unused longest goes first.
      this.entries.delete(key);
      this.entries.set(key, hit);
      if (hit.version < this.version) {
        if (!current) return this.outOfDate(key, hit, compute, now);
        const running = this.pending.get(key);
        return running?.version === this.version
          ? running.computing
          : this.refresh(key, compute, now);
      }
      if (hit.expires <= now && !this.pending.has(key)) {
        this.refresh(key, compute, now).catch(() => {}); // the next caller tries again
      }
      return hit.value;
    }
    return this.pending.get(key)?.computing ?? this.refresh(key, compute, now);
  }

  /** A kept value that has missed a change since it was computed. */
  private outOfDate(
    key: string,
    hit: { value: T; version: number },
    compute: () => Promise<T>,
    now: number,
  ): Promise<T> | T {
    const staleSince = this.versionStarted.get(hit.version + 1) ?? now;
    const running = this.pending.get(key);
    const gap = now - (this.lastRefresh.get(key) ?? 0);
    let computing = running?.computing;
    if ((!running || running.version < this.version) && gap >= (this.options.refreshGapMs ?? 0)) {
      computing = this.refresh(key, compute, now);
      computing.catch(() => {}); // a waiting caller sees the failure; others try again
    }
    if (now - staleSince < (this.options.staleForMs ?? 0)) return hit.value;
    return computing ?? this.refresh(key, compute, now);
  }

  private refresh(key: string, compute: () => Promise<T>, now: number): Promise<T> {
    const generation = this.generation;
    const version = this.version;
    this.lastRefresh.set(key, now);
    const computing = compute().then((value) => {
      // A value computed before a clear() may already be out of date: hand it over, keep none.
      if (generation === this.generation) this.store(key, value, version, now);
      return value;
    });
    const settle = () => {
      if (this.pending.get(key)?.computing === computing) this.pending.delete(key);
    };
    this.pending.set(key, { computing, version });
    computing.then(settle, settle);
    return computing;
  }

  /** The data changed: the next callers wait for fresh values. */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.pending.clear();
  }

  /** The data changed in a way callers may see a moment late (see the class comment). */
  refreshSoon(now = Date.now()): void {
    this.version += 1;
    this.versionStarted.set(this.version, now);
    this.versionStarted.delete(this.version - 1000);
  }

  private store(key: string, value: T, version: number, now: number) {
    const kept = this.entries.get(key);
    // A slower computation that started before a newer one finished keeps the newer value.
    if (kept && kept.version > version) return;
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) {
        this.entries.delete(oldest);
        this.lastRefresh.delete(oldest);
      }
    }
    this.entries.set(key, { value, expires: now + this.ttlMs, version });
  }
}
