import { drizzle } from 'drizzle-orm/pg-proxy';
import type { Database } from '../db/client';
import * as schema from '../db/schema';

/** A statement as a database server receives it. */
export type Statement = { text: string; params: unknown[] };

/**
 * A database that never connects: each statement goes to `answer` (drizzle's pg-proxy driver),
 * which gives its rows or fails. By default every statement fails: for code that should send
 * none, or keys things by database.
 */
export function proxyDatabase(
  answer: (statement: Statement) => Promise<{ rows: unknown[] }> = () =>
    Promise.reject(new Error('This test database has no server.')),
): Database {
  return drizzle((text, params) => answer({ text, params }), { schema });
}
