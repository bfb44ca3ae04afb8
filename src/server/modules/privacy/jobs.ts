import type { RecurringJob } from '#server/jobs/job-runner';
import { suspendNoGuardians, type ConsentDeps } from './guardian-consent';
import { listComingOfAge } from './update-listing';

/** The minors' protections that run on their own, twice a day. */
export function privacyJobs(deps: ConsentDeps): RecurringJob[] {
  return [
    {
      // Athletes who turn 18 no longer wait for a guardian's consent to be listed.
      name: 'privacy.coming-of-age',
      everyMs: 12 * 3600_000,
      run: async () => {
        await listComingOfAge(deps.db, deps.caches);
      },
    },
    {
      // An address that may not be a guardian (a coach's, staff's…) looks after no child, whatever
      // way its account became one: at every start, and twice a day.
      name: 'privacy.guardian-review',
      everyMs: 12 * 3600_000,
      run: async () => {
        await suspendNoGuardians(deps);
      },
      options: { atEveryStart: true },
    },
  ];
}
