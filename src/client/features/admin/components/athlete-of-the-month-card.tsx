import { Award, Search, X } from 'lucide-react';
import type { AthletePick, ShowcaseAthlete } from '#shared/schemas/admin-showcase';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { longMonth } from '#client/lib/format-date';
import { toast } from '#client/lib/toast';
import { useClearAthleteOfTheMonth } from '../api/showcase';
import { AthleteSummary, HideToggle } from './showcase-athlete-row';
import { toastFailure } from './toast-failure';

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
  const clear = useClearAthleteOfTheMonth();
  return (
    <Card className="grid gap-4 p-5">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <Award className="text-primary size-5" aria-hidden />
        Athlete of the Month
      </h2>
      {pick ? (
        <>
          <AthleteSummary athlete={pick.athlete}>
            <p className="text-sm">
              <span className="font-medium">{pick.month ? longMonth(pick.month) : 'No month'}</span>
            </p>
            {pick.blurb ? (
              <blockquote className="border-primary/50 max-w-prose border-l-4 pl-3 text-sm whitespace-pre-line italic">
                {pick.blurb}
              </blockquote>
            ) : (
              <p className="text-muted-foreground text-sm">No blurb.</p>
            )}
          </AthleteSummary>
          {!pick.athlete.listed ? (
            <p role="note" className="text-sm text-red-700 dark:text-red-300">
              This athlete is not shown anywhere right now, so the home page and Explore show no
              Athlete of the Month. Choose another, or unhide them.
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={onChange}>
              <Search className="size-4" aria-hidden />
              Change
            </Button>
            <HideToggle athlete={pick.athlete} onHide={onHide} />
            <Button
              variant="secondary"
              size="sm"
              disabled={clear.isPending}
              onClick={() =>
                clear.mutate(undefined, {
                  onSuccess: () =>
                    toast.success('No Athlete of the Month', {
                      description: 'The section is hidden until you choose another.',
                    }),
                  onError: toastFailure('The Athlete of the Month could not be removed.'),
                })
              }
            >
              <X className="size-4" aria-hidden />
              {clear.isPending ? 'Removing…' : 'Remove'}
            </Button>
          </div>
        </>
      ) : (
        <div className="grid gap-3">
          <p className="text-muted-foreground text-sm">
            No Athlete of the Month is chosen: the home page and Explore leave the section out.
            Search for an athlete below and choose them.
          </p>
          <div>
            <Button size="sm" onClick={onChange}>
              <Search className="size-4" aria-hidden />
              Find an athlete
            </Button>
          </div>
        </div>
      )}
    </Card>
  );
}
