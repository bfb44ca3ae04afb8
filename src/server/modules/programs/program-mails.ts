import { emailLayout } from '#server/adapters/mail/email-layout';
import type { MailMessage } from '#server/adapters/mail/mailer';
import { mailWords } from '#server/adapters/mail/mail-words';
import type { Locale } from '#shared/locales';
import { INVITATION_DAYS } from '#shared/programs';

/** The site, and the recipient's language (the links passed in lead to pages in it). */
type Site = { siteName: string; locale?: Locale };

/** An athlete invited to a team by address: the link to accept or decline. */
export function teamInvitationMail(
  options: Site & { to: string; programName: string; teamName: string; url: string },
): MailMessage {
  const { siteName, programName, teamName, locale = 'en' } = options;
  const t = mailWords(locale);
  const lines = [
    t('mail.team.invites', { programName, teamName, siteName }),
    t('mail.team.open', { days: INVITATION_DAYS }),
    t('mail.team.minor'),
  ];
  const action = t('mail.team.action');
  return {
    to: options.to,
    subject: t('mail.team.subject', { programName, teamName }),
    text: `${lines.join('\n\n')}\n\n${action}: ${options.url}\n`,
    html: emailLayout({
      siteName,
      heading: t('mail.team.heading'),
      paragraphs: lines,
      action: { label: action, url: options.url },
      locale,
    }),
  };
}

/** A minor accepted a team's invitation: their guardian approves from /guardian. */
export function guardianTeamRequestMail(
  options: Site & {
    to: string;
    athleteName: string;
    programName: string;
    teamName: string;
    url: string;
  },
): MailMessage {
  const { siteName, athleteName, programName, teamName, locale = 'en' } = options;
  const t = mailWords(locale);
  const lines = [
    t('mail.teamRequest.accepted', { athleteName, teamName, programName, siteName }),
    t('mail.teamRequest.approve'),
    t('mail.teamRequest.visibility'),
  ];
  return {
    to: options.to,
    subject: t('mail.teamRequest.subject', { athleteName, teamName }),
    text: `${lines.join('\n\n')}\n\n${t('mail.teamRequest.textAction')}: ${options.url}\n`,
    html: emailLayout({
      siteName,
      heading: t('mail.teamRequest.heading'),
      paragraphs: lines,
      action: { label: t('mail.teamRequest.action'), url: options.url },
      footer: t('mail.teamRequest.footer'),
      locale,
    }),
  };
}

/** A member invited to help run a program: the link to accept. */
export function staffInvitationMail(
  options: Site & { to: string; programName: string; role: 'admin' | 'coach'; url: string },
): MailMessage {
  const { siteName, programName, role, locale = 'en' } = options;
  const t = mailWords(locale);
  const lines = [
    t('mail.staff.invites', { programName, siteName, role }),
    t('mail.staff.signIn', { days: INVITATION_DAYS }),
  ];
  return {
    to: options.to,
    subject: t('mail.staff.subject', { programName }),
    text: `${lines.join('\n\n')}\n\n${t('mail.staff.textAction')}: ${options.url}\n`,
    html: emailLayout({
      siteName,
      heading: t('mail.staff.heading'),
      paragraphs: lines,
      action: { label: t('mail.staff.action'), url: options.url },
      locale,
    }),
  };
}
