import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Work the server does on its own, stored so that it runs once across every worker and
 * instance and survives a restart (src/server/jobs/job-runner.ts). A recurring task is one row
 * per name, its next run moved on after each run; a one-off job (a mail to send later) is a row
 * of its own, deleted once done.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** what to run: the name a handler was registered under */
    name: text('name').notNull(),
    /** a recurring task's own key (its name): one row each; null for one-off jobs */
    recurringKey: text('recurring_key').unique(),
    payload: jsonb('payload').$type<unknown>(),
    /** not before then */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** a worker claimed it until then; past it, a crashed run is claimed again */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** a recurring task's finished runs (what an operator checks to see it runs once per period) */
    runs: integer('runs').notNull().default(0),
    /** when a recurring task last finished */
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('jobs_due_idx').on(table.runAt)],
);
