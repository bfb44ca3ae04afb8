import { Award, Search, X } from 'lucide-react';
import type { AthletePick, ShowcaseAthlete } from '#shared/schemas/admin-showcase';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { useT } from '#client/lib/i18n/i18n';
import { toast } from '#client/lib/toast';
import { useClearAthleteOfTheMonth } from '../api/showcase';
import { useAdminFormats } from './admin-formats';
import { AthleteSummary, HideToggle } from './showcase-athlete-row';
import { useToastFailure } from './toast-failure';

/** The Athlete of the Month with its month and blurb: change, hide or remove it. */
export function AthleteOfTheMonthCard({
  pick,
  onChange,
  onHide,
}: {
  pick: AthletePick | null;
  onChange: () => void;
  onHide: (athlete: ShowcaseAthlete) => void;
}) {
  const t = useT();
  const formats = useAdminFormats();
  const toastFailure = useToastFailure();
  const clear = useClearAthleteOfTheMonth();
  return (
    <Card className="grid gap-4 p-5">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <Award className="text-primary size-5" aria-hidden />
        {t('admin.month.title')}
      </h2>
      {pick ? (
        <>
          <AthleteSummary athlete={pick.athlete}>
            <p className="text-sm">
              <span className="font-medium">
                {pick.month ? formats.longMonth(pick.month) : t('admin.month.noMonth')}
              </span>
            </p>
            {pick.blurb ? (
              <blockquote className="border-primary/50 max-w-prose border-l-4 pl-3 text-sm whitespace-pre-line italic">
                {pick.blurb}
              </blockquote>
            ) : (
              <p className="text-muted-foreground text-sm">{t('admin.month.noBlurb')}</p>
            )}
          </AthleteSummary>
          {!pick.athlete.listed ? (
            <p role="note" className="text-sm text-red-700 dark:text-red-300">
              {t('admin.month.notShown')}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={onChange}>
              <Search className="size-4" aria-hidden />
              {t('admin.month.change')}
            </Button>
            <HideToggle athlete={pick.athlete} onHide={onHide} />
            <Button
              variant="secondary"
              size="sm"
              disabled={clear.isPending}
              onClick={() =>
                clear.mutate(undefined, {
                  onSuccess: () =>
                    toast.success(t('admin.month.removed.toast'), {
                      description: t('admin.month.removed.toast.description'),
                    }),
                  onError: toastFailure(t('admin.month.remove.failed')),
                })
              }
            >
              <X className="size-4" aria-hidden />
              {clear.isPending ? t('admin.removing') : t('admin.remove')}
            </Button>
          </div>
        </>
      ) : (
        <div className="grid gap-3">
          <p className="text-muted-foreground text-sm">{t('admin.month.none')}</p>
          <div>
            <Button size="sm" onClick={onChange}>
              <Search className="size-4" aria-hidden />
              {t('admin.month.find')}
            </Button>
          </div>
        </div>
      )}
    </Card>
  );
}
