import { describe, expect, it } from 'vitest';
import { createApp } from './app';
import { createJobRunner, type JobRunner } from './jobs/job-runner';
import { testConfig } from './test/test-config';
import { getTestDatabase } from './test/test-database';

describe('the app’s recurring work', () => {
  it('registers every module’s recurring task once', async () => {
    const database = await getTestDatabase();
    const runner = createJobRunner(database.db);
    const registered: string[] = [];
    const jobs: JobRunner = {
      ...runner,
      register: (list) => {
        registered.push(...list.map((job) => job.name));
        runner.register(list);
      },
    };
    createApp({ config: testConfig(), database, jobs });
    expect(registered.sort()).toEqual([
      'coaches.verification-expiry',
      'messaging.forget-old-conversations',
      'messaging.unread-mails',
      'payments.finish-left-events',
      'privacy.coming-of-age',
      'privacy.guardian-review',
      'recruiting.digests',
      'recruiting.forget-old-views',
      'streams.roll-sessions',
    ]);
  });
});
