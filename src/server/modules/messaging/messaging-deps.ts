import type { Mailer } from '#server/adapters/mail/mailer';
import type { ConversationSignals } from '#server/caches';
import type { Database } from '#server/db/client';
import type { Clock } from '#server/lib/clock';
import type {
  conversationParticipants as cp,
  conversations as c,
  messages as m,
} from '#server/db/schema/messaging';

export type MessagingDeps = {
  db: Database;
  mailer: Mailer;
  /** tells the members' open pages on every instance that a conversation changed */
  signals?: ConversationSignals | undefined;
  siteName: string;
  publicUrl: string;
  /** the time rules go by (tests move it) */
  clock: Clock;
};

export const nowOf = (deps: MessagingDeps) => new Date(deps.clock.now());

export type Conversation = typeof c.$inferSelect;
export type Participant = typeof cp.$inferSelect;
export type MessageRow = typeof m.$inferSelect;
