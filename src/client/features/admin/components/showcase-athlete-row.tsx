import { EyeOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ShowcaseAthlete } from '#shared/schemas/admin-showcase';
import { Button } from '#client/components/ui/button';
import { useT } from '#client/lib/i18n/i18n';
import { toast } from '#client/lib/toast';
import { useUnhideAthlete } from '../api/showcase';
import { AthletePhoto, AthleteState, athleteName } from './showcase-athlete-state';
import { useToastFailure } from './toast-failure';

/** An athlete's photo, name (to their page), sport and email, with their state. */
export function AthleteSummary({
  athlete,
  children,
}: {
  athlete: ShowcaseAthlete;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <div className="flex min-w-0 items-start gap-3">
      <AthletePhoto athlete={athlete} />
      <div className="grid min-w-0 gap-1">
        <p className="min-w-0">
          <Link
            to={`/athlete/${athlete.profileId}`}
            className="font-medium underline-offset-4 hover:underline"
          >
            {athleteName(athlete, t)}
          </Link>
          <span className="text-muted-foreground text-sm"> · {athlete.sport}</span>
        </p>
        {athlete.email ? (
          <p className="text-muted-foreground text-xs break-all">{athlete.email}</p>
        ) : null}
        <AthleteState athlete={athlete} />
        {children}
      </div>
    </div>
  );
}

/** Hide (with a reason, in a dialog) or unhide: the moderation hold on a profile. */
export function HideToggle({
  athlete,
  onHide,
}: {
  athlete: ShowcaseAthlete;
  onHide: (athlete: ShowcaseAthlete) => void;
}) {
  const t = useT();
  const toastFailure = useToastFailure();
  const unhide = useUnhideAthlete();
  const name = athleteName(athlete, t);
  if (!athlete.held) {
    return (
      <Button variant="secondary" size="sm" onClick={() => onHide(athlete)}>
        <EyeOff className="size-4" aria-hidden />
        {t('admin.athlete.hide')}
        <span className="sr-only"> {name}</span>
      </Button>
    );
  }
  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={unhide.isPending}
      onClick={() =>
        unhide.mutate(athlete.profileId, {
          onSuccess: () =>
            toast.success(t('admin.athlete.unhidden.toast'), {
              description: t('admin.athlete.unhidden.toast.description', { name }),
            }),
          onError: toastFailure(t('admin.athlete.unhide.failed')),
        })
      }
    >
      {unhide.isPending ? t('admin.athlete.unhiding') : t('admin.athlete.unhide')}
      <span className="sr-only"> {name}</span>
    </Button>
  );
}
