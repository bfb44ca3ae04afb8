import { emailLayout } from '#server/adapters/mail/email-layout';
import type { MailMessage } from '#server/adapters/mail/mailer';
import { INVITATION_DAYS } from '#shared/programs';

type Site = { siteName: string };

/** An athlete invited to a team by address: the link to accept or decline. */
export function teamInvitationMail(
  options: Site & { to: string; programName: string; teamName: string; url: string },
): MailMessage {
  const lines = [
    `${options.programName} invites you to join ${options.teamName} on ${options.siteName}.`,
    `Open the link to accept or decline. You need an athlete account with this address; the link works once and for ${INVITATION_DAYS} days.`,
    `If you are under 18, your parent or guardian approves before you appear on the roster. Your profile's privacy settings still decide who sees you.`,
  ];
  return {
    to: options.to,
    subject: `${options.programName} invites you to join ${options.teamName}`,
    text: `${lines.join('\n\n')}\n\nAccept or decline: ${options.url}\n`,
    html: emailLayout({
      siteName: options.siteName,
      heading: 'You are invited to a team',
      paragraphs: lines,
      action: { label: 'Accept or decline', url: options.url },
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
  const lines = [
    `${options.athleteName} accepted an invitation to join ${options.teamName} (${options.programName}) on ${options.siteName}.`,
    `They join the roster once you approve. Sign in with this address and open your guardian page to approve or decline.`,
    `Approving does not change who may see their profile: the visibility you chose still applies on the team's page.`,
  ];
  return {
    to: options.to,
    subject: `${options.athleteName} asks to join ${options.teamName}`,
    text: `${lines.join('\n\n')}\n\nYour guardian page: ${options.url}\n`,
    html: emailLayout({
      siteName: options.siteName,
      heading: 'A team request needs your approval',
      paragraphs: lines,
      action: { label: 'Open my guardian page', url: options.url },
      footer:
        'You receive this email because an athlete under 18 gave this address as their parent or guardian.',
    }),
  };
}

/** A member invited to help run a program: the link to accept. */
export function staffInvitationMail(
  options: Site & { to: string; programName: string; role: 'admin' | 'coach'; url: string },
): MailMessage {
  const what =
    options.role === 'admin'
      ? 'as an admin: you will edit the program page, its teams and its staff, and run the rosters'
      : 'as a coach: you will run the rosters of its teams (invite athletes, set numbers and positions)';
  const lines = [
    `${options.programName} invites you to help run its program on ${options.siteName} ${what}.`,
    `Sign in with this address (or create an account with it) and open the link to accept. The link works once and for ${INVITATION_DAYS} days.`,
  ];
  return {
    to: options.to,
    subject: `${options.programName} invites you to its staff`,
    text: `${lines.join('\n\n')}\n\nAccept: ${options.url}\n`,
    html: emailLayout({
      siteName: options.siteName,
      heading: 'You are invited to a program’s staff',
      paragraphs: lines,
      action: { label: 'Accept the invitation', url: options.url },
    }),
  };
}
