import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ConversationStatus, ParticipantRole } from '#shared/messaging';
import { playerProfiles } from './athletes';
import { user } from './auth';
import { highlightVideos } from './highlight-videos';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A conversation between a coach and an athlete (docs/product.md#messaging), about the athlete
 * whose profile it names. It starts as a request when a coach writes first; the athlete (or,
 * for a minor, the guardian) accepts or declines it.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Set to null when an account or profile is deleted: the other side keeps the conversation,
    // its messages from the deleted account blanked (forgetMessagesOf).
    athleteProfileId: uuid('athlete_profile_id').references(() => playerProfiles.id, {
      onDelete: 'set null',
    }),
    athleteUserId: text('athlete_user_id').references(() => user.id, { onDelete: 'set null' }),
    coachUserId: text('coach_user_id').references(() => user.id, { onDelete: 'set null' }),
    startedByUserId: text('started_by_user_id').references(() => user.id, {
      onDelete: 'set null',
    }),
    status: text('status').$type<ConversationStatus>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    lastMessageAt: at('last_message_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('conversations_pair_idx').on(table.athleteUserId, table.coachUserId),
    index('conversations_coach_idx').on(table.coachUserId, table.lastMessageAt.desc()),
    index('conversations_athlete_idx').on(table.athleteUserId, table.lastMessageAt.desc()),
  ],
);

/**
 * Who is in a conversation: the athlete, the coach and, for a minor, each guardian (by the
 * address they consented from; `userId` once they hold a guardian account). A guardian is never
 * left out of a conversation with a minor: the row is written with the conversation.
 */
export const conversationParticipants = pgTable(
  'conversation_participants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    role: text('role').$type<ParticipantRole>().notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    /** a guardian's address (lower case) */
    email: text('email'),
    lastReadAt: at('last_read_at'),
    /** when this member was last mailed about unread messages here (at most once an hour) */
    notifiedAt: at('notified_at'),
    joinedAt: at('joined_at').notNull().defaultNow(),
  },
  (table) => [
    index('conversation_participants_conversation_idx').on(table.conversationId),
    index('conversation_participants_user_idx').on(table.userId),
    uniqueIndex('conversation_participants_guardian_idx')
      .on(table.conversationId, table.email)
      .where(sql`${table.email} is not null`),
    // A guardian signed in with their address finds their children's conversations by it.
    index('conversation_participants_email_idx')
      .on(table.email)
      .where(sql`${table.email} is not null`),
  ],
);

/**
 * One message, stored as typed (escaped when shown). `deliverAt` holds a message to a minor sent
 * in quiet hours until 8 am in the athlete's time zone: until then only its sender sees it.
 * `removedAt` blanks the text when its sender's account is deleted.
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderParticipantId: uuid('sender_participant_id').references(
      () => conversationParticipants.id,
      { onDelete: 'set null' },
    ),
    senderRole: text('sender_role').$type<ParticipantRole>().notNull(),
    body: text('body').notNull(),
    clipId: uuid('clip_id').references(() => highlightVideos.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    deliverAt: at('deliver_at').notNull().defaultNow(),
    removedAt: at('removed_at'),
  },
  (table) => [index('messages_conversation_idx').on(table.conversationId, table.createdAt)],
);

/** One side of a conversation would not hear from the other again. */
export const messageBlocks = pgTable(
  'message_blocks',
  {
    blockerUserId: text('blocker_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    blockedUserId: text('blocked_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.blockerUserId, table.blockedUserId] })],
);

/**
 * A guardian has switched contact off for their child: from one coach, or (coachUserId null)
 * from every coach.
 */
export const contactSwitches = pgTable(
  'contact_switches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    athleteUserId: text('athlete_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    coachUserId: text('coach_user_id').references(() => user.id, { onDelete: 'cascade' }),
    guardianEmail: text('guardian_email').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    // one switch per coach, and one for all coaches (no coach)
    uniqueIndex('contact_switches_pair_idx').on(
      table.athleteUserId,
      sql`coalesce(${table.coachUserId}, '')`,
    ),
  ],
);

/**
 * The link in a guardian's copy of a message: opens that one conversation for that guardian,
 * until it expires. Only the hash is kept.
 */
export const guardianThreadLinks = pgTable(
  'guardian_thread_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    participantId: uuid('participant_id')
      .notNull()
      .references(() => conversationParticipants.id, { onDelete: 'cascade' }),
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('guardian_thread_links_participant_idx').on(table.participantId)],
);

/** A member's messaging choices; no row: the defaults (unread mails on). */
export const messagingPreferences = pgTable('messaging_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  /** a mail when a message waits unread for 15 minutes */
  unreadEmails: boolean('unread_emails').notNull().default(true),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
