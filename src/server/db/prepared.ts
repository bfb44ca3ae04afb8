import type { Database } from './client';

/**
 * A statement built once per database and then only executed: later calls skip building its SQL
 * (drizzle's query builder is a large share of a write's own time under load), and PostgreSQL
 * plans a named statement once per connection. Build it with `sql.placeholder` for every value
 * that changes and `.prepare(name)`; a name is unique across the app. What drizzle computes while
 * building is computed once too: a column's `$onUpdate` time (the `updatedAt` of `timestamps`) is
 * set in SQL instead (`updatedAt: sql\`now()\``). Not for statements inside a transaction: a
 * prepared statement runs on the database's pool, not on the transaction's connection.
 */
export function preparedPerDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) built.set(db, (statement = build(db)));
    return statement;
  };
}

/** `preparedPerDatabase` for a family of statements told apart by a key (a set of filters). */
export function preparedPerKey<T>(): (db: Database, key: string, build: () => T) => T {
  const built = new WeakMap<Database, Map<string, T>>();
  return (db, key, build) => {
    let statements = built.get(db);
    if (!statements) built.set(db, (statements = new Map()));
    let statement = statements.get(key);
    if (!statement) statements.set(key, (statement = build()));
    return statement;
  };
}
