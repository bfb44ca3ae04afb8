import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { DatabaseNotifications } from './notifications';
import { createPgListener } from './pg-listener';
import { lockDataDir } from './data-dir-lock';
import { asPglite, openPgliteThread, type PgliteThread } from './pglite-thread-client';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** LISTEN/NOTIFY: on PostgreSQL through one dedicated connection, opened on the first listen. */
  notifications: DatabaseNotifications;
  migrate: () => Promise<void>;
  /** Closes the pool and the listening connection. */
  close: () => Promise<void>;
};

export type DatabaseOptions =
  | {
      kind: 'postgres';
      url: string;
      /** connections kept at most (10 unless said) */ poolSize?: number;
    }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-memory' };

/**
 * Settings of every database session. A one-letter slip in a name scores about 0.5 in trigram
 * word similarity while the default bar is 0.6: the athlete search lowers it to 0.45.
 */
const sessionSettings = { 'pg_trgm.word_similarity_threshold': '0.45' };

/** The URL with the session settings added to its startup `options` (kept if it has some). */
export function withSessionSettings(url: string): string {
  const parsed = new URL(url);
  const settings = Object.entries(sessionSettings).map(([name, value]) => `-c ${name}=${value}`);
  const existing = parsed.searchParams.get('options');
  parsed.searchParams.set('options', [existing, ...settings].filter(Boolean).join(' '));
  return parsed.toString();
}

/** The databases one process serves alone: the embedded ones this process opened. */
const ownDatabases = new WeakSet<object>();

/**
 * Whether every request this database serves goes through this process: true of the embedded
 * database (PGlite holds its folder; no second process opens it), false of PostgreSQL, which
 * instances share. What only counts this process's requests (a rate limit's counter) may then be
 * kept in memory rather than in a table.
 */
export function servedByThisProcessAlone(db: object): boolean {
  return ownDatabases.has(db);
}

/** Migrations are resolved from the working directory so the bundled server finds them too. */
export const migrationsFolder = path.resolve(process.cwd(), 'drizzle');

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: withSessionSettings(options.url),
      max: options.poolSize ?? 10,
    });
    const db = drizzlePg(pool, { schema });
    const listener = createPgListener(options.url, { applicationName: 'showcase-listener' });
    return {
      db,
      kind: 'postgres',
      notifications: { notify: notifyThrough(db), listen: listener.listen },
      migrate: () => migratePg(db, { migrationsFolder }),
      close: async () => {
        await listener.close();
        await pool.end();
      },
    };
  }

  // The embedded database runs on its own thread (its options are set there); its files are
  // opened by one process at a time.
  const dataDir = options.kind === 'pglite' ? options.dataDir : undefined;
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  let client: PgliteThread;
  try {
    client = await openPgliteThread({ dataDir, settings: sessionSettings });
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzlePglite({ client: asPglite(client), schema });
  ownDatabases.add(db);
  return {
    db,
    kind: 'pglite',
    // One process owns a PGlite database, so its listeners are the app instances of that process.
    notifications: {
      notify: notifyThrough(db),
      // The thread posts a statement's notifications before its answer, and this side calls the
      // listeners as each message arrives (pglite-thread-client.test.ts checks the order).
      heardBeforeAnswer: true,
      listen: async (channel, { onMessage }) => {
        const unlisten = await client.listen(channel, onMessage);
        return () => unlisten().catch(() => {});
      },
    },
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close().finally(unlock),
  };
}

/** The most notifications one statement carries. */
const NOTIFY_BATCH = 100;

/**
 * Notifications asked for together (in the same task: the two members of a message, a route's
 * clears) go out in one statement, in the order they were asked for, sent at once. A statement
 * does not wait for the one before it: under load, a write's account marker would otherwise wait
 * a whole turn of the event loop behind another request's statement before it even left. Each
 * caller's promise settles with the statement that carried its notification.
 */
export function notifyThrough(db: {
  execute: Database['execute'];
}): DatabaseNotifications['notify'] {
  type Waiting = {
    channel: string;
    payload: string;
    done: () => void;
    failed: (error: unknown) => void;
  };
  let queue: Waiting[] = [];
  const sendOne = async (batch: Waiting[]) => {
    const calls = batch.map((one) => sql`pg_notify(${one.channel}, ${one.payload})`);
    try {
      await db.execute(sql`select ${sql.join(calls, sql`, `)}`);
      for (const one of batch) one.done();
    } catch (error) {
      for (const one of batch) one.failed(error);
    }
  };
  const send = () => {
    const asked = queue;
    queue = [];
    for (let i = 0; i < asked.length; i += NOTIFY_BATCH)
      void sendOne(asked.slice(i, i + NOTIFY_BATCH));
  };
  return (channel, payload) =>
    new Promise<void>((done, failed) => {
      queue.push({ channel, payload, done, failed });
      if (queue.length === 1) queueMicrotask(send);
    });
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
