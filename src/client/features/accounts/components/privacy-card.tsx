import { EyeOff } from 'lucide-react';
import { useState } from 'react';
import { isWiderThan, profileVisibilities, visibilityLabels } from '#shared/privacy';
import type { PrivacyStatus } from '#shared/schemas/privacy';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { RadioCard } from '#client/components/ui/radio-card';
import { errorMessage } from '#client/lib/api';
import { usePrivacy, useSetVisibility } from '#client/lib/privacy';
import { HiddenProfileNotice } from '#client/components/hidden-profile-notice';
import { toast } from '#client/lib/toast';

/** /profile: who can see the athlete profile, why it may be hidden, and the setting itself. */
export function PrivacyCard({ userId }: { userId: string }) {
  const { data, isPending, error } = usePrivacy(userId);
  if (isPending) {
    return (
      <Card>
        <h2 className="text-lg font-semibold">Who can see my profile</h2>
        <p role="status" className="text-muted-foreground mt-2 text-sm">
          Loading your privacy settings...
        </p>
      </Card>
    );
  }
  if (error) {
    return (
      <Card>
        <h2 className="text-lg font-semibold">Who can see my profile</h2>
        <Alert tone="error" className="mt-3">
          {errorMessage(error, 'Your privacy settings could not be loaded.')}
        </Alert>
      </Card>
    );
  }
  if (!data.privacy) return null;
  // Keyed by the saved setting: the choice starts over from it once a save comes back.
  return <PrivacySettings key={data.privacy.visibility} userId={userId} privacy={data.privacy} />;
}

function PrivacySettings({ userId, privacy }: { userId: string; privacy: PrivacyStatus }) {
  const save = useSetVisibility(userId);
  const [choice, setChoice] = useState(privacy.visibility);
  return (
    <Card className="grid gap-4">
      <div className="flex items-center gap-3">
        <span className="bg-primary/10 text-primary grid size-9 shrink-0 place-items-center rounded-full">
          <EyeOff className="size-4" aria-hidden />
        </span>
        <h2 className="text-lg font-semibold">Who can see my profile</h2>
      </div>
      <HiddenProfileNotice userId={userId} privacy={privacy} />
      <form
        className="grid gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(choice, {
            onSuccess: () => toast.success('Privacy setting saved'),
          });
        }}
      >
        <fieldset className="grid gap-3">
          <legend className="sr-only">Who can see my profile</legend>
          {profileVisibilities.map((value) => {
            const blocked = isWiderThan(value, privacy.widestAllowed);
            return (
              <RadioCard
                key={value}
                name="visibility"
                value={value}
                checked={choice === value}
                disabled={blocked}
                onChange={() => setChoice(value)}
                label={visibilityLabels[value].label}
                description={
                  !blocked
                    ? visibilityLabels[value].description
                    : privacy.consent?.status === 'granted'
                      ? 'Your parent or guardian chose who may see your profile. They can change it from the link in their email.'
                      : 'Your parent or guardian chooses this when they consent.'
                }
              />
            );
          })}
        </fieldset>
        {save.error ? (
          <Alert tone="error">{errorMessage(save.error, 'The setting could not be saved.')}</Alert>
        ) : null}
        <div>
          <Button type="submit" disabled={save.isPending || choice === privacy.visibility}>
            {save.isPending ? 'Saving...' : 'Save privacy setting'}
          </Button>
        </div>
      </form>
      <p className="text-muted-foreground text-sm">
        Your date of birth, email and phone number are never shown. Athletes under 18 start with
        signed-in members only.
      </p>
    </Card>
  );
}
