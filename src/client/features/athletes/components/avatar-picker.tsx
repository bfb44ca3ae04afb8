import { Camera } from 'lucide-react';
import { useEffect, useId, useMemo } from 'react';
import { UploadProgressBar } from '#client/components/upload-progress-bar';
import { useT } from '#client/lib/i18n/i18n';
import { AthleteAvatar } from './athlete-avatar';

const MAX_BYTES = 5 * 1024 * 1024;
const ACCEPTED = ['image/png', 'image/jpeg', 'image/webp'];

/** Choose a photo, see it before saving; the upload happens with the profile save. */
export function AvatarPicker({
  name,
  currentUrl,
  file,
  onChange,
  progress,
}: {
  name: { firstName: string; lastName: string };
  currentUrl: string | null;
  file: File | null;
  onChange: (file: File | null, error?: string) => void;
  /** 0..1 while uploading */
  progress: number | null;
}) {
  const t = useT();
  const id = useId();
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  return (
    <div className="flex items-center gap-5">
      <AthleteAvatar
        athlete={{ ...name, avatarUrl: (file ? preview : null) ?? currentUrl }}
        size={96}
      />
      <div className="grid gap-2">
        <label
          htmlFor={id}
          className="border-border hover:bg-muted has-[:focus-visible]:ring-primary/40 inline-flex w-fit cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm font-medium has-[:focus-visible]:ring-3"
        >
          <Camera className="size-4" aria-hidden />
          {currentUrl || file ? t('playerProfile.photo.change') : t('playerProfile.photo.add')}
          <input
            id={id}
            type="file"
            accept={ACCEPTED.join(',')}
            className="sr-only"
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              event.target.value = '';
              if (!chosen) return;
              if (!ACCEPTED.includes(chosen.type))
                return onChange(null, t('playerProfile.photo.wrongType'));
              if (chosen.size > MAX_BYTES) return onChange(null, t('playerProfile.photo.tooLarge'));
              onChange(chosen);
            }}
          />
        </label>
        <p className="text-muted-foreground text-xs">{t('playerProfile.photo.limits')}</p>
        {progress !== null ? (
          <div className="w-48">
            <UploadProgressBar
              label={t('playerProfile.photo.uploadingLabel')}
              fraction={progress}
              className="h-2"
            />
            <p className="text-muted-foreground mt-1 text-xs">
              {t('playerProfile.photo.uploading', {
                percent: `${Math.round(progress * 100)}%`,
              })}
            </p>
          </div>
        ) : null}
      </div>
    </div>
  );
}
