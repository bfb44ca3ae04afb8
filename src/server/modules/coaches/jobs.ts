import type { RecurringJob } from '#server/jobs/job-runner';
import type { Clock } from '#server/lib/clock';
import { expireVerifications, type VerificationDeps } from './verification';

/** A verification's year ends: the reminder a month before, then the end. */
export function coachJobs(deps: VerificationDeps & { clock: Clock }): RecurringJob[] {
  return [
    {
      name: 'coaches.verification-expiry',
      everyMs: 12 * 3600_000,
      run: async () => {
        await expireVerifications(deps, new Date(deps.clock.now()));
      },
    },
  ];
}
