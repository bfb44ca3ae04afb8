import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';

/**
 * The embedded database, run on a thread of its own (`pglite-thread.mjs`). PGlite executes on
 * the thread that opened it and took about 45 % of the server's one thread under load; on its
 * own thread it runs on the machine's second core while the server answers requests.
 *
 * The object below is the part of PGlite's interface the app and Drizzle use: queries, a
 * transaction, LISTEN and closing. Query results cross as structured clones; an error crosses
 * with its PostgreSQL fields (code, detail, constraint…).
 */
export type PgliteThread = {
  query: <T>(sql: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;
  exec: (sql: string, options?: QueryOptions) => Promise<Results[]>;
  transaction: <T>(callback: (tx: ThreadTransaction) => Promise<T>) => Promise<T>;
  listen: (channel: string, onMessage: (payload: string) => void) => Promise<() => Promise<void>>;
  close: () => Promise<void>;
};

type ThreadTransaction = Pick<PgliteThread, 'query' | 'exec'> & {
  rollback: () => Promise<void>;
  readonly closed: boolean;
};

type Request =
  | {
      operation: 'query';
      sql: string;
      params?: unknown[];
      transaction?: number;
      rowMode?: QueryOptions['rowMode'];
      /** Types to return as text: the caller has parsers for them. */
      rawTypes: number[];
    }
  | { operation: 'exec'; sql: string; transaction?: number }
  | { operation: 'begin' }
  | { operation: 'end'; transaction: number; commit: boolean }
  | { operation: 'listen' | 'unlisten'; channel: string }
  | { operation: 'close' };

type FromThread =
  | { kind: 'ready' }
  | { kind: 'failed'; error: Record<string, unknown> }
  | { kind: 'answer'; id: number; value?: unknown; error?: Record<string, unknown> }
  | { kind: 'notification'; channel: string; payload: string };

/** The thread's file: beside this module in the sources, beside the server in the build. */
const threadFile = 'pglite-thread.mjs';

/** An error from the thread, with the fields it carried (its stack is this thread's). */
function errorFrom(fields: Record<string, unknown>): Error {
  return Object.assign(new Error(String(fields.message)), fields);
}

export async function openPgliteThread(options: {
  /** Where the database's files live; none keeps it in memory. */
  dataDir?: string;
  /** Settings of the database's session (`set_config`). */
  settings: Record<string, string>;
}): Promise<PgliteThread> {
  const worker = new Worker(new URL(threadFile, import.meta.url), { workerData: options });
  const pending = new Map<number, { done: (value: unknown) => void; failed: (e: Error) => void }>();
  const channels = new Map<string, { callbacks: Set<(p: string) => void>; ready: Promise<void> }>();
  let lastId = 0;
  let broken: Error | undefined;

  // The thread keeps the process alive only while an answer is awaited: an idle database must
  // not stop a script from ending, and a query in flight must not be cut off by it.
  worker.unref();
  const settle = (id: number) => {
    const waiting = pending.get(id);
    pending.delete(id);
    if (pending.size === 0) worker.unref();
    return waiting;
  };

  const opened = new Promise<void>((ready, failed) => {
    worker.on('message', (message: FromThread) => {
      if (message.kind === 'answer') {
        const waiting = settle(message.id);
        if (message.error) waiting?.failed(errorFrom(message.error));
        else waiting?.done(message.value);
      } else if (message.kind === 'notification') {
        for (const callback of channels.get(message.channel)?.callbacks ?? []) {
          callback(message.payload);
        }
      } else if (message.kind === 'ready') {
        ready();
      } else {
        failed(errorFrom(message.error));
      }
    });
    const stop = (error: Error) => {
      // Closing ends the thread too; anything else leaves the server without its database.
      if (!broken) console.error('[database] the embedded database stopped:', error);
      broken ??= error;
      failed(error);
      for (const id of [...pending.keys()]) settle(id)?.failed(error);
    };
    worker.on('error', stop);
    worker.on('exit', (code) => stop(new Error(`The embedded database's thread ended (${code}).`)));
  });
  worker.ref();
  await opened;
  worker.unref();

  const call = (request: Request) =>
    new Promise<unknown>((done, failed) => {
      if (broken) {
        failed(broken);
        return;
      }
      const id = ++lastId;
      if (pending.size === 0) worker.ref();
      pending.set(id, { done, failed });
      worker.postMessage({ ...request, id });
    });

  const query = async <T>(
    sql: string,
    params: unknown[] | undefined,
    queryOptions: QueryOptions | undefined,
    transaction?: number,
  ): Promise<Results<T>> => {
    const parsers = queryOptions?.parsers ?? {};
    const results = (await call({
      operation: 'query',
      sql,
      params,
      transaction,
      rowMode: queryOptions?.rowMode,
      rawTypes: Object.keys(parsers).map(Number),
    })) as Results<T>;
    // The types given parsers came as text; the parsers (functions, which cannot cross) run here.
    results.fields.forEach((field, index) => {
      const parse = parsers[field.dataTypeID];
      if (!parse) return;
      const key = queryOptions?.rowMode === 'array' ? index : field.name;
      for (const row of results.rows as Record<string | number, unknown>[]) {
        if (typeof row[key] === 'string') row[key] = parse(row[key] as string);
      }
    });
    return results;
  };
  const exec = async (sql: string, transaction?: number) =>
    (await call({ operation: 'exec', sql, transaction })) as Results[];

  return {
    query: (sql, params, queryOptions) => query(sql, params, queryOptions),
    exec: (sql) => exec(sql),
    transaction: async (callback) => {
      const number = (await call({ operation: 'begin' })) as number;
      let closed = false;
      const end = async (commit: boolean) => {
        if (closed) return;
        closed = true;
        await call({ operation: 'end', transaction: number, commit });
      };
      const tx: ThreadTransaction = {
        query: (sql, params, queryOptions) => query(sql, params, queryOptions, number),
        exec: (sql) => exec(sql, number),
        rollback: () => end(false),
        get closed() {
          return closed;
        },
      };
      let value;
      try {
        value = await callback(tx);
      } catch (error) {
        await end(false).catch(() => {});
        throw error;
      }
      await end(true);
      return value;
    },
    listen: async (channel, onMessage) => {
      let listening = channels.get(channel);
      if (!listening) {
        listening = {
          callbacks: new Set(),
          ready: call({ operation: 'listen', channel }) as Promise<void>,
        };
        channels.set(channel, listening);
      }
      listening.callbacks.add(onMessage);
      await listening.ready;
      const mine = listening;
      return async () => {
        mine.callbacks.delete(onMessage);
        if (mine.callbacks.size > 0 || channels.get(channel) !== mine) return;
        channels.delete(channel);
        await call({ operation: 'unlisten', channel });
      };
    },
    close: async () => {
      if (broken) return;
      await call({ operation: 'close' });
      broken = new Error('The embedded database is closed.');
      await worker.terminate();
    },
  };
}

/** The thread as the PGlite client Drizzle's driver takes (it uses only the methods above). */
export function asPglite(thread: PgliteThread): PGlite {
  return thread as unknown as PGlite;
}
