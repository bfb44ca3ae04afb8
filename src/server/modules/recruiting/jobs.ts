import type { RecurringJob } from '#server/jobs/job-runner';
import type { Clock } from '#server/lib/clock';
import { DIGEST_EVERY_MS, runDigests, type DigestDeps } from './digests';
import { forgetOldViews } from './view-retention';

/** The recruiting tools' recurring work, at the time the clock says. */
export function recruitingJobs(deps: DigestDeps & { clock: Clock }): RecurringJob[] {
  const now = () => new Date(deps.clock.now());
  return [
    {
      // Saved searches' daily and weekly digests of new athletes (docs/product.md#coach-search).
      name: 'recruiting.digests',
      everyMs: DIGEST_EVERY_MS,
      run: async () => {
        await runDigests(deps, now());
      },
      options: { leaseMs: 15 * 60_000 },
    },
    {
      // Profile views are kept 12 months (the Privacy Policy's retention section).
      name: 'recruiting.forget-old-views',
      everyMs: 24 * 3600_000,
      run: async () => {
        await forgetOldViews(deps.db, now());
      },
    },
  ];
}
