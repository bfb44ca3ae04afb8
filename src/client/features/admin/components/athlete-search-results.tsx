import { Award } from 'lucide-react';
import { ATHLETE_SEARCH_MIN, type PickListKind } from '#shared/admin-showcase';
import type { AthletePick, AthletePicks, ShowcaseAthlete } from '#shared/schemas/admin-showcase';
import { Button } from '#client/components/ui/button';
import { useT, type MessageId } from '#client/lib/i18n/i18n';
import { toast } from '#client/lib/toast';
import { useAddPick, useAthleteSearch } from '../api/showcase';
import { AdminListState } from './admin-list-state';
import { AthleteSummary, HideToggle } from './showcase-athlete-row';
import { athleteName } from './showcase-athlete-state';
import { useToastFailure } from './toast-failure';

/** What the buttons of each list say: the athlete is in it already, or can be added. */
const listButtonTexts = {
  special_mention: {
    in: 'admin.picks.in.specialMention',
    add: 'admin.picks.add.specialMention',
    added: 'admin.picks.added.specialMention',
  },
  featured: {
    in: 'admin.picks.in.featured',
    add: 'admin.picks.add.featured',
    added: 'admin.picks.added.featured',
  },
} as const satisfies Record<PickListKind, { in: MessageId; add: MessageId; added: MessageId }>;

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
  const t = useT();
  const toastFailure = useToastFailure();
  const search = useAthleteSearch(q);
  const add = useAddPick();
  if (q.length < ATHLETE_SEARCH_MIN) {
    return (
      <p className="text-muted-foreground text-sm">
        {t('admin.picks.searchMin', { count: ATHLETE_SEARCH_MIN })}
      </p>
    );
  }
  const items = search.data?.items ?? [];
  const addTo = (kind: PickListKind, athlete: ShowcaseAthlete) =>
    add.mutate(
      { kind, profileId: athlete.profileId },
      {
        onSuccess: () =>
          toast.success(t(listButtonTexts[kind].added, { name: athleteName(athlete, t) })),
        onError: toastFailure(t('admin.picks.add.failed')),
      },
    );
  return (
    <AdminListState
      query={search}
      isEmpty={items.length === 0}
      empty={t('admin.picks.noMatch', { q })}
    >
      <ul className="grid gap-3" aria-label={t('admin.picks.results')}>
        {items.map((athlete) => {
          const places = placesOf(picks, athlete.profileId);
          const name = athleteName(athlete, t);
          return (
            <li
              key={athlete.profileId}
              className="border-border flex flex-wrap items-start justify-between gap-3 rounded-xl border p-3"
            >
              <AthleteSummary athlete={athlete} />
              <div className="flex flex-wrap gap-2">
                <Button variant="secondary" size="sm" onClick={() => onChoose(athlete)}>
                  <Award className="text-primary size-4" aria-hidden />
                  {places.month ? t('admin.picks.changeMonth') : t('admin.picks.chooseMonth')}
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
                    {places[kind] ? t(listButtonTexts[kind].in) : t(listButtonTexts[kind].add)}
                    <span className="sr-only"> ({name})</span>
                  </Button>
                ))}
                <HideToggle athlete={athlete} onHide={onHide} />
              </div>
            </li>
          );
        })}
      </ul>
    </AdminListState>
  );
}
