// Messaging between coaches and athletes (docs/product.md#messaging): conversations, the rules
// of who may write to whom (#shared/messaging-rules), guardians copied on every message with a
// minor, quiet hours, blocks and a guardian's switch.
// Code outside this folder imports only what this file exports.

export { messagingRoutes } from './routes';
export { contactSettingsOf, setContact } from './contact-switches';
export { conversationForModeration } from './moderation-view';
export { listConversations } from './read-conversations';
export type { MessagingDeps } from './messaging-deps';
export { exportMessagesOf, forgetMessagesOf } from './account-data';
export { forgetOldConversations } from './retention';
export { sendUnreadMails } from './unread-mails';
export { demoMessagingSeeder } from './demo-messaging';
export { demoSpanishFamily, demoSpanishFamilySeeder } from './demo-spanish-family';
export { messagingJobs } from './jobs';
