import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgliteThread, type PgliteThread } from './pglite-thread-client';

describe('the embedded database on its own thread', () => {
  let database: PgliteThread;
  beforeAll(async () => {
    database = await openPgliteThread({
      settings: { 'pg_trgm.word_similarity_threshold': '0.45' },
    });
    await database.exec(`
      create table notes (id serial primary key, body text not null unique, at timestamptz);
      create extension if not exists pg_trgm;
    `);
  });
  afterAll(() => database.close());

  it('answers a query with its rows, fields and the session settings it was opened with', async () => {
    const inserted = await database.query<{ id: number; body: string }>(
      'insert into notes (body, at) values ($1, $2), ($3, $4) returning id, body',
      ['first', '2026-11-27T10:00:00Z', 'second', null],
    );
    expect(inserted.rows.map((row) => row.body)).toEqual(['first', 'second']);
    expect(inserted.affectedRows).toBe(2);
    expect(inserted.fields.map((field) => field.name)).toEqual(['id', 'body']);

    const setting = await database.query<{ value: string }>(
      "select current_setting('pg_trgm.word_similarity_threshold') as value",
    );
    expect(setting.rows).toEqual([{ value: '0.45' }]);
  });

  it('keeps the types a caller gives parsers as text and runs its parsers on them', async () => {
    const timestamptz = 1184;
    const result = await database.query<unknown[]>(
      "select body, at, 42 as answer from notes where body = 'first'",
      [],
      { rowMode: 'array', parsers: { [timestamptz]: (text: string) => `parsed ${text}` } },
    );
    expect(result.rows).toEqual([['first', 'parsed 2026-11-27 10:00:00+00', 42]]);

    // Without a parser the thread's own parsing applies (a Date, as PGlite gives it).
    const plain = await database.query<{ at: unknown }>(
      "select at from notes where body = 'first'",
    );
    expect(plain.rows[0]!.at).toEqual(new Date('2026-11-27T10:00:00Z'));
  });

  it('gives the date and time types Drizzle asks for as text as text, arrays of them too', async () => {
    // Drizzle's set: date, timestamp, timestamptz, interval, their arrays and numeric arrays.
    const asText = Object.fromEntries(
      [1082, 1114, 1184, 1186, 1182, 1115, 1185, 1187, 1231].map((type) => [
        type,
        (text: string) => text,
      ]),
    );
    const result = await database.query<unknown[]>(
      "select at, array[at, at] as ats, interval '90 minutes' as span, 7 as n from notes where body = 'first'",
      [],
      { rowMode: 'array', parsers: asText },
    );
    expect(result.rows).toEqual([
      [
        '2026-11-27 10:00:00+00',
        '{"2026-11-27 10:00:00+00","2026-11-27 10:00:00+00"}',
        '01:30:00',
        7,
      ],
    ]);
  });

  it("fails a query with PostgreSQL's error fields", async () => {
    const failure = database.query('insert into notes (body) values ($1)', ['first']);
    await expect(failure).rejects.toMatchObject({
      message: expect.stringContaining('duplicate key'),
      code: '23505',
      constraint: 'notes_body_key',
    });
    await expect(failure).rejects.toBeInstanceOf(Error);
  });

  it('commits a transaction, rolls back one whose callback fails, and keeps others out meanwhile', async () => {
    const value = await database.transaction(async (tx) => {
      await tx.query("insert into notes (body) values ('in a transaction')");
      return 'done';
    });
    expect(value).toBe('done');

    let outsideRan = false;
    let outside: Promise<unknown> | undefined;
    await expect(
      database.transaction(async (tx) => {
        await tx.query("insert into notes (body) values ('rolled back')");
        // A query outside the transaction waits for it to end.
        outside = database
          .query("select count(*)::int as n from notes where body = 'rolled back'")
          .then((result) => {
            outsideRan = true;
            return result.rows;
          });
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(outsideRan).toBe(false);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await outside).toEqual([{ n: 0 }]);

    const bodies = await database.query<{ body: string }>('select body from notes order by id');
    expect(bodies.rows.map((row) => row.body)).toEqual(['first', 'second', 'in a transaction']);
  });

  it('rolls back when asked and refuses the transaction afterwards', async () => {
    await database.transaction(async (tx) => {
      await tx.query("insert into notes (body) values ('undone')");
      await tx.rollback();
      expect(tx.closed).toBe(true);
    });
    const found = await database.query("select 1 from notes where body = 'undone'");
    expect(found.rows).toEqual([]);
  });

  it('delivers notifications to every listener of a channel until each stops', async () => {
    const first: string[] = [];
    const second: string[] = [];
    const stopFirst = await database.listen('changes', (payload) => first.push(payload));
    const stopSecond = await database.listen('changes', (payload) => second.push(payload));
    await database.query("select pg_notify('changes', 'one')");
    await expect.poll(() => [first, second]).toEqual([['one'], ['one']]);

    await stopFirst();
    await database.query("select pg_notify('changes', 'two')");
    await expect.poll(() => second).toEqual(['one', 'two']);
    expect(first).toEqual(['one']);

    await stopSecond();
    await database.query("select pg_notify('changes', 'three')");
    await database.query('select 1');
    expect(second).toEqual(['one', 'two']);
  });

  it("delivers a write's notifications before the write answers, a transaction's at its commit", async () => {
    // The server's caches rely on it: a write's own announcement is heard before its caller
    // goes on (db/client.ts, heardBeforeAnswer).
    await database.exec(`
      create table marks (id serial primary key, label text not null);
      create function announce_mark() returns trigger language plpgsql as $$
      begin perform pg_notify('marks', new.label); return null; end $$;
      create trigger mark_announced after insert on marks
      for each row execute function announce_mark();
    `);
    const heard: string[] = [];
    const stop = await database.listen('marks', (payload) => heard.push(payload));
    for (const label of ['a', 'b', 'c']) {
      await database.query('insert into marks (label) values ($1)', [label]);
      expect(heard.at(-1)).toBe(label);
    }
    await database.transaction(async (tx) => {
      await tx.query("insert into marks (label) values ('in a transaction')");
      expect(heard.at(-1)).toBe('c');
    });
    expect(heard).toEqual(['a', 'b', 'c', 'in a transaction']);
    await stop();
  });

  it('refuses every call once closed', async () => {
    const other = await openPgliteThread({ settings: {} });
    await other.query('select 1');
    await other.close();
    await expect(other.query('select 1')).rejects.toThrow('The embedded database is closed.');
  });
});
