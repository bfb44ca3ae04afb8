import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { servedByThisProcessAlone, type DatabaseHandle } from '../db/client';
import { requestLimits } from '../db/schema/request-limits';
import { proxyDatabase } from '../test/proxy-database';
import { rowsOf } from '../test/rows';
import { getTestDatabase } from '../test/test-database';
import { handleError } from './error-handler';
import { getClientIp } from './client-ip';
import { systemClock } from '../lib/clock';
import { countRequest, countRequestInMemory, rateLimit } from './rate-limit';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await getTestDatabase();
});

const from = (forwardedFor: string) => ({ headers: { 'x-forwarded-for': forwardedFor } });
const uniqueKey = () => `test:${Math.random().toString(36).slice(2)}`;

describe('countRequest', () => {
  it('counts within a window and starts again in the next one', async () => {
    const key = uniqueKey();
    const start = Date.UTC(2026, 0, 1, 12, 0, 0);
    expect((await countRequest(database.db, key, 60, start)).hits).toBe(1);
    expect((await countRequest(database.db, key, 60, start + 10_000)).hits).toBe(2);
    const third = await countRequest(database.db, key, 60, start + 59_000);
    expect(third).toEqual({ hits: 3, windowEndsAt: start + 60_000 });
    expect((await countRequest(database.db, key, 60, start + 60_000)).hits).toBe(1);
  });

  it("opens a window at the first request, not at the clock's minute", async () => {
    const key = uniqueKey();
    const start = Date.UTC(2026, 0, 1, 12, 0, 50);
    expect((await countRequest(database.db, key, 60, start)).hits).toBe(1);
    // 12:01:10 is a new minute but the same window: a burst across it is counted whole.
    expect(await countRequest(database.db, key, 60, start + 20_000)).toEqual({
      hits: 2,
      windowEndsAt: start + 60_000,
    });
    expect((await countRequest(database.db, key, 60, start + 60_000)).hits).toBe(1);
  });

  it('loses no count when requests arrive together', async () => {
    const key = uniqueKey();
    const now = Date.now();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => countRequest(database.db, key, 600, now)),
    );
    expect(results.map((result) => result.hits).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
  });

  it('keeps its counters out of the write-ahead log, so a count waits for no disk flush', async () => {
    // A count is worth nothing after a crash (a window lasts minutes): PostgreSQL empties an
    // unlogged table after one instead of replaying it.
    const rows = rowsOf(
      await database.db.execute(
        sql`select relpersistence from pg_class where oid = 'request_limits'::regclass`,
      ),
      z.object({ relpersistence: z.string() }),
    );
    expect(rows[0]?.relpersistence).toBe('u');
  });
});

describe('countRequestInMemory', () => {
  const owner = proxyDatabase();

  it('counts within a window and starts again in the next one', () => {
    const key = uniqueKey();
    const start = Date.UTC(2026, 0, 1, 12, 0, 0);
    expect(countRequestInMemory(owner, key, 60, start).hits).toBe(1);
    expect(countRequestInMemory(owner, key, 60, start + 10_000).hits).toBe(2);
    expect(countRequestInMemory(owner, key, 60, start + 59_000)).toEqual({
      hits: 3,
      windowEndsAt: start + 60_000,
    });
    expect(countRequestInMemory(owner, key, 60, start + 60_000).hits).toBe(1);
    // Another database's counts are its own.
    expect(countRequestInMemory(proxyDatabase(), key, 60, start + 60_000).hits).toBe(1);
  });

  it("opens a window at the first request, not at the clock's minute", () => {
    const key = uniqueKey();
    const start = Date.UTC(2026, 0, 1, 12, 0, 50);
    expect(countRequestInMemory(owner, key, 60, start).hits).toBe(1);
    expect(countRequestInMemory(owner, key, 60, start + 20_000)).toEqual({
      hits: 2,
      windowEndsAt: start + 60_000,
    });
    expect(countRequestInMemory(owner, key, 60, start + 60_000).hits).toBe(1);
  });

  it('keeps at most 50,000 counters: ended windows go first, then the oldest', () => {
    const db = proxyDatabase();
    const start = Date.UTC(2026, 0, 1, 12, 0, 0);
    countRequestInMemory(db, 'ended', 60, start - 120_000);
    countRequestInMemory(db, 'current', 60, start);
    countRequestInMemory(db, 'current', 60, start);
    for (let index = 0; index < 49_998; index += 1) {
      countRequestInMemory(db, `filler:${index}`, 600, start);
    }
    // Full: the ended window's counter goes, the current one keeps its count.
    countRequestInMemory(db, 'newcomer', 60, start);
    expect(countRequestInMemory(db, 'current', 60, start).hits).toBe(3);
    // Full with no ended window: the oldest goes ('current' was set first, before the fillers).
    countRequestInMemory(db, 'another', 60, start);
    expect(countRequestInMemory(db, 'current', 60, start).hits).toBe(1);
    expect(countRequestInMemory(db, 'filler:49997', 600, start).hits).toBe(2);
  });

  it('searches a full set for ended windows at most once a second, however many addresses arrive', () => {
    const db = proxyDatabase();
    const start = Date.UTC(2026, 0, 1, 12, 0, 0);
    for (let index = 0; index < 50_000; index += 1) {
      countRequestInMemory(db, `filler:${index}`, 600, start);
    }
    const began = performance.now();
    for (let index = 0; index < 2_000; index += 1) {
      countRequestInMemory(db, `newcomer:${index}`, 600, start + 1);
    }
    // One search of 50,000 counters per new address took about 0.65 s for these 2,000.
    expect(performance.now() - began).toBeLessThan(250);
    expect(countRequestInMemory(db, 'newcomer:1999', 600, start + 1).hits).toBe(2);
  });
});

describe('rateLimit', () => {
  function appWith(trustProxy: boolean) {
    const name = uniqueKey();
    const app = new Hono();
    app.use(
      '/limited',
      rateLimit(
        database.db,
        { name, limit: 2, windowSeconds: 600 },
        { trustProxy, clock: systemClock },
      ),
    );
    app.get('/limited', (c) => c.text('ok'));
    app.onError(handleError);
    return app;
  }

  it('behind a trusted proxy, counts by the address the proxy added, whatever came before it', async () => {
    const app = appWith(true);
    expect((await app.request('/limited', from('1.1.1.1, 203.0.113.9'))).status).toBe(200);
    expect((await app.request('/limited', from('2.2.2.2, 203.0.113.9'))).status).toBe(200);
    const limited = await app.request('/limited', from('3.3.3.3, 203.0.113.9'));
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect((await app.request('/limited', from('203.0.113.10'))).status).toBe(200);
  });

  it('keeps its counts in memory on the embedded database and in the shared table on PostgreSQL', async () => {
    const name = uniqueKey();
    const app = new Hono();
    app.use(
      '/limited',
      rateLimit(
        database.db,
        { name, limit: 5, windowSeconds: 600 },
        { trustProxy: true, clock: systemClock },
      ),
    );
    app.get('/limited', (c) => c.text('ok'));
    expect((await app.request('/limited', from('192.0.2.7'))).status).toBe(200);
    const rows = await database.db
      .select({ hits: requestLimits.hits })
      .from(requestLimits)
      .where(eq(requestLimits.key, `${name}:192.0.2.7`));
    expect(rows).toEqual(servedByThisProcessAlone(database.db) ? [] : [{ hits: 1 }]);
    expect(servedByThisProcessAlone(database.db)).toBe(database.kind === 'pglite');
  });

  it('without a trusted proxy, counts by the connection and ignores a made-up X-Forwarded-For', async () => {
    const app = appWith(false);
    const socket = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });
    expect((await app.request('/limited', from('1.1.1.1'), socket('198.51.100.4'))).status).toBe(
      200,
    );
    expect((await app.request('/limited', from('2.2.2.2'), socket('198.51.100.4'))).status).toBe(
      200,
    );
    expect((await app.request('/limited', from('3.3.3.3'), socket('198.51.100.4'))).status).toBe(
      429,
    );
    expect((await app.request('/limited', from('3.3.3.3'), socket('198.51.100.5'))).status).toBe(
      200,
    );
  });
});

describe('the client IP', () => {
  const ipOf = async (trustProxy: boolean, init: RequestInit, env?: object) => {
    const app = new Hono();
    app.get('/', (c) => c.text(getClientIp(c, trustProxy)));
    return (await app.request('/', init, env)).text();
  };
  const socket = { incoming: { socket: { remoteAddress: '198.51.100.4' } } };

  it('never comes from a header the client sent, without a trusted proxy', async () => {
    expect(await ipOf(false, from('1.1.1.1'), socket)).toBe('198.51.100.4');
    // No socket, as no request in production lacks one: no address rather than the header's.
    expect(await ipOf(false, from('1.1.1.1'))).toBe('unknown');
  });

  it('is the entry the proxy added, behind a trusted proxy', async () => {
    expect(await ipOf(true, from('6.6.6.6, 203.0.113.9'), socket)).toBe('203.0.113.9');
    expect(await ipOf(true, {}, socket)).toBe('198.51.100.4');
  });
});
