import { emailLayout } from '#server/adapters/mail/email-layout';
import type { MailMessage } from '#server/adapters/mail/mailer';
import { VERIFICATION_CODE_MINUTES } from '#shared/recruiting';

export type VerificationMailKind = 'code' | 'approved' | 'rejected' | 'reminder' | 'expired';

type Values = {
  institution: string;
  code?: string;
  badge?: string;
  reason?: string;
  expiresOn?: string;
};

/** The mails of a coach's verification: the code, the decision, the yearly reminder and end. */
export function verificationMail(
  site: { siteName: string; publicUrl: string },
  { to, kind }: { to: string; kind: VerificationMailKind },
  values: Values,
): MailMessage {
  const recruiting = `${site.publicUrl}/recruiting`;
  const content: Record<
    VerificationMailKind,
    { subject: string; heading: string; lines: string[]; action?: { label: string; url: string } }
  > = {
    code: {
      subject: `Your ${site.siteName} coach verification code: ${values.code}`,
      heading: 'Confirm your address',
      lines: [
        `Someone asked to be verified on ${site.siteName} as a coach at ${values.institution}, with this address.`,
        `Your code is ${values.code}. Enter it on the Recruiting page within ${VERIFICATION_CODE_MINUTES} minutes.`,
        'If it was not you, ignore this mail: without the code nothing happens.',
      ],
    },
    approved: {
      subject: `You are verified on ${site.siteName}`,
      heading: 'You are verified',
      lines: [
        `An administrator approved your verification. Your name now shows "${values.badge}".`,
        'You can keep recruiting boards, save searches and write evaluations. Your verification lasts a year; we will remind you a month before it ends.',
      ],
      action: { label: 'Open Recruiting', url: recruiting },
    },
    rejected: {
      subject: `Your coach verification on ${site.siteName}`,
      heading: 'We could not verify you',
      lines: [
        `An administrator could not verify you as a coach at ${values.institution}.`,
        `Their reason: ${values.reason ?? 'none given'}`,
        'You can ask again with an address at your school or program, or a staff page that lists you.',
      ],
      action: { label: 'Open Recruiting', url: recruiting },
    },
    reminder: {
      subject: `Your coach verification on ${site.siteName} ends on ${values.expiresOn}`,
      heading: 'Your verification ends soon',
      lines: [
        `Your verification as a coach at ${values.institution} ends on ${values.expiresOn}. Ask again from the Recruiting page to keep your badge, boards and saved searches working.`,
      ],
      action: { label: 'Renew my verification', url: recruiting },
    },
    expired: {
      subject: `Your coach verification on ${site.siteName} has ended`,
      heading: 'Your verification has ended',
      lines: [
        `Your verification as a coach at ${values.institution} has ended after a year. Your boards and notes are kept; ask again from the Recruiting page to use them.`,
      ],
      action: { label: 'Ask again', url: recruiting },
    },
  };
  const { subject, heading, lines, action } = content[kind];
  return {
    to,
    subject,
    text: `${lines.join('\n\n')}${action ? `\n\n${action.label}: ${action.url}` : ''}\n`,
    html: emailLayout({ siteName: site.siteName, heading, paragraphs: lines, action }),
  };
}
