// Messaging between coaches and athletes (docs/product.md#messaging): the words and limits the
// pages and the server share. Zod-free, so any page can import it. Who may write to whom is
// decided in ./messaging-rules.ts.

export const MESSAGE_MAX = 2000;

/** request: a coach wrote first and the athlete (or guardian) has not answered yet. */
export const conversationStatuses = ['request', 'active', 'declined'] as const;
export type ConversationStatus = (typeof conversationStatuses)[number];

export const participantRoles = ['athlete', 'coach', 'guardian', 'staff'] as const;
export type ParticipantRole = (typeof participantRoles)[number];

/** A conversation is deleted this long after its last message (the Privacy Policy says so). */
export const MESSAGE_RETENTION_MONTHS = 24;

/** A message still unread after this long is mailed about (at most once an hour). */
export const UNREAD_MAIL_AFTER_MINUTES = 15;

/** How long a guardian's thread link works. */
export const GUARDIAN_LINK_DAYS = 30;

export const messagingMessages = {
  empty: 'Write a message first.',
  tooLong: `Keep the message under ${MESSAGE_MAX} characters.`,
  signIn: 'Log in to send messages.',
  notFound: 'There is no such conversation.',
  notYours: 'You are not part of this conversation.',
  declined: 'This athlete declined your request. You can write again once they write to you first.',
  waitForAnswer: 'Your request has not been answered yet. You can write again once it is accepted.',
  blocked: 'You cannot write in this conversation: one side has blocked the other.',
  contactOff: "This athlete's parent or guardian has switched off contact from coaches.",
  contactOffOne: "This athlete's parent or guardian has switched off contact from you.",
  notAnswerable: 'Only the athlete or their parent or guardian can answer this request.',
  noClip: 'Choose one of your own highlight clips.',
  closed: 'This conversation is closed: the other account was deleted.',
  guardianSwitches:
    'A parent or guardian does not block: switch off contact from this coach or from all coaches instead.',
  guardiansOnly: 'Only a parent or guardian can switch off contact.',
  athleteRemovesGuardians: 'Only the athlete can take their parent or guardian off a conversation.',
  guardiansStayForMinors:
    'Your parent or guardian stays in your conversations with coaches until you turn 18.',
  consentWithdrawn:
    "This athlete's parent or guardian has withdrawn their consent: coaches cannot write to them now.",
  consentNeeded:
    "This athlete's parent or guardian has not given their consent yet: coaches cannot write to them until they do.",
  consentFirst: 'Messages need your parent or guardian’s consent first.',
  notYourChild: 'We could not find that athlete among your children.',
  linkExpired:
    'This link has expired or was already replaced. Open the latest message from us, or sign in.',
} as const;
