import { useState } from 'react';
import { guardianVisibilities, type GuardianVisibility } from '#shared/privacy';
import type { ConsentDecision as Decision, ConsentRequest } from '#shared/schemas/privacy';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { RadioCard } from '#client/components/ui/radio-card';
import { errorMessage } from '#client/lib/api';
import { useLocaleTag, useShownText, useT, type MessageId } from '#client/lib/i18n/i18n';

type Audience = GuardianVisibility;

/** The guardian's choices as offered (who sees the profile is said by guardian.consent.seenBy). */
const audiences: Record<Audience, { label: MessageId; description: MessageId }> = {
  coaches: {
    label: 'consent.consent.audience.coaches.label',
    description: 'consent.consent.audience.coaches.description',
  },
  members: {
    label: 'consent.consent.audience.members.label',
    description: 'consent.consent.audience.members.description',
  },
  public: {
    label: 'consent.consent.audience.public.label',
    description: 'consent.consent.audience.public.description',
  },
};

/** Where a decision is sent: the mailed link's page, or the guardian's own page. */
type DecideMutation = {
  mutate: (decision: Decision) => void;
  isPending: boolean;
  error: unknown;
};

/**
 * A parent's or guardian's consent for an athlete under 18: who may see the profile, and
 * consent given, refused, or withdrawn later (/consent/{token} and /guardian).
 */
export function ConsentDecision({
  request,
  decide,
  deadline = true,
}: {
  request: Pick<
    ConsentRequest,
    'athleteFirstName' | 'status' | 'expired' | 'expiresAt' | 'decidedAt' | 'allowedVisibility'
  >;
  decide: DecideMutation;
  /** says until when a pending request can be answered (the mailed link expires; an account does not) */
  deadline?: boolean;
}) {
  const t = useT();
  const shown = useShownText();
  const localeTag = useLocaleTag();
  const [audience, setAudience] = useState<Audience>(request.allowedVisibility);
  const [confirmWithdraw, setConfirmWithdraw] = useState(false);
  const first = request.athleteFirstName;
  const longDate = (value: string) =>
    new Date(value).toLocaleDateString(localeTag, { dateStyle: 'long' });
  /** "On November 24, 2026. ", before what the decision means. */
  const decidedOn = request.decidedAt
    ? `${t('consent.consent.decidedOn', { date: longDate(request.decidedAt) })} `
    : '';
  const error = decide.error
    ? shown(errorMessage(decide.error, t('consent.answerNotSaved')))
    : null;
  const grant = () => decide.mutate({ decision: 'grant', visibility: audience });

  if (request.expired) {
    return (
      <Alert tone="warning" title={t('consent.consent.expired.title')}>
        {t('consent.consent.expired.text', { date: longDate(request.expiresAt), first })}
      </Alert>
    );
  }

  const audienceChoice = (
    <fieldset className="grid gap-3">
      <legend className="mb-2 font-medium">{t('consent.consent.audience.legend')}</legend>
      {guardianVisibilities.map((value) => (
        <RadioCard
          key={value}
          name="audience"
          value={value}
          checked={audience === value}
          onChange={() => setAudience(value)}
          label={t(audiences[value].label)}
          description={t(audiences[value].description)}
        />
      ))}
    </fieldset>
  );

  if (request.status === 'granted') {
    return (
      <Card className="grid gap-5">
        <Alert tone="success" title={t('consent.consent.granted.title')}>
          {decidedOn}
          {t('consent.consent.seenBy', { first, audience: request.allowedVisibility })}
        </Alert>
        {audienceChoice}
        <div className="flex flex-wrap gap-3">
          <Button
            variant="secondary"
            disabled={decide.isPending || audience === request.allowedVisibility}
            onClick={grant}
          >
            {decide.isPending ? t('consent.saving') : t('consent.consent.saveAudience')}
          </Button>
          {confirmWithdraw ? (
            <>
              <Button
                variant="danger"
                disabled={decide.isPending}
                onClick={() => decide.mutate({ decision: 'withdraw' })}
              >
                {t('consent.consent.withdraw.confirm')}
              </Button>
              <Button variant="ghost" onClick={() => setConfirmWithdraw(false)}>
                {t('consent.consent.withdraw.keep')}
              </Button>
            </>
          ) : (
            <Button variant="ghost" onClick={() => setConfirmWithdraw(true)}>
              {t('consent.consent.withdraw.button')}
            </Button>
          )}
        </div>
        {confirmWithdraw ? (
          <p className="text-muted-foreground text-sm">
            {t('consent.consent.withdraw.effect', { first })}
          </p>
        ) : null}
        {error ? <Alert tone="error">{error}</Alert> : null}
      </Card>
    );
  }

  return (
    <Card className="grid gap-5">
      {request.status === 'declined' || request.status === 'withdrawn' ? (
        <Alert
          tone="info"
          title={
            request.status === 'declined'
              ? t('consent.consent.declined.title')
              : t('consent.consent.withdrawn.title')
          }
        >
          {decidedOn}
          {t('consent.consent.hidden', { first })}
        </Alert>
      ) : deadline ? (
        <p className="text-muted-foreground text-sm">
          {t('consent.consent.answerBy', { date: longDate(request.expiresAt) })}
        </p>
      ) : null}
      {audienceChoice}
      <div className="flex flex-wrap gap-3">
        <Button disabled={decide.isPending} onClick={grant}>
          {decide.isPending ? t('consent.saving') : t('consent.consent.grant')}
        </Button>
        {request.status === 'pending' ? (
          <Button
            variant="secondary"
            disabled={decide.isPending}
            onClick={() => decide.mutate({ decision: 'decline' })}
          >
            {t('consent.consent.decline')}
          </Button>
        ) : null}
      </div>
      {error ? <Alert tone="error">{error}</Alert> : null}
    </Card>
  );
}
