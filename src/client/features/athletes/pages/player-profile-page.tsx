import { useEffect } from 'react';
import { toast } from '#client/lib/toast';
import { Alert } from '#client/components/ui/alert';
import { RequireAuth } from '#client/lib/auth/guards';
import { useDocumentTitle } from '#client/lib/use-document-title';
import { useOwnProfile } from '../api/own-profile';
import { HighlightReelField } from '../components/highlight-reel-field';
import { ProfileEditorForm } from '../components/profile-editor-form';
import { StatsEditor } from '../components/stats-editor';
import type { PageHandle } from '#client/lib/page-prefetch';

/** For signed-in members only: the server sends everyone else to log in first. */
export const handle: PageHandle = { audience: 'member' };

export function Component() {
  useDocumentTitle('Your Athlete Profile');
  return (
    <RequireAuth>
      <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
        <h1 className="text-3xl font-bold tracking-tight">Your Athlete Profile</h1>
        <p className="text-muted-foreground mt-2">
          This is what recruiters and coaches see. Members see every detail; visitors who are not
          signed in only see your name, sport and photo.
        </p>
        <div className="mt-8">
          <ProfileEditorLoader />
        </div>
      </div>
    </RequireAuth>
  );
}

function ProfileEditorLoader() {
  const profile = useOwnProfile();
  useEffect(() => {
    if (profile.error) toast.error('Error', { description: profile.error.message });
  }, [profile.error]);
  if (profile.isPending)
    return (
      <p role="status" className="text-muted-foreground">
        Loading your profile...
      </p>
    );
  if (profile.error)
    return (
      <Alert tone="error" title="Your profile could not be loaded.">
        {profile.error.message}
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
