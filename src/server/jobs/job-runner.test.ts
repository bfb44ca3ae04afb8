import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs } from '#server/db/schema/jobs';
import { getTestDatabase } from '#server/test/test-database';
import { createJobRunner } from './job-runner';
import { onlyRow } from '#server/test/rows';

const quiet = () => {};
const unique = (base: string) => `${base}.${randomUUID().slice(0, 8)}`;

describe('the job runner', () => {
  it('runs a recurring task once per period however many workers look', async () => {
    const { db } = await getTestDatabase();
    const name = unique('test.recurring');
    let runs = 0;
    const workers = [createJobRunner(db, quiet), createJobRunner(db, quiet)];
    for (const worker of workers) {
      worker.recurring(name, 60_000, async () => {
        runs += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
      });
    }
    // Both look at the same moment, twice: the task ran once, and waits a minute for the next.
    await Promise.all(workers.map((worker) => worker.runDue()));
    await Promise.all(workers.map((worker) => worker.runDue()));
    expect(runs).toBe(1);
    const row = onlyRow(await db.select().from(jobs).where(eq(jobs.recurringKey, name)));
    expect(row.runAt.getTime()).toBeGreaterThan(Date.now() + 55_000);
    expect(row.lockedUntil).toBeNull();
    expect(row.runs).toBe(1);
    expect(row.lastRunAt).not.toBeNull();
  });

  it('runs a task marked for every start as a server starts, even before its period is up', async () => {
    const { db } = await getTestDatabase();
    const everyStart = unique('test.every-start');
    const periodic = unique('test.periodic');
    const ran: string[] = [];
    const register = (worker: ReturnType<typeof createJobRunner>) => {
      worker.recurring(everyStart, 60_000, async () => void ran.push(everyStart), {
        atEveryStart: true,
      });
      worker.recurring(periodic, 60_000, async () => void ran.push(periodic));
    };
    const first = createJobRunner(db, quiet);
    register(first);
    await first.runDue();
    expect(ran.sort()).toEqual([everyStart, periodic].sort());

    // A server started again (after a crash, say) a moment later: the marked task runs at once,
    // the other waits for its minute.
    ran.length = 0;
    const restarted = createJobRunner(db, quiet);
    register(restarted);
    const restartedAt = new Date();
    await restarted.start(60_000, restartedAt);
    await expect.poll(() => ran).toEqual([everyStart]);
    await restarted.stop();

    // Another worker of that same start (its process began with the first's): it ran already.
    const sibling = createJobRunner(db, quiet);
    register(sibling);
    await sibling.start(60_000, restartedAt);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await sibling.stop();
    expect(ran).toEqual([everyStart]);
    const row = onlyRow(await db.select().from(jobs).where(eq(jobs.recurringKey, everyStart)));
    expect(row.runAt.getTime()).toBeGreaterThan(Date.now() + 55_000);
  });

  it('runs a one-off job once, then forgets it', async () => {
    const { db } = await getTestDatabase();
    const name = unique('test.once');
    const seen: unknown[] = [];
    const workers = [createJobRunner(db, quiet), createJobRunner(db, quiet)];
    for (const worker of workers) worker.handle(name, async (payload) => void seen.push(payload));
    await workers[0]!.enqueue(name, { to: 'someone' });
    await workers[0]!.enqueue(name, { to: 'later' }, new Date(Date.now() + 3600_000));
    await Promise.all(workers.map((worker) => worker.runDue()));
    expect(seen).toEqual([{ to: 'someone' }]);
    expect(await db.select().from(jobs).where(eq(jobs.name, name))).toHaveLength(1);
  });

  it('claims again a job whose worker died mid-run, once its lease lapses', async () => {
    const { db } = await getTestDatabase();
    const name = unique('test.crash');
    await db.insert(jobs).values({
      name,
      payload: 'left over',
      // Claimed by a worker that is gone: its lease ran out a moment ago.
      lockedUntil: new Date(Date.now() - 1000),
      attempts: 1,
    });
    const seen: unknown[] = [];
    const worker = createJobRunner(db, quiet);
    worker.handle(name, async (payload) => void seen.push(payload));
    expect(await worker.runDue()).toBe(1);
    expect(seen).toEqual(['left over']);
  });

  it('tries a failed job again later, and keeps a recurring task on its period', async () => {
    const { db } = await getTestDatabase();
    const once = unique('test.failing');
    const worker = createJobRunner(db, quiet);
    worker.handle(once, async () => {
      throw new Error('mail server down');
    });
    await worker.enqueue(once, null);
    await worker.runDue();
    const row = onlyRow(await db.select().from(jobs).where(eq(jobs.name, once)));
    expect(row).toMatchObject({ attempts: 1, lastError: 'mail server down', lockedUntil: null });
    expect(row.runAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
  });
});
