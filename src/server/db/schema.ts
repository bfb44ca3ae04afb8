// Every table, one file per capability under ./schema; drizzle-kit and the client read this.
export * from './schema/accounts';
export * from './schema/app-meta';
export * from './schema/athletes';
export * from './schema/auth';
export * from './schema/dev-mailbox';
export * from './schema/contact-messages';
export * from './schema/newsletter-subscribers';
export * from './schema/request-limits';
export * from './schema/subscriptions';
export * from './schema/training';
export * from './schema/streams';
export * from './schema/highlight-videos';
export * from './schema/purchases';
export * from './schema/pi';
export * from './schema/safety';
export * from './schema/admin';
export * from './schema/jobs';
