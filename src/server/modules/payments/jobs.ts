import type { RecurringJob } from '#server/jobs/job-runner';
import type { Payments } from './payment-deps';
import { finishLeftEvents, STORED_EVENTS_EVERY_MS } from './payment-events';

/** The payments' recurring work. */
export function paymentJobs(payments: Payments): RecurringJob[] {
  return [
    {
      name: 'payments.finish-left-events',
      everyMs: STORED_EVENTS_EVERY_MS,
      run: finishLeftEvents(payments),
      // At every start too: a payment a crash left applied but unfinished gets its receipt at once.
      options: { atEveryStart: true },
    },
  ];
}
