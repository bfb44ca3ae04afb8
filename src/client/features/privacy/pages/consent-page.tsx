import { useQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useParams } from 'react-router';
import type { ConsentRequest } from '#shared/schemas/privacy';
import { Alert } from '#client/components/ui/alert';
import { Card } from '#client/components/ui/card';
import { MailboxLink } from '#client/components/mailbox-link';
import { RichMessage } from '#client/components/rich-message';
import { ApiError } from '#client/lib/api';
import { ConsentDecision } from '#client/components/consent-decision';
import { useShownText, useT } from '#client/lib/i18n/i18n';
import { useDocumentTitle } from '#client/lib/use-document-title';
import { consentRequestQueryOptions, useDecideConsent } from '#client/lib/privacy';

/**
 * /consent/{token}: where a parent or guardian, from the link in our email, reads what their
 * athlete's profile would show and to whom, and consents, declines, or later withdraws.
 */
export function Component() {
  const t = useT();
  const shown = useShownText();
  useDocumentTitle(t('consent.consent.title'));
  const { token = '' } = useParams();
  const request = useQuery(consentRequestQueryOptions(token));

  return (
    <div className="mx-auto grid max-w-2xl gap-6 px-4 py-10 sm:py-14">
      <div className="flex items-center gap-3">
        <span className="bg-primary/10 text-primary grid size-11 shrink-0 place-items-center rounded-full">
          <ShieldCheck className="size-5" aria-hidden />
        </span>
        <h1 className="text-3xl font-bold tracking-tight">{t('consent.consent.title')}</h1>
      </div>
      {request.isPending ? (
        <p role="status" className="text-muted-foreground">
          {t('consent.consent.loading')}
        </p>
      ) : request.error ? (
        <Alert tone="error" title={t('consent.linkBroken')}>
          {request.error instanceof ApiError && request.error.status === 404
            ? shown(request.error.message)
            : t('consent.consent.loadFailed')}
        </Alert>
      ) : (
        <ConsentContent token={token} request={request.data} />
      )}
    </div>
  );
}

function ConsentContent({ token, request }: { token: string; request: ConsentRequest }) {
  const first = request.athleteFirstName;
  return (
    <>
      <p className="text-lg">
        <RichMessage
          id="consent.consent.intro"
          values={{ siteName: request.siteName }}
          parts={{ athlete: <strong>{request.athleteName}</strong> }}
        />
      </p>
      <WhatIsShown first={first} />
      <Decision token={token} request={request} />
      <p className="text-muted-foreground text-sm">
        <RichMessage
          id="consent.consent.changeLater"
          values={{ first }}
          parts={{ mailbox: <MailboxLink mailbox="childSafety" /> }}
        />
      </p>
    </>
  );
}

function WhatIsShown({ first }: { first: string }) {
  const t = useT();
  return (
    <Card>
      <h2 className="text-lg font-semibold">{t('consent.consent.shown.title', { first })}</h2>
      <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="font-medium">{t('consent.consent.shown.everyone')}</dt>
        <dd className="text-muted-foreground">{t('consent.consent.shown.everyone.what')}</dd>
        <dt className="font-medium">{t('consent.consent.shown.members')}</dt>
        <dd className="text-muted-foreground">{t('consent.consent.shown.members.what')}</dd>
        <dt className="font-medium">{t('consent.consent.shown.never')}</dt>
        <dd className="text-muted-foreground">{t('consent.consent.shown.never.what')}</dd>
      </dl>
      <p className="text-muted-foreground mt-4 text-sm">{t('consent.consent.shown.contact')}</p>
    </Card>
  );
}

function Decision({ token, request }: { token: string; request: ConsentRequest }) {
  const decide = useDecideConsent(token);
  return <ConsentDecision request={request} decide={decide} />;
}
