import { EyeOff } from 'lucide-react';
import { useState } from 'react';
import { isWiderThan, profileVisibilities, type ProfileVisibility } from '#shared/privacy';
import type { PrivacyStatus } from '#shared/schemas/privacy';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { RadioCard } from '#client/components/ui/radio-card';
import { errorMessage } from '#client/lib/api';
import { useShownText, useT, type MessageId } from '#client/lib/i18n/i18n';
import { usePrivacy, useSetVisibility } from '#client/lib/privacy';
import { HiddenProfileNotice } from '#client/components/hidden-profile-notice';
import { toast } from '#client/lib/toast';

/** Each visibility's name and what it shows (#shared/privacy's visibilityLabels), as messages. */
const visibilityTexts: Record<ProfileVisibility, { label: MessageId; description: MessageId }> = {
  public: {
    label: 'profile.privacy.public.label',
    description: 'profile.privacy.public.description',
  },
  members: {
    label: 'profile.privacy.members.label',
    description: 'profile.privacy.members.description',
  },
  coaches: {
    label: 'profile.privacy.coaches.label',
    description: 'profile.privacy.coaches.description',
  },
  private: {
    label: 'profile.privacy.private.label',
    description: 'profile.privacy.private.description',
  },
};

/** /profile: who can see the athlete profile, why it may be hidden, and the setting itself. */
export function PrivacyCard({ userId }: { userId: string }) {
  const t = useT();
  const shown = useShownText();
  const { data, isPending, error } = usePrivacy(userId);
  if (isPending) {
    return (
      <Card>
        <h2 className="text-lg font-semibold">{t('profile.privacy.title')}</h2>
        <p role="status" className="text-muted-foreground mt-2 text-sm">
          {t('profile.privacy.loading')}
        </p>
      </Card>
    );
  }
  if (error) {
    return (
      <Card>
        <h2 className="text-lg font-semibold">{t('profile.privacy.title')}</h2>
        <Alert tone="error" className="mt-3">
          {shown(errorMessage(error, t('profile.privacy.loadFailed')))}
        </Alert>
      </Card>
    );
  }
  if (!data.privacy) return null;
  // Keyed by the saved setting: the choice starts over from it once a save comes back.
  return <PrivacySettings key={data.privacy.visibility} userId={userId} privacy={data.privacy} />;
}

function PrivacySettings({ userId, privacy }: { userId: string; privacy: PrivacyStatus }) {
  const t = useT();
  const shown = useShownText();
  const save = useSetVisibility(userId);
  const [choice, setChoice] = useState(privacy.visibility);
  return (
    <Card className="grid gap-4">
      <div className="flex items-center gap-3">
        <span className="bg-primary/10 text-primary grid size-9 shrink-0 place-items-center rounded-full">
          <EyeOff className="size-4" aria-hidden />
        </span>
        <h2 className="text-lg font-semibold">{t('profile.privacy.title')}</h2>
      </div>
      <HiddenProfileNotice userId={userId} privacy={privacy} />
      <form
        className="grid gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(choice, {
            onSuccess: () => toast.success(t('profile.privacy.saved')),
          });
        }}
      >
        <fieldset className="grid gap-3">
          <legend className="sr-only">{t('profile.privacy.title')}</legend>
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
                label={t(visibilityTexts[value].label)}
                description={t(
                  !blocked
                    ? visibilityTexts[value].description
                    : privacy.consent?.status === 'granted'
                      ? 'profile.privacy.setByGuardian'
                      : 'profile.privacy.guardianChooses',
                )}
              />
            );
          })}
        </fieldset>
        {save.error ? (
          <Alert tone="error">
            {shown(errorMessage(save.error, t('profile.privacy.saveFailed')))}
          </Alert>
        ) : null}
        <div>
          <Button type="submit" disabled={save.isPending || choice === privacy.visibility}>
            {save.isPending ? t('profile.privacy.saving') : t('profile.privacy.save')}
          </Button>
        </div>
      </form>
      <p className="text-muted-foreground text-sm">{t('profile.privacy.note')}</p>
    </Card>
  );
}
