import { useState } from 'react';
import type { PrivacyStatus } from '#shared/schemas/privacy';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { ApiError, errorMessage } from '#client/lib/api';
import { longDate } from '#client/lib/format-date';
import { useReplaceGuardian, useResendConsent } from '#client/lib/privacy';
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
      {privacy.hiddenBecause.includes('consent-needed') && consent?.status === 'suspended' ? (
        <NewGuardianForm userId={userId} />
      ) : null}
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

/** The athlete names another parent or guardian after the one given was set aside. */
function NewGuardianForm({ userId }: { userId: string }) {
  const replace = useReplaceGuardian(userId);
  const [address, setAddress] = useState('');
  const error =
    replace.error instanceof ApiError
      ? (replace.error.fieldErrors.guardianEmail?.[0] ?? replace.error.message)
      : replace.error
        ? errorMessage(replace.error, 'The address could not be saved.')
        : undefined;
  return (
    <form
      className="mt-3 grid max-w-md gap-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        replace.mutate(address.trim(), {
          onSuccess: () =>
            toast.success('Email sent', {
              description: `We wrote to ${address.trim()} to ask for their consent.`,
            }),
        });
      }}
    >
      <FormField label="Your parent's or guardian's email" error={error}>
        <Input
          type="email"
          autoComplete="off"
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          required
        />
      </FormField>
      <div>
        <Button type="submit" size="sm" disabled={replace.isPending || !address.trim()}>
          {replace.isPending ? 'Sending...' : 'Ask them for consent'}
        </Button>
      </div>
    </form>
  );
}

function ConsentReason({ consent }: { consent: NonNullable<PrivacyStatus['consent']> }) {
  const who = `your parent or guardian (${consent.guardianEmail})`;
  if (consent.status === 'suspended') {
    return (
      <>
        Because you are under 18, a parent or guardian decides whether your profile is shown. The
        address you gave ({consent.guardianEmail}) belongs to a coach, organization, staff, athlete
        or administrator account, so it cannot. Give your parent&apos;s or guardian&apos;s own
        address below: until they consent your profile is hidden and coaches cannot write to you.
      </>
    );
  }
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
