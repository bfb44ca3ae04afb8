import { useEffect } from 'react';
import { toast } from '#client/lib/toast';
import { Alert } from '#client/components/ui/alert';
import { RequireAuth } from '#client/lib/auth/guards';
import { useShownText, useT } from '#client/lib/i18n/i18n';
import { useDocumentTitle } from '#client/lib/use-document-title';
import { useOwnProfile } from '../api/own-profile';
import { HighlightReelField } from '../components/highlight-reel-field';
import { ProfileEditorForm } from '../components/profile-editor-form';
import { StatsEditor } from '../components/stats-editor';
import type { PageHandle } from '#client/lib/page-prefetch';

/** For signed-in members only: the server sends everyone else to log in first. */
export const handle: PageHandle = { audience: 'member' };

export function Component() {
  const t = useT();
  useDocumentTitle(t('playerProfile.page.title'));
  return (
    <RequireAuth>
      <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
        <h1 className="text-3xl font-bold tracking-tight">{t('playerProfile.page.title')}</h1>
        <p className="text-muted-foreground mt-2">{t('playerProfile.page.intro')}</p>
        <div className="mt-8">
          <ProfileEditorLoader />
        </div>
      </div>
    </RequireAuth>
  );
}

function ProfileEditorLoader() {
  const t = useT();
  const shown = useShownText();
  const profile = useOwnProfile();
  const failure = profile.error ? shown(profile.error.message) : null;
  const errorTitle = t('playerProfile.toast.error');
  useEffect(() => {
    if (profile.error && failure) toast.error(errorTitle, { description: failure });
  }, [profile.error, failure, errorTitle]);
  if (profile.isPending)
    return (
      <p role="status" className="text-muted-foreground">
        {t('playerProfile.page.loading')}
      </p>
    );
  if (profile.error)
    return (
      <Alert tone="error" title={t('playerProfile.page.loadFailed')}>
        {failure}
      </Alert>
    );
  return (
    <div className="grid gap-8">
      <ProfileEditorForm
        profile={profile.data.profile}
        needsBirthDate={profile.data.needsBirthDate}
      />
      <HighlightReelField hasProfile={Boolean(profile.data.profile)} />
      <StatsEditor hasProfile={Boolean(profile.data.profile)} />
    </div>
  );
}
