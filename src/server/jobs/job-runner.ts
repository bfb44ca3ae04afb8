import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { jobs } from '#server/db/schema/jobs';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

type Handler = {
  run: (payload: unknown) => Promise<void>;
  /** how long a claim lasts: a run still going past it may be claimed again elsewhere */
  leaseMs: number;
  /** recurring tasks: the time between runs */
  everyMs?: number;
};

/** A recurring task as the module that owns it describes it; createApp registers each one. */
export type RecurringJob = {
  name: string;
  everyMs: number;
  run: () => Promise<void>;
  options?: { firstRunInMs?: number; leaseMs?: number; atEveryStart?: boolean };
};

export type JobRunner = {
  /**
   * A task run every `everyMs`, once across all workers and instances: its one row's next run is
   * claimed by whoever comes first and moved on when done (at start-up the first time, unless
   * `firstRunInMs`). `atEveryStart`: also as soon as a server starts, for a task that takes up
   * what a stopped or killed process left.
   */
  recurring: (
    name: string,
    everyMs: number,
    task: () => Promise<void>,
    options?: { firstRunInMs?: number; leaseMs?: number; atEveryStart?: boolean },
  ) => void;
  /** Registers each of the modules' recurring tasks (`recurring` for each). */
  register: (jobs: RecurringJob[]) => void;
  /** What runs a one-off job of `name` with its payload. */
  handle: (
    name: string,
    run: (payload: unknown) => Promise<void>,
    options?: { leaseMs?: number },
  ) => void;
  /** Stores a one-off job (inside the caller's transaction when given): it runs once, soon after `runAt`. */
  enqueue: (name: string, payload: unknown, runAt?: Date, tx?: Tx) => Promise<void>;
  /** Claims and runs every job due now, one after another; resolves with how many ran. */
  runDue: () => Promise<number>;
  /**
   * Looks for due jobs every `pollMs` from now on (the server; tests call runDue).
   * `processStartedAt`: tasks due at every start run unless they ran since then, so the workers
   * of one deployment, started together, run them once.
   */
  start: (pollMs?: number, processStartedAt?: Date) => Promise<void>;
  /** Stops looking and waits for the job under way. */
  stop: () => Promise<void>;
};

const DEFAULT_LEASE_MS = 5 * 60_000;
const MAX_ATTEMPTS = 10;
/** A failed run is tried again after 30 s, doubling up to an hour. */
const retryDelayMs = (attempts: number) => Math.min(3600_000, 30_000 * 2 ** (attempts - 1));

// Every time the runner writes or compares is the database's (now()), never a process's: claims
// are decided there, and the workers and instances that share the table share its clock.
const fromNow = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;

/**
 * One durable runner for the work the server does on its own (decision 0019): a `jobs` table
 * whose due rows are claimed with `FOR UPDATE SKIP LOCKED`, so each runs once however many
 * workers and instances look, on the embedded database and on PostgreSQL alike. A claim is a
 * lease: a worker that dies mid-run leaves the row to be claimed again when it lapses.
 */
export function createJobRunner(
  db: Database,
  log: (message: string, error?: unknown) => void = (message, error) =>
    error === undefined ? console.log(message) : console.error(message, error),
): JobRunner {
  const handlers = new Map<string, Handler>();
  const recurring = new Map<string, RecurringEntry>();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let stopped = false;

  async function runOne(): Promise<boolean> {
    const job = await claimDueJob(db, [...handlers.keys()]);
    if (!job) return false;
    await runClaimed(db, job, handlers.get(job.name)!, log);
    return true;
  }

  async function drain(): Promise<number> {
    let ran = 0;
    while (!stopped && (await runOne())) ran += 1;
    return ran;
  }

  const addRecurring: JobRunner['recurring'] = (name, everyMs, task, options = {}) => {
    handlers.set(name, {
      run: () => task(),
      leaseMs: options.leaseMs ?? DEFAULT_LEASE_MS,
      everyMs,
    });
    recurring.set(name, {
      everyMs,
      firstRunInMs: options.firstRunInMs ?? 0,
      atEveryStart: options.atEveryStart ?? false,
    });
  };

  return {
    recurring: addRecurring,
    register(list) {
      for (const job of list) addRecurring(job.name, job.everyMs, job.run, job.options);
    },
    handle(name, run, options = {}) {
      handlers.set(name, { run, leaseMs: options.leaseMs ?? DEFAULT_LEASE_MS });
    },
    async enqueue(name, payload, runAt, tx) {
      await (tx ?? db).insert(jobs).values({ name, payload, runAt: runAt ?? sql`now()` });
    },
    async runDue() {
      stopped = false;
      await storeRecurring(db, recurring);
      return drain();
    },
    async start(pollMs = 1000, processStartedAt = new Date(performance.timeOrigin)) {
      stopped = false;
      await storeRecurring(db, recurring, processStartedAt);
      const tick = () => {
        if (stopped || running) return;
        running = drain()
          .catch((error: unknown) => {
            log('[jobs] could not look for due jobs', error);
            return 0;
          })
          .finally(() => (running = null));
      };
      tick();
      timer = setInterval(tick, pollMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}

type RecurringEntry = { everyMs: number; firstRunInMs: number; atEveryStart: boolean };

type ClaimedJob = {
  id: string;
  name: string;
  payload: unknown;
  attempts: number;
  recurring_key: string | null;
};

/** Claims the due job of one of these names that waited longest, for the default lease. */
async function claimDueJob(db: Database, names: string[]): Promise<ClaimedJob | null> {
  if (names.length === 0) return null;
  const result = await db.execute(sql`
    update ${jobs} set locked_until = ${fromNow(DEFAULT_LEASE_MS)},
      attempts = ${jobs.attempts} + 1
    where ${jobs.id} = (
      select ${jobs.id} from ${jobs}
      where ${jobs.runAt} <= now()
        and (${jobs.lockedUntil} is null or ${jobs.lockedUntil} < now())
        and ${jobs.name} in (${sql.join(
          names.map((name) => sql`${name}`),
          sql`, `,
        )})
      order by ${jobs.runAt}
      limit 1
      for update skip locked
    )
    returning ${jobs.id} as id, ${jobs.name} as name, ${jobs.payload} as payload,
      ${jobs.attempts} as attempts, ${jobs.recurringKey} as recurring_key`);
  return ((result as unknown as { rows: ClaimedJob[] }).rows[0] ?? null) as ClaimedJob | null;
}

/**
 * Runs a claimed job under its handler's lease. Done, a recurring job waits for its next run and
 * a one-off one is deleted; failed, it is tried again later, and a one-off one is given up after
 * MAX_ATTEMPTS.
 */
async function runClaimed(
  db: Database,
  job: ClaimedJob,
  handler: Handler,
  log: (message: string, error?: unknown) => void,
) {
  if (handler.leaseMs !== DEFAULT_LEASE_MS) {
    await db
      .update(jobs)
      .set({ lockedUntil: fromNow(handler.leaseMs) })
      .where(eq(jobs.id, job.id));
  }
  try {
    await handler.run(job.payload);
    if (job.recurring_key) {
      await db
        .update(jobs)
        .set({
          runAt: fromNow(handler.everyMs ?? 0),
          lockedUntil: null,
          attempts: 0,
          lastError: null,
          runs: sql`${jobs.runs} + 1`,
          lastRunAt: sql`now()`,
        })
        .where(eq(jobs.id, job.id));
    } else {
      await db.delete(jobs).where(eq(jobs.id, job.id));
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log(`[jobs] ${job.name} failed (attempt ${job.attempts})`, error);
    if (!job.recurring_key && job.attempts >= MAX_ATTEMPTS) {
      log(`[jobs] ${job.name} given up after ${job.attempts} attempts: ${message}`);
      await db.delete(jobs).where(eq(jobs.id, job.id));
    } else {
      const delay = job.recurring_key
        ? Math.min(handler.everyMs ?? 0, retryDelayMs(job.attempts))
        : retryDelayMs(job.attempts);
      await db
        .update(jobs)
        .set({
          runAt: fromNow(delay),
          lockedUntil: null,
          lastError: message.slice(0, 2000),
        })
        .where(and(eq(jobs.id, job.id)));
    }
  }
}

/** Stores each recurring task's row; `startedAt`: a server starting, with its process's start. */
async function storeRecurring(
  db: Database,
  recurring: Map<string, RecurringEntry>,
  startedAt?: Date,
) {
  for (const [name, { firstRunInMs, atEveryStart }] of recurring) {
    const stored = db
      .insert(jobs)
      .values({ name, recurringKey: name, runAt: fromNow(firstRunInMs) });
    await (startedAt && atEveryStart
      ? // Due now, unless it ran since this process started (another worker of the same
        // deployment ran it); a run under way elsewhere keeps its claim.
        stored.onConflictDoUpdate({
          target: jobs.recurringKey,
          set: { runAt: sql`now()` },
          setWhere: and(
            sql`${jobs.runAt} > now()`,
            or(isNull(jobs.lastRunAt), lt(jobs.lastRunAt, startedAt)),
          ),
        })
      : stored.onConflictDoNothing({ target: jobs.recurringKey }));
  }
}
