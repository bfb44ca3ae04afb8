import type { RecurringJob } from '#server/jobs/job-runner';
import type { Streams } from './create-streams';

/** The channels' recurring work: the weekly training sessions rolled on to their next dates. */
export function streamJobs(streams: Streams): RecurringJob[] {
  return [
    {
      name: 'streams.roll-sessions',
      everyMs: 6 * 3600_000,
      run: async () => {
        await streams.rollSessions();
      },
    },
  ];
}
