import { cn } from '#client/lib/cn';
import { useT } from '#client/lib/i18n/i18n';
import { Announcement, useChangeAnnouncement } from './announcement';

/** The quarter an upload has reached: 0, 25, 50, 75 or 100. */
export const uploadStep = (fraction: number) =>
  Math.min(100, Math.max(0, Math.floor(fraction * 4) * 25));

/**
 * An upload's progress bar with its label; screen readers hear it at each quarter
 * ("{label}: 25 %"), not at every percent.
 */
export function UploadProgressBar({
  label,
  fraction,
  className,
}: {
  label: string;
  fraction: number;
  className?: string;
}) {
  const t = useT();
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  const message = useChangeAnnouncement(uploadStep(fraction), (step) =>
    step === 0 ? null : t('app.upload.progress', { label, step }),
  );
  return (
    <>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className={cn('bg-muted h-2.5 overflow-hidden rounded-full', className)}
      >
        <div className="bg-primary h-full transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <Announcement message={message} />
    </>
  );
}
