import { reportReasonLabels, type ReportReason } from '#shared/privacy';
import type { ReportReceipt } from '#shared/schemas/privacy';
import type { Locale } from '#shared/locales';
import { emailLayout } from '#server/adapters/mail/email-layout';
import { mailLocaleOf, mailWords, type MailMessageId } from '#server/adapters/mail/mail-words';
import type { Mailer, MailMessage } from '#server/adapters/mail/mailer';
import type { Database } from '#server/db/client';
import { reports } from '#server/db/schema/safety';
import { AppError } from '#server/http/app-error';
import { findReportTarget, mayReport, targetTypeLabels, type ReportTarget } from './report-targets';

/** The report as the server has it once the body passed reportInputSchema. */
export type ReportFields = {
  targetType: ReportTarget['type'];
  targetId: string;
  reason: ReportReason;
  details?: string;
  email?: string;
};

/** Who sent it: a signed-in member, or nobody we know. */
export type Reporter = {
  id: string;
  name: string;
  email: string;
  language?: string | null;
} | null;

export type FileReportDeps = {
  db: Database;
  mailer: Mailer;
  siteName: string;
  publicUrl: string;
  safetyEmail: string;
};

/** The short code a reporter and the safety team quote: the id's first eight characters. */
export const reportReference = (id: string) => id.slice(0, 8).toUpperCase();

/** What was reported, as the receipt names it. */
const targetNouns = {
  athlete: 'mail.report.what.athlete',
  video: 'mail.report.what.video',
  channel: 'mail.report.what.channel',
  message: 'mail.report.what.message',
} as const satisfies Record<ReportTarget['type'], MailMessageId>;

function safetyMail(
  deps: FileReportDeps,
  report: { reference: string; fields: ReportFields; target: ReportTarget },
  reporter: Reporter,
  receiptTo: string | null,
): MailMessage {
  const { reference, fields, target } = report;
  const reason = reportReasonLabels[fields.reason];
  const url = `${deps.publicUrl}${target.path}`;
  const from = reporter
    ? `${reporter.name} <${reporter.email}> (signed in, account ${reporter.id})`
    : receiptTo
      ? `A visitor who is not signed in; receipt sent to ${receiptTo}`
      : 'A visitor who is not signed in and left no email address';
  const lines = [
    `Reference: ${reference}`,
    `What: ${targetTypeLabels[target.type]} “${target.title}”`,
    `Page: ${url}`,
    `Reason: ${reason}`,
    `Details: ${fields.details || 'None given'}`,
    `Reported by: ${from}`,
  ];
  const urgent = fields.reason === 'minor-safety' ? 'Urgent: ' : '';
  return {
    to: deps.safetyEmail,
    subject: `[${deps.siteName} safety] ${urgent}Report ${reference}: ${targetTypeLabels[target.type]}, ${reason}`,
    text: `A new safety report is waiting in the admin inbox.\n\n${lines.join('\n')}\n`,
    html: emailLayout({
      siteName: deps.siteName,
      heading: `${urgent}New safety report ${reference}`,
      paragraphs: ['A new safety report is waiting in the admin inbox.', lines.join('\n')],
      action: { label: 'Open the reported page', url },
      footer: `Sent by the Report button on ${deps.siteName}. Hold or resolve the report in the admin inbox.`,
    }),
  };
}

// The receipt repeats nothing the reporter typed and names nobody, so the form cannot be used
// to send someone else a message of the sender's choosing. It is written in the reporter's
// language: their account's, else the page's they reported from.
export function receiptMail(
  deps: Pick<FileReportDeps, 'siteName' | 'safetyEmail'>,
  to: string,
  reference: string,
  target: Pick<ReportTarget, 'type'>,
  locale: Locale = 'en',
): MailMessage {
  const { siteName } = deps;
  const t = mailWords(locale);
  const lines = [
    t('mail.hello'),
    t('mail.report.thanks', { what: t(targetNouns[target.type]), siteName, reference }),
    t('mail.report.next'),
    t('mail.report.danger'),
    t('mail.report.add', { address: deps.safetyEmail, reference }),
  ];
  return {
    to,
    subject: t('mail.report.subject', { reference, siteName }),
    text: `${lines.join('\n\n')}\n`,
    html: emailLayout({
      siteName,
      heading: t('mail.report.heading'),
      paragraphs: lines,
      locale,
    }),
  };
}

/**
 * Keeps a report for the admin inbox, then tells the safety mailbox and sends the reporter a
 * receipt. The report is stored first: a mail that fails is logged and never loses it.
 */
export async function fileReport(
  deps: FileReportDeps,
  fields: ReportFields,
  reporter: Reporter,
  /** the language of the page the report was sent from (a visitor's receipt's) */
  pageLocale: Locale = 'en',
): Promise<ReportReceipt> {
  const target = await findReportTarget(deps.db, fields.targetType, fields.targetId);
  if (!target || !(await mayReport(deps.db, target, reporter))) {
    throw new AppError(
      'NOT_FOUND',
      'We could not find what you are reporting. It may have been removed already.',
    );
  }
  const receiptTo = reporter?.email ?? fields.email ?? null;
  const [stored] = await deps.db
    .insert(reports)
    .values({
      targetType: target.type,
      targetId: target.id,
      reason: fields.reason,
      details: fields.details || null,
      reporterUserId: reporter?.id ?? null,
      reporterEmail: receiptTo,
    })
    .returning({ id: reports.id, status: reports.status });
  const { id, status } = stored!;
  const reference = reportReference(id);

  try {
    await deps.mailer.send(safetyMail(deps, { reference, fields, target }, reporter, receiptTo));
  } catch (error) {
    console.error(
      `[reports] safety mail for ${reference} failed; the report is in the inbox`,
      error,
    );
  }
  let receiptSentTo: string | null = null;
  if (receiptTo) {
    try {
      const locale = reporter ? mailLocaleOf(reporter.language) : pageLocale;
      await deps.mailer.send(receiptMail(deps, receiptTo, reference, target, locale));
      receiptSentTo = receiptTo;
    } catch (error) {
      console.error(`[reports] receipt for ${reference} failed`, error);
    }
  }
  return { id, reference, status, receiptSentTo };
}
