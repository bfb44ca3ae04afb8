import type { Context } from 'hono';
import type { DatabaseNotifications } from '#server/db/notifications';

/** The channel the database announces account changes on (migration 0020's triggers). */
export const ACCOUNT_CHANGES_CHANNEL = 'account_changes';

/** How long a kept read is trusted when no change is heard: the net under the announcements. */
export const ACCOUNT_CACHE_TTL_MS = 60_000;
const MAX_ENTRIES = 20_000;

/** Every account: what a listener is told when announcements may have been missed. */
export const EVERY_ACCOUNT = '*';

/**
 * What the database announces: the id of an account whose sign-in state or plan changed (its
 * sessions, its user row, its subscriptions, its training access), whoever changed it.
 */
export type AccountChanges = {
  /** `listener(userId)`, or `listener(EVERY_ACCOUNT)` after the connection was lost. */
  on: (listener: (userId: string) => void) => void;
  /** Tells this instance's listeners at once, before the database's announcement arrives. */
  tell: (userId: string) => void;
  /**
   * Resolves once every announcement of a change committed before the call has been heard here
   * (announcements arrive in commit order: this sends one of its own and waits for it), so a
   * member's next request after a write sees what the write changed. At most a second; at once
   * where the database delivers a write's announcements before the write answers.
   */
  sync: () => Promise<void>;
  ready: Promise<void>;
  close: () => Promise<void>;
};

declare module 'hono' {
  interface ContextVariableMap {
    /** Set by a write that stores nothing the database announces on account_changes. */
    changesNoAccount: true;
  }
}

/**
 * Said by a signed-in write that stores none of the rows announced on `account_changes` (no
 * session, user, plan, access, coach standing, athlete profile's presence or completion, program
 * place): it answers without `sync()`, a round trip that under load costs a turn of the event
 * loop. Each route that says so has a test that it announces nothing.
 */
export function changesNoAccount(c: Context): void {
  c.set('changesNoAccount', true);
}

const SYNC_PREFIX = '~sync~';
const SYNC_TIMEOUT_MS = 1000;

export function createAccountChanges(notifications?: DatabaseNotifications): AccountChanges {
  const listeners: ((userId: string) => void)[] = [];
  const waiting = new Map<string, () => void>();
  let syncs = 0;
  const tell = (userId: string) => {
    for (const listener of listeners) listener(userId);
  };
  const hear = (payload: string) => {
    if (payload.startsWith(SYNC_PREFIX)) waiting.get(payload)?.();
    else tell(payload);
  };
  const listening = notifications
    ? notifications
        .listen(ACCOUNT_CHANGES_CHANNEL, { onMessage: hear, onResume: () => tell(EVERY_ACCOUNT) })
        .catch((error: unknown) => {
          console.error('[accounts] Could not listen for account changes', error);
          return async () => {};
        })
    : Promise.resolve(async () => {});
  return {
    on: (listener) => void listeners.push(listener),
    tell,
    async sync() {
      if (!notifications || notifications.heardBeforeAnswer) return;
      const marker = `${SYNC_PREFIX}${process.pid}.${(syncs += 1)}`;
      let timer: NodeJS.Timeout | undefined;
      const heard = new Promise<void>((resolve) => {
        waiting.set(marker, resolve);
        timer = setTimeout(resolve, SYNC_TIMEOUT_MS);
      });
      try {
        await notifications.notify(ACCOUNT_CHANGES_CHANNEL, marker);
        await heard;
      } catch {
        // The database did not take the marker: the announcements still arrive on their own.
      } finally {
        clearTimeout(timer);
        waiting.delete(marker);
      }
    },
    ready: listening.then(() => undefined),
    close: async () => {
      await (
        await listening
      )();
    },
  };
}

type Entry<T> = { value: T; userId: string | null; expires: number };

export type AccountCache<T> = {
  /** The kept value for `key`, or `load()`'s, kept until the account changes or a minute. */
  get: (key: string, load: () => Promise<T>) => Promise<T>;
  /** The account behind a kept key changed, as this instance knows before the channel says so. */
  forgetKey: (key: string) => void;
};

/**
 * Reads kept per key (a session cookie, an account id) until the account they belong to changes
 * anywhere: every instance drops that account's entries when the database announces a change
 * (`AccountChanges`). A read under way when an announcement arrives is handed to its callers but
 * not kept. `userIdOf` names the account a value belongs to (null: none, as for a cookie that
 * opens no session, which no later change can make valid).
 */
export function createAccountCache<T>(
  changes: AccountChanges,
  userIdOf: (value: T, key: string) => string | null,
  options: { ttlMs?: number; expiresAt?: (value: T) => number | null; now?: () => number } = {},
): AccountCache<T> {
  const ttlMs = options.ttlMs ?? ACCOUNT_CACHE_TTL_MS;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry<T>>();
  const byUser = new Map<string, Set<string>>();
  const pending = new Map<string, Promise<T>>();
  let generation = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    entries.delete(key);
    if (entry?.userId) byUser.get(entry.userId)?.delete(key);
  };

  changes.on((userId) => {
    generation += 1;
    if (userId === EVERY_ACCOUNT) {
      entries.clear();
      byUser.clear();
      return;
    }
    for (const key of byUser.get(userId) ?? []) entries.delete(key);
    byUser.delete(userId);
  });

  const store = (key: string, value: T) => {
    if (entries.size >= MAX_ENTRIES) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) drop(oldest);
    }
    const userId = userIdOf(value, key);
    const until = options.expiresAt?.(value) ?? Infinity;
    entries.set(key, { value, userId, expires: Math.min(now() + ttlMs, until) });
    if (userId) {
      let keys = byUser.get(userId);
      if (!keys) byUser.set(userId, (keys = new Set()));
      keys.add(key);
    }
  };

  return {
    async get(key, load) {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value;
      if (hit) drop(key);
      const loading = pending.get(key);
      if (loading) return loading;
      const started = generation;
      const read = load().then((value) => {
        if (started === generation) store(key, value);
        return value;
      });
      const settle = () => pending.delete(key);
      pending.set(key, read);
      read.then(settle, settle);
      return read;
    },
    forgetKey(key) {
      const userId = entries.get(key)?.userId;
      if (userId) changes.tell(userId);
      else drop(key);
    },
  };
}

/** What is kept of a session read: better-auth's session and user, or null for no session. */
export type CachedSession = { session: object; user: { id: string } } | null;

/**
 * Sessions by cookie, so a member's requests do not each read the session and its account from
 * the database: what revokes a session (a sign-out, a password change, a ban, a deleted account,
 * signing out everywhere) changes its rows, which the database announces.
 */
export const createSessionCache = (changes: AccountChanges) =>
  createAccountCache<CachedSession>(changes, (value) => value?.user.id ?? null);
