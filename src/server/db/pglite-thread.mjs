// The embedded database's own thread. PGlite runs PostgreSQL compiled to WebAssembly on the
// thread that opened it; here that is this worker, so the server's thread spends its time on
// requests while queries run beside it on another core. The server's side of the messages is
// `pglite-thread-client.ts`; this file is plain JavaScript so tests and the built server run it
// as it is.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** @type {{ dataDir?: string; settings: Record<string, string> }} */
const { dataDir, settings } = workerData;

// PGlite's default shared_buffers (128MB) is a server's; the embedded database holds a small
// site's data, and the pages it reads stay in the operating system's file cache. 32MB keeps
// the server's resident memory about 100MB lower (measured: 322 → 217MB for the database alone).
const options = { extensions: { pg_trgm }, postgresqlconf: ['shared_buffers=32MB'] };
if (dataDir) {
  // PGlite needs the parent folder to exist; it creates the data folder itself.
  mkdirSync(path.dirname(dataDir), { recursive: true });
}
const database = dataDir ? new PGlite({ dataDir, ...options }) : new PGlite(options);

/** Open transactions by number: the session of each and how to end it. */
const transactions = new Map();
let lastTransaction = 0;
/** The function that stops listening on each channel listened on. */
const listening = new Map();

/**
 * An error as plain fields (PostgreSQL's code, detail, constraint…): they survive the crossing.
 * Its stack stays here: the server's side gives the error its own.
 */
function plainError(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = { name: error.name, message: error.message };
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
      fields[key] = value;
    }
  }
  return fields;
}

const keepText = (text) => text;

/**
 * The types Drizzle asks for as text on every query (dates, timestamps, intervals, and arrays of
 * those and of numerics), kept as text in PGlite's own parser table. Given with a query instead,
 * PGlite merges them into its whole table (over 300 types) each time: a third of a simple
 * query's time on this thread.
 */
const TEXT_TYPES = [1082, 1114, 1184, 1186, 1182, 1115, 1185, 1187, 1231];
/** PGlite's parsers for those types, for a query that does not ask for them as text. */
const builtInParsers = {};

/**
 * Query options as PGlite takes them: the types asked to stay as text come as text, the others
 * parsed as PGlite parses them. A query asking for exactly TEXT_TYPES (Drizzle's) passes no
 * parsers; any other set passes its own, at the cost of the merge (an array of one of those
 * types, not asked for as text, then comes as an array of text: PGlite's array parsers read
 * their element's parser from the table).
 */
function queryOptions(message) {
  const asked = new Set(message.rawTypes ?? []);
  if (asked.size === TEXT_TYPES.length && TEXT_TYPES.every((type) => asked.has(type))) {
    return { rowMode: message.rowMode };
  }
  const parsers = {};
  for (const type of TEXT_TYPES) if (!asked.has(type)) parsers[type] = builtInParsers[type];
  for (const type of asked) parsers[type] = keepText;
  return { rowMode: message.rowMode, parsers };
}

/** The session a message runs in: the open transaction it names, or the database. */
function sessionOf(message) {
  if (message.transaction === undefined) return database;
  const open = transactions.get(message.transaction);
  if (!open) throw new Error(`Transaction ${message.transaction} is not open.`);
  return open.session;
}

/** A rollback asked for by the server's side: not an error of the transaction's own. */
const rollbackAsked = Symbol('rollback asked');

const operations = {
  query: (message) => sessionOf(message).query(message.sql, message.params, queryOptions(message)),
  exec: (message) => sessionOf(message).exec(message.sql, queryOptions(message)),
  /** Opens a transaction and answers with its number once it holds the database. */
  begin: () =>
    new Promise((opened, failed) => {
      const number = ++lastTransaction;
      const open = {};
      open.ended = database.transaction(
        (session) =>
          new Promise((commit, rollback) => {
            Object.assign(open, { session, commit, rollback });
            transactions.set(number, open);
            opened(number);
          }),
      );
      // Before it opened, a failure is the `begin`'s own; after, `end` reports it.
      open.ended.catch(failed);
    }),
  /** Commits (or rolls back) a transaction and answers once it has ended. */
  end: async (message) => {
    const open = transactions.get(message.transaction);
    if (!open) throw new Error(`Transaction ${message.transaction} is not open.`);
    transactions.delete(message.transaction);
    if (message.commit) open.commit();
    else open.rollback(rollbackAsked);
    try {
      await open.ended;
    } catch (error) {
      if (error !== rollbackAsked) throw error;
    }
  },
  listen: async ({ channel }) => {
    if (listening.has(channel)) return;
    const stop = await database.listen(channel, (payload) =>
      parentPort.postMessage({ kind: 'notification', channel, payload }),
    );
    listening.set(channel, stop);
  },
  unlisten: async ({ channel }) => {
    const stop = listening.get(channel);
    listening.delete(channel);
    await stop?.();
  },
  close: async () => {
    await database.close();
  },
};

parentPort.on('message', async (message) => {
  try {
    const value = await operations[message.operation](message);
    parentPort.postMessage({ kind: 'answer', id: message.id, value });
  } catch (error) {
    parentPort.postMessage({ kind: 'answer', id: message.id, error: plainError(error) });
  }
});

try {
  await database.waitReady;
  for (const type of TEXT_TYPES) {
    builtInParsers[type] = database.parsers[type] ?? keepText;
    database.parsers[type] = keepText;
  }
  for (const [name, value] of Object.entries(settings)) {
    await database.query('select set_config($1, $2, false)', [name, value]);
  }
  parentPort.postMessage({ kind: 'ready' });
} catch (error) {
  parentPort.postMessage({ kind: 'failed', error: plainError(error) });
}
