import { Award } from 'lucide-react';
import { ATHLETE_SEARCH_MIN, pickListLabels, type PickListKind } from '#shared/admin-showcase';
import type { AthletePick, AthletePicks, ShowcaseAthlete } from '#shared/schemas/admin-showcase';
import { Button } from '#client/components/ui/button';
import { toast } from '#client/lib/toast';
import { ListState } from '#client/components/ui/list-state';
import { useAddPick, useAthleteSearch } from '../api/showcase';
import { AthleteSummary, HideToggle } from './showcase-athlete-row';
import { athleteName } from './showcase-athlete-state';
import { toastFailure } from './toast-failure';

/** Where an athlete already is, so the buttons say what adding would do. */
function placesOf(picks: AthletePicks | undefined, profileId: string) {
  const inList = (list: AthletePick[] | undefined) =>
    Boolean(list?.some((pick) => pick.athlete.profileId === profileId));
  return {
    month: picks?.athleteOfTheMonth?.athlete.profileId === profileId,
    special_mention: inList(picks?.specialMentions),
    featured: inList(picks?.featured),
  };
}

/**
 * The athletes the search finds, each with what adding them would do: Athlete of the Month, a
 * list they are not in yet, or hiding them.
 */
export function SearchResults({
  q,
  picks,
  onChoose,
  onHide,
}: {
  q: string;
  picks: AthletePicks | undefined;
  onChoose: (athlete: ShowcaseAthlete) => void;
  onHide: (athlete: ShowcaseAthlete) => void;
}) {
  const search = useAthleteSearch(q);
  const add = useAddPick();
  if (q.length < ATHLETE_SEARCH_MIN) {
    return (
      <p className="text-muted-foreground text-sm">
        Type at least {ATHLETE_SEARCH_MIN} letters of a name or an email.
      </p>
    );
  }
  const items = search.data?.items ?? [];
  const addTo = (kind: PickListKind, athlete: ShowcaseAthlete) =>
    add.mutate(
      { kind, profileId: athlete.profileId },
      {
        onSuccess: () => toast.success(`${athleteName(athlete)} added to ${pickListLabels[kind]}`),
        onError: toastFailure('The athlete could not be added. Please try again.'),
      },
    );
  return (
    <ListState query={search} isEmpty={items.length === 0} empty={`No athlete matches “${q}”.`}>
      <ul className="grid gap-3" aria-label="Search results">
        {items.map((athlete) => {
          const places = placesOf(picks, athlete.profileId);
          const name = athleteName(athlete);
          return (
            <li
              key={athlete.profileId}
              className="border-border flex flex-wrap items-start justify-between gap-3 rounded-xl border p-3"
            >
              <AthleteSummary athlete={athlete} />
              <div className="flex flex-wrap gap-2">
                <Button variant="secondary" size="sm" onClick={() => onChoose(athlete)}>
                  <Award className="text-primary size-4" aria-hidden />
                  {places.month ? 'Change month or blurb' : 'Choose as Athlete of the Month'}
                  <span className="sr-only"> ({name})</span>
                </Button>
                {(['special_mention', 'featured'] as const).map((kind) => (
                  <Button
                    key={kind}
                    variant="secondary"
                    size="sm"
                    disabled={places[kind] || add.isPending}
                    onClick={() => addTo(kind, athlete)}
                  >
                    {places[kind]
                      ? `In ${pickListLabels[kind].toLowerCase()}`
                      : `Add to ${pickListLabels[kind].toLowerCase()}`}
                    <span className="sr-only"> ({name})</span>
                  </Button>
                ))}
                <HideToggle athlete={athlete} onHide={onHide} />
              </div>
            </li>
          );
        })}
      </ul>
    </ListState>
  );
}
