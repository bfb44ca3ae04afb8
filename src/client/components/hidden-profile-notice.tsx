import type { PrivacyStatus } from '#shared/schemas/privacy';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { errorMessage } from '#client/lib/api';
import { longDate } from '#client/lib/format-date';
import { useResendConsent } from '#client/lib/privacy';
import { toast } from '#client/lib/toast';

/**
 * Why the profile is kept out of the lists, each reason with what its owner can do about it.
 * Shown on /profile and, to its owner only, on their athlete page.
 */
export function HiddenProfileNotice({
  userId,
  privacy,
}: {
  userId: string;
  privacy: PrivacyStatus;
}) {
  const resend = useResendConsent(userId);
  if (privacy.hiddenBecause.length === 0) return null;
  const consent = privacy.consent;
  return (
    <Alert tone="warning" title="Your profile is hidden from other people">
      <ul className="grid list-disc gap-2 pl-5">
        {privacy.hiddenBecause.map((reason) => (
          <li key={reason}>
            {reason === 'email-unconfirmed'
              ? 'Confirm your email address with the link we sent you: until then your profile is in no list or search.'
              : null}
            {reason === 'private'
              ? 'You chose Nobody (private): only you can see your profile.'
              : null}
            {reason === 'moderation'
              ? `Our safety team has hidden it while they review a report${privacy.moderationReason ? `: ${privacy.moderationReason}` : ''}. Write to us from the contact page if you think this is a mistake.`
              : null}
            {reason === 'consent-needed' && consent ? <ConsentReason consent={consent} /> : null}
          </li>
        ))}
      </ul>
      {privacy.hiddenBecause.includes('consent-needed') && consent?.status === 'pending' ? (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <Button
            size="sm"
            variant="secondary"
            disabled={resend.isPending}
            onClick={() =>
              resend.mutate(undefined, {
                onSuccess: () =>
                  toast.success('Email sent', {
                    description: `We wrote to ${consent.guardianEmail} with a new link.`,
                  }),
                onError: (error) =>
                  toast.error('Error', {
                    description: errorMessage(error, 'The email could not be sent.'),
                  }),
              })
            }
          >
            {resend.isPending ? 'Sending...' : 'Send the email again'}
          </Button>
        </div>
      ) : null}
    </Alert>
  );
}

function ConsentReason({ consent }: { consent: NonNullable<PrivacyStatus['consent']> }) {
  const who = `your parent or guardian (${consent.guardianEmail})`;
  if (consent.status === 'declined') {
    return (
      <>
        Because you are under 18, {who} decides whether your profile is shown, and they said no.
        They can change their answer from the link in our email.
      </>
    );
  }
  if (consent.status === 'withdrawn') {
    return (
      <>
        Because you are under 18, {who} decides whether your profile is shown, and they withdrew
        their consent. They can give it again from the link in our email.
      </>
    );
  }
  if (consent.expired) {
    return (
      <>
        Because you are under 18, we need the consent of {who}. The link we sent them expired on{' '}
        {longDate(consent.expiresAt)}: send a new one below.
      </>
    );
  }
  return (
    <>
      Because you are under 18, we need the consent of {who}. We emailed them on{' '}
      {longDate(consent.sentAt)}; their link works until {longDate(consent.expiresAt)}.
    </>
  );
}
