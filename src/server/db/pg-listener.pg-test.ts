import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createPgListener } from './pg-listener';

// Collected only by the PostgreSQL pass (vitest.config.ts): PGlite has no connection to lose.
const url = process.env.TEST_DATABASE_URL;
if (!url) throw new Error('The listener tests need TEST_DATABASE_URL (a PostgreSQL database).');

describe('the PostgreSQL listener', () => {
  it('hears NOTIFY from other connections and, once dropped, reconnects, listens again and says so', async () => {
    const name = `listener-test-${randomUUID().slice(0, 8)}`;
    const channel = 'listener_test';
    const logs: string[] = [];
    const listener = createPgListener(url, {
      applicationName: name,
      firstRetryMs: 20,
      log: (message) => logs.push(message),
    });
    const heard: string[] = [];
    let resumed = 0;
    await listener.listen(channel, {
      onMessage: (payload) => heard.push(payload),
      onResume: () => (resumed += 1),
    });
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    try {
      await other.query('select pg_notify($1, $2)', [channel, 'before']);
      await expect.poll(() => heard, { timeout: 2000, interval: 10 }).toEqual(['before']);

      // As a server restart or a failover would.
      await other.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
        [name],
      );
      await expect.poll(() => resumed, { timeout: 5000, interval: 10 }).toBe(1);
      await other.query('select pg_notify($1, $2)', [channel, 'after']);
      await expect.poll(() => heard, { timeout: 2000, interval: 10 }).toEqual(['before', 'after']);
      // One line when lost, one when back.
      expect(logs).toHaveLength(2);
    } finally {
      await other.end();
      await listener.close();
    }
  });

  it('keeps trying while the server cannot be reached, logging once, until closed', async () => {
    const logs: string[] = [];
    // Port 1 on this machine: nothing listens there, so every attempt is refused at once.
    const listener = createPgListener('postgres://nobody@127.0.0.1:1/nothing', {
      firstRetryMs: 5,
      maxRetryMs: 20,
      log: (message) => logs.push(message),
    });
    let resumed = 0;
    // Resolves after the first attempt failed: start-up does not wait for the listener.
    await listener.listen('anything', { onMessage: () => {}, onResume: () => (resumed += 1) });
    await new Promise((resolve) => setTimeout(resolve, 150));
    await listener.close();
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatch(/retrying/);
    expect(resumed).toBe(0);
  });
});
