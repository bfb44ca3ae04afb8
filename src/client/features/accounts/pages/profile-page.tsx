import { Radio } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '#client/components/ui/alert';
import { buttonClasses } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { RequireAuth } from '#client/lib/auth/guards';
import { useLocaleTag, useShownText, useT } from '#client/lib/i18n/i18n';
import { useDocumentTitle } from '#client/lib/use-document-title';
import { useAccount } from '../api/get-account';
import { BillingCard } from '../components/billing-card';
import { PrivacyCard } from '../components/privacy-card';
import { ChangePasswordCard } from '../components/change-password-card';
import { DeleteAccountCard, SessionsCard } from '../components/danger-zone-card';
import { DataExportCard } from '../components/data-export-card';
import { userTypeLabels } from '../components/field-labels';
import { LanguageCard } from '../components/language-card';
import { OwnEvaluationsCard } from '../components/own-evaluations-card';
import { PiWalletCard } from '../components/pi-wallet-card';
import { TwoFactorCard } from '../components/two-factor-card';
import { WhoViewedMeCard } from '../components/who-viewed-me-card';
import type { PageHandle } from '#client/lib/page-prefetch';

/**
 * For signed-in members only: the server sends everyone else to log in first. Its server render
 * is the frame and "Loading your account..." (the account is fetched in the browser), alike for
 * every member of an audience, so it may be kept for them.
 */
export const handle: PageHandle = { audience: 'member', sameForAudience: true };

export function Component() {
  const t = useT();
  useDocumentTitle(t('profile.title'));
  return (
    <RequireAuth>
      <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:py-14">
        <h1 className="text-3xl font-bold tracking-tight">{t('profile.title')}</h1>
        <ProfileContent />
      </div>
    </RequireAuth>
  );
}

function ProfileContent() {
  const t = useT();
  const shown = useShownText();
  const localeTag = useLocaleTag();
  const { data: account, isPending, error } = useAccount();
  if (isPending) {
    return (
      <p role="status" className="text-muted-foreground">
        {t('profile.loading')}
      </p>
    );
  }
  if (error || !account) {
    return (
      <Alert tone="error" title={t('profile.loadFailed')}>
        {error?.message ? shown(error.message) : null}
      </Alert>
    );
  }
  const details: [string, string][] = [
    [t('profile.details.name'), account.name],
    [t('profile.details.email'), account.email],
    [
      t('profile.details.accountType'),
      account.isAdmin
        ? t('profile.details.administrator')
        : account.userType
          ? t(userTypeLabels[account.userType])
          : t('profile.details.member'),
    ],
    ...(account.phone ? ([[t('profile.details.phone'), account.phone]] as [string, string][]) : []),
    [
      t('profile.details.memberSince'),
      new Date(account.createdAt).toLocaleDateString(localeTag, { dateStyle: 'long' }),
    ],
  ];
  const runsChannels =
    account.isAdmin || account.userType === 'coach' || account.userType === 'organization';
  return (
    <>
      <Card>
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[10rem_1fr]">
          {details.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-muted-foreground text-sm">{term}</dt>
              <dd className="font-medium break-words">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-6 flex flex-wrap gap-3">
          {account.userType === 'player' ? (
            <Link to="/player-profile" className={buttonClasses()}>
              {account.playerProfile?.isComplete
                ? t('profile.links.editAthleteProfile')
                : t('profile.links.completeAthleteProfile')}
            </Link>
          ) : null}
          {account.userType === 'coach' ? (
            <Link to="/recruiting" className={buttonClasses()}>
              {t('profile.links.recruiting')}
            </Link>
          ) : null}
          {account.userType === 'guardian' ? (
            <Link to="/guardian" className={buttonClasses()}>
              {t('profile.links.children')}
            </Link>
          ) : null}
          {account.isAdmin ? (
            <Link to="/admin" className={buttonClasses({ variant: 'secondary' })}>
              {t('profile.links.admin')}
            </Link>
          ) : null}
        </div>
      </Card>
      {account.userType === 'player' ? <PrivacyCard userId={account.id} /> : null}
      {account.playerProfile ? <WhoViewedMeCard userId={account.id} /> : null}
      {account.playerProfile ? <OwnEvaluationsCard userId={account.id} /> : null}
      <BillingCard userId={account.id} />
      {runsChannels ? <LiveChannelsCard /> : null}
      <LanguageCard />
      <ChangePasswordCard />
      <TwoFactorCard enabled={account.twoFactorEnabled} />
      <PiWalletCard userId={account.id} />
      <SessionsCard />
      <DataExportCard />
      <DeleteAccountCard />
    </>
  );
}

/** Coaches, organizations and administrators run live channels from /my-channels. */
function LiveChannelsCard() {
  const t = useT();
  return (
    <Card className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <span className="bg-primary/10 text-primary grid size-11 shrink-0 place-items-center rounded-full">
        <Radio className="size-5" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <h2 className="text-lg font-semibold">{t('profile.channels.title')}</h2>
        <p className="text-muted-foreground mt-1 text-sm">{t('profile.channels.text')}</p>
      </div>
      <Link to="/my-channels" className={buttonClasses({ variant: 'secondary' })}>
        {t('profile.channels.manage')}
      </Link>
    </Card>
  );
}
