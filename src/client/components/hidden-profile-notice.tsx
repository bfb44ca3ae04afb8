import { useState } from 'react';
import type { PrivacyStatus } from '#shared/schemas/privacy';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { ApiError, errorMessage } from '#client/lib/api';
import { useLocaleTag, useShownText, useT } from '#client/lib/i18n/i18n';
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
  const t = useT();
  const shown = useShownText();
  const resend = useResendConsent(userId);
  if (privacy.hiddenBecause.length === 0) return null;
  const consent = privacy.consent;
  return (
    <Alert tone="warning" title={t('hiddenProfile.title')}>
      <ul className="grid list-disc gap-2 pl-5">
        {privacy.hiddenBecause.map((reason) => (
          <li key={reason}>
            {reason === 'email-unconfirmed' ? t('hiddenProfile.emailUnconfirmed') : null}
            {reason === 'private' ? t('hiddenProfile.private') : null}
            {reason === 'moderation'
              ? privacy.moderationReason
                ? t('hiddenProfile.moderationBecause', { reason: privacy.moderationReason })
                : t('hiddenProfile.moderation')
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
                  toast.success(t('hiddenProfile.emailSent'), {
                    description: t('hiddenProfile.resent', { email: consent.guardianEmail }),
                  }),
                onError: (error) =>
                  toast.error(t('app.error'), {
                    description: shown(errorMessage(error, t('hiddenProfile.sendFailed'))),
                  }),
              })
            }
          >
            {resend.isPending ? t('app.sending') : t('hiddenProfile.sendAgain')}
          </Button>
        </div>
      ) : null}
    </Alert>
  );
}

/** The athlete names another parent or guardian after the one given was set aside. */
function NewGuardianForm({ userId }: { userId: string }) {
  const t = useT();
  const shown = useShownText();
  const replace = useReplaceGuardian(userId);
  const [address, setAddress] = useState('');
  const error =
    replace.error instanceof ApiError
      ? shown(replace.error.fieldErrors.guardianEmail?.[0] ?? replace.error.message)
      : replace.error
        ? shown(errorMessage(replace.error, t('hiddenProfile.saveFailed')))
        : undefined;
  return (
    <form
      className="mt-3 grid max-w-md gap-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        replace.mutate(address.trim(), {
          onSuccess: () =>
            toast.success(t('hiddenProfile.emailSent'), {
              description: t('hiddenProfile.askedConsent', { email: address.trim() }),
            }),
        });
      }}
    >
      <FormField label={t('hiddenProfile.guardianEmail')} error={error}>
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
          {replace.isPending ? t('app.sending') : t('hiddenProfile.askConsent')}
        </Button>
      </div>
    </form>
  );
}

function ConsentReason({ consent }: { consent: NonNullable<PrivacyStatus['consent']> }) {
  const t = useT();
  const localeTag = useLocaleTag();
  const email = consent.guardianEmail;
  const date = (value: string | Date) =>
    new Date(value).toLocaleDateString(localeTag, { dateStyle: 'long' });
  if (consent.status === 'suspended') return <>{t('hiddenProfile.consent.suspended', { email })}</>;
  if (consent.status === 'declined') return <>{t('hiddenProfile.consent.declined', { email })}</>;
  if (consent.status === 'withdrawn') return <>{t('hiddenProfile.consent.withdrawn', { email })}</>;
  if (consent.expired) {
    return <>{t('hiddenProfile.consent.expired', { email, expires: date(consent.expiresAt) })}</>;
  }
  return (
    <>
      {t('hiddenProfile.consent.pending', {
        email,
        sent: date(consent.sentAt),
        expires: date(consent.expiresAt),
      })}
    </>
  );
}
