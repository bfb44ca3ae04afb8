import type { Config } from '#server/config';
import type { Database } from '#server/db/client';
import { createDevMailboxMailer } from './dev-mailbox-mailer';
import type { Mailer } from './mailer';
import { createSmtpMailer } from './smtp-mailer';

export function createMailer(config: Config, db: Database): Mailer {
  if (config.smtpUrl) return createSmtpMailer({ url: config.smtpUrl, from: config.mailFrom });
  return createDevMailboxMailer(db, config.env === 'test' ? () => {} : console.log);
}
