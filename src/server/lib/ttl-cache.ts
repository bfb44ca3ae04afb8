/**
 * Values kept for a short while, by key. Callers asking for a key that is being computed share
 * the one computation, so a burst of identical requests costs the database one query.
 * A value past its time is still given once more to callers while a fresh one is computed (at
 * most as long again), so popular keys never make a crowd wait. When full, the entry used longest
 * ago is dropped, so pages asked for once (deep pages of a rare search) do not push out the ones
 * everybody asks for.
 *
 * Three ways to say the data changed:
 * - `clear()` forgets everything, computations under way included: the next caller waits for a
 *   fresh value (who may see what changed: a profile hidden, an account deleted).
 * - `refreshSoon()` keeps the values but marks them all out of date (what a card shows changed:
 *   a bio, a photo). A caller then gets the kept value while one fresh computation per key runs
 *   behind it, at most one every `refreshGapMs`; a value that has missed a change for longer
 *   than `staleForMs` makes callers wait for the fresh one. So a stream of writes costs each key a
 *   few computations a second however many come, and every change shows within `staleForMs`
 *   plus one computation.
 * - `refreshTagged(tags)` does the same for the values that carry one of the tags (`tagsOf`, read
 *   from each value when it is kept): a change only some values show leaves the others as they
 *   are. A computation under way when it is called is tested once its value is known.
 */
export class TtlCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly pending = new Map<string, { computing: Promise<T>; version: number }>();
  private readonly lastRefresh = new Map<string, number>();
  /** The keys kept under each tag. */
  private readonly tagged = new Map<string, Set<string>>();
  /** Bumped by every change; a computation remembers the one it started after. */
  private version = 0;
  /** The changes made while computations were under way: their values are tested against them. */
  private changes: Change[] = [];
  /** How many computations under way started after each version (a replaced one included). */
  private readonly underWay = new Map<number, number>();
  /** Bumped by clear(): a computation from before it is handed over, never kept. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
    private readonly options: {
      staleForMs?: number;
      refreshGapMs?: number;
      /** What a value shows, for refreshTagged(); none by default. */
      tagsOf?: (value: T) => readonly string[];
      /** The time entries expire by: the app's clock where one is at hand, else the system's. */
      now?: () => number;
    } = {},
  ) {}

  private readonly now = (): number => (this.options.now ?? Date.now)();

  /**
   * `current`: never an out-of-date value (a value kept inside another, which is marked up to
   * date when computed, must be up to date itself).
   */
  async get(
    key: string,
    compute: () => Promise<T>,
    now = this.now(),
    { current = false }: { current?: boolean } = {},
  ): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > now - this.ttlMs) {
      // Most recently used last: when full, the entry unused longest goes first.
      this.entries.delete(key);
      this.entries.set(key, hit);
      if (hit.missed) {
        if (!current) return this.outOfDate(key, hit, hit.missed, compute, now);
        const running = this.pending.get(key);
        return running && running.version >= hit.missed.version
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
    hit: Entry<T>,
    missed: Missed,
    compute: () => Promise<T>,
    now: number,
  ): Promise<T> | T {
    const running = this.pending.get(key);
    // A computation that started after the change it missed shows that change.
    const showing = running && running.version >= missed.version ? running : undefined;
    const gap = now - (this.lastRefresh.get(key) ?? 0);
    let computing = showing?.computing;
    if (!showing && gap >= (this.options.refreshGapMs ?? 0)) {
      computing = this.refresh(key, compute, now);
      computing.catch(() => {}); // a waiting caller sees the failure; others try again
    }
    if (now - missed.since < (this.options.staleForMs ?? 0)) return hit.value;
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
      const left = (this.underWay.get(version) ?? 1) - 1;
      if (left > 0) this.underWay.set(version, left);
      else this.underWay.delete(version);
      this.forgetChangesHeard();
    };
    this.underWay.set(version, (this.underWay.get(version) ?? 0) + 1);
    this.pending.set(key, { computing, version });
    computing.then(settle, settle);
    return computing;
  }

  /** The data changed: the next callers wait for fresh values. */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.pending.clear();
    this.tagged.clear();
    this.changes = [];
  }

  /** The data changed in a way callers may see a moment late (see the class comment). */
  refreshSoon(now = this.now()): void {
    const change = this.change(now, null);
    for (const entry of this.entries.values()) entry.missed ??= change;
  }

  /** What values with one of these tags show changed; the others are still up to date. */
  refreshTagged(tags: readonly string[], now = this.now()): void {
    const change = this.change(now, tags);
    for (const tag of tags) {
      for (const key of this.tagged.get(tag) ?? []) {
        const entry = this.entries.get(key);
        if (entry) entry.missed ??= change;
      }
    }
  }

  /** A new change; remembered while computations that started before it are under way. */
  private change(now: number, tags: readonly string[] | null): Change {
    this.version += 1;
    const change = { version: this.version, since: now, tags };
    if (this.underWay.size > 0) this.changes.push(change);
    return change;
  }

  /** Changes no computation under way started before are of no more use. */
  private forgetChangesHeard() {
    if (this.changes.length === 0) return;
    let oldest = Infinity;
    for (const version of this.underWay.keys()) oldest = Math.min(oldest, version);
    this.changes = this.changes.filter((change) => change.version > oldest);
  }

  private store(key: string, value: T, version: number, now: number) {
    const kept = this.entries.get(key);
    // A slower computation that started before a newer one finished keeps the newer value.
    if (kept && kept.version > version) return;
    this.forget(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) {
        this.forget(oldest);
        this.lastRefresh.delete(oldest);
      }
    }
    const tags = this.options.tagsOf?.(value) ?? [];
    // A change made while it was computed, to what it shows, may be missing from it.
    const missed = this.changes.find(
      (change) =>
        change.version > version && (!change.tags || change.tags.some((tag) => tags.includes(tag))),
    );
    this.entries.set(key, { value, expires: now + this.ttlMs, version, tags, missed });
    for (const tag of tags) {
      let keys = this.tagged.get(tag);
      if (!keys) this.tagged.set(tag, (keys = new Set()));
      keys.add(key);
    }
  }

  private forget(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    for (const tag of entry.tags) {
      const keys = this.tagged.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.tagged.delete(tag);
    }
  }
}

/** A change: when it was made, and which tags it touched (null: every value). */
type Change = { version: number; since: number; tags: readonly string[] | null };
/** The first change a kept value missed. */
type Missed = Pick<Change, 'version' | 'since'>;

type Entry<T> = {
  value: T;
  expires: number;
  /** The change the computation started after. */
  version: number;
  tags: readonly string[];
  missed: Missed | undefined;
};
