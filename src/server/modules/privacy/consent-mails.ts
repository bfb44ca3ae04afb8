import { linkMail } from '#server/adapters/mail/email-layout';
import type { MailMessage } from '#server/adapters/mail/mailer';
import { CONSENT_DAYS } from '#shared/privacy';

type GuardianMail = {
  siteName: string;
  to: string;
  athleteName: string;
  /** the consent page: consent, decline, or later withdraw */
  url: string;
};

const FOOTER =
  'You receive this email because an athlete under 18 gave this address as their parent or guardian. If you are not, you can ignore it: without your consent their profile stays hidden.';

function guardianMail(
  options: GuardianMail,
  subject: string,
  heading: string,
  lines: string[],
  actionLabel: string,
): MailMessage {
  return linkMail({
    siteName: options.siteName,
    to: options.to,
    subject,
    heading,
    lines,
    action: { label: actionLabel, url: options.url, textLabel: actionLabel },
    footer: FOOTER,
  });
}

/** The request: what the athlete signed up for, what would be shown and to whom. */
export function consentRequestMail(options: GuardianMail): MailMessage {
  return guardianMail(
    options,
    `${options.athleteName} asks for your consent on ${options.siteName}`,
    'Your consent is needed',
    [
      `${options.athleteName} has created an athlete account on ${options.siteName}, a site where young athletes train with videos and are found by coaches and recruiters. They told us they are under 18 and gave your address as their parent or guardian.`,
      `Until you consent, their profile is hidden: it is in no list, search, search engine or link preview, and only they can see it.`,
      `If you consent, their name, sport and photo, and for signed-in members their position, school, town, class, height, weight, bio and highlight video, can be shown. You choose whether only coaches we have verified, only signed-in members, or everyone may see it. Their date of birth and email address are never shown.`,
      `Please answer within ${CONSENT_DAYS} days. You can withdraw your consent at any time from the link in this or any later email from us.`,
    ],
    'Review and decide',
  );
}

/** After a decision: what was decided, and the link to change it. */
export function consentDecidedMail(
  options: GuardianMail & {
    decision: 'granted' | 'declined' | 'withdrawn';
    audience?: string;
    /** where a parent or guardian account is made with this address */
    signupUrl: string;
  },
): MailMessage {
  const said = {
    granted: `You consented to ${options.athleteName}'s profile on ${options.siteName}. It can now be seen by ${options.audience ?? 'signed-in members'}.`,
    declined: `You declined consent for ${options.athleteName}'s profile on ${options.siteName}. It stays hidden: nobody but ${options.athleteName} can see it.`,
    withdrawn: `You withdrew your consent for ${options.athleteName}'s profile on ${options.siteName}. It is hidden again: it has left every list and search, and only ${options.athleteName} can see it.`,
  }[options.decision];
  return guardianMail(
    options,
    `Your decision for ${options.athleteName} on ${options.siteName}`,
    options.decision === 'granted' ? 'Thank you for your consent' : 'Your decision is recorded',
    [
      said,
      'You can change your mind at any time from the link below. To have their data sent to you or deleted, write to our privacy mailbox from this address.',
      `With a parent or guardian account under this address, ${options.athleteName}'s consent, conversations with coaches, who may contact them and who viewed their profile are on one page. Create one at ${options.signupUrl}, or log in if you have one.`,
    ],
    options.decision === 'granted'
      ? 'Withdraw consent or change who sees it'
      : 'Review my decision',
  );
}

/** Tells the athlete their guardian's address was set aside, and what to do. */
export function guardianSuspendedMail(options: {
  siteName: string;
  to: string;
  firstName: string;
  url: string;
}): MailMessage {
  const lines = [
    `Hi ${options.firstName},`,
    `The address you gave for your parent or guardian now belongs to a coach, organization, staff, athlete or administrator account on ${options.siteName}, so it can no longer look after your profile. Until you give your parent's or guardian's own address, your profile is hidden and coaches cannot write to you.`,
    'Give the new address on your profile page: we write to your parent or guardian right away.',
  ];
  return linkMail({
    siteName: options.siteName,
    to: options.to,
    subject: `Give your parent's or guardian's address on ${options.siteName}`,
    heading: 'We need your parent or guardian’s address',
    lines,
    action: { label: 'Open my profile', url: options.url, textLabel: 'Open my profile' },
  });
}
