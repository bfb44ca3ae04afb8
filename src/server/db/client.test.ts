import { describe, expect, it } from 'vitest';
import { sql, type SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { PgRaw } from 'drizzle-orm/pg-core/query-builders/raw';
import { notifyThrough, withSessionSettings } from './client';

describe('withSessionSettings', () => {
  it('adds the search settings to the startup options and keeps options already given', () => {
    const plain = new URL(withSessionSettings('postgres://app@db.example:5432/showcase'));
    expect(plain.searchParams.get('options')).toBe('-c pg_trgm.word_similarity_threshold=0.45');
    expect(plain.pathname).toBe('/showcase');

    const given = new URL(
      withSessionSettings(
        'postgres://app@db.example/showcase?sslmode=require&options=-c%20x.y%3D1',
      ),
    );
    expect(given.searchParams.get('sslmode')).toBe('require');
    expect(given.searchParams.get('options')).toBe(
      '-c x.y=1 -c pg_trgm.word_similarity_threshold=0.45',
    );
  });
});

describe('notifyThrough', () => {
  /** A database whose statements wait until the test lets them go, and may fail. */
  function slowDatabase() {
    const dialect = new PgDialect();
    const sent: { text: string; params: unknown[] }[] = [];
    const pending: { finish: () => void; fail: (error: Error) => void }[] = [];
    /** Records the statement when it is sent, and answers when the test says. */
    const execute = (query: SQLWrapper | string) => {
      const statement = typeof query === 'string' ? sql.raw(query) : query.getSQL();
      const { sql: text, params } = dialect.sqlToQuery(statement);
      sent.push({ text, params });
      const answered = new Promise<unknown>((finish, fail) =>
        pending.push({ finish: () => finish({ rows: [] }), fail }),
      );
      return new PgRaw(
        () => answered,
        statement,
        { sql: text, params },
        (result) => result,
      );
    };
    return { db: { execute }, sent, pending };
  }

  it('sends what is asked at once in one statement, in order, without waiting for the last', async () => {
    const { db, sent, pending } = slowDatabase();
    const notify = notifyThrough(db);
    const settled: string[] = [];
    const ask = (channel: string, payload: string) =>
      notify(channel, payload).then(() => settled.push(payload));
    const first = [ask('a', '1'), ask('b', '2')];
    await Promise.resolve();
    expect(sent).toEqual([
      { text: 'select pg_notify($1, $2), pg_notify($3, $4)', params: ['a', '1', 'b', '2'] },
    ]);
    // Those asked for next go out at once, while the first statement is still on its way.
    const later = [ask('a', '3'), ask('c', '4')];
    await Promise.resolve();
    expect(sent).toHaveLength(2);
    expect(sent[1]!.params).toEqual(['a', '3', 'c', '4']);
    pending[0]!.finish();
    await Promise.all(first);
    expect(settled).toEqual(['1', '2']);
    pending[1]!.fail(new Error('connection lost'));
    await expect(later[0]).rejects.toThrow('connection lost');
    await expect(later[1]).rejects.toThrow('connection lost');
    // A failed statement does not stop the next.
    const again = ask('a', '5');
    await expect.poll(() => sent.length).toBe(3);
    pending[2]!.finish();
    await again;
    expect(settled).toEqual(['1', '2', '5']);
  });

  it('splits more than a hundred notifications asked for at once into statements of a hundred', async () => {
    const { db, sent, pending } = slowDatabase();
    const notify = notifyThrough(db);
    const asked = Array.from({ length: 150 }, (_, i) => notify('a', String(i)));
    await expect.poll(() => sent.length).toBe(2);
    expect(sent.map((one) => one.params.length)).toEqual([200, 100]);
    expect(sent[1]!.params.slice(0, 2)).toEqual(['a', '100']);
    for (const one of pending) one.finish();
    await Promise.all(asked);
  });
});
