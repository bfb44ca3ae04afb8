import type { RecurringJob } from '#server/jobs/job-runner';
import type { Clock } from '#server/lib/clock';
import { forgetOldConversations } from './retention';
import { sendUnreadMails, type UnreadMailDeps } from './unread-mails';

/** Messaging's recurring work, at the time the clock says. */
export function messagingJobs(deps: UnreadMailDeps & { clock: Clock }): RecurringJob[] {
  const now = () => new Date(deps.clock.now());
  return [
    {
      // A message left unread 15 minutes is mailed about, at most once an hour per conversation.
      name: 'messaging.unread-mails',
      everyMs: 5 * 60_000,
      run: async () => {
        await sendUnreadMails(deps, now());
      },
    },
    {
      // Conversations are kept 24 months after their last message (the Privacy Policy).
      name: 'messaging.forget-old-conversations',
      everyMs: 24 * 3600_000,
      run: async () => {
        await forgetOldConversations(deps.db, now());
      },
    },
  ];
}
