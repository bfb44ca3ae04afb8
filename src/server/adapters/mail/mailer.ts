export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
};

/** Sends mail. SMTP when SMTP_URL is set; otherwise the dev mailbox keeps it. */
export type Mailer = {
  kind: 'smtp' | 'dev-mailbox';
  send: (message: MailMessage) => Promise<void>;
};
