import { ArrowDown, ArrowUp, Award, EyeOff, Search, Star, TrendingUp, X } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  ATHLETE_SEARCH_MIN,
  MAX_PICKS_PER_LIST,
  pickListLabels,
  type PickListKind,
} from '#shared/admin-showcase';
import type { AthletePick, AthletePicks, ShowcaseAthlete } from '#shared/schemas/admin-showcase';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { Input } from '#client/components/ui/input';
import { errorMessage } from '#client/lib/api';
import { longMonth } from '#client/lib/format-date';
import { toast } from '#client/lib/toast';
import {
  useAddPick,
  useAthletePicks,
  useAthleteSearch,
  useClearAthleteOfTheMonth,
  useRemovePick,
  useReorderPicks,
  useUnhideAthlete,
} from '../api/showcase';
import { AdminSection, ListState } from '../components/admin-section';
import { AthletePhoto, AthleteState, athleteName } from '../components/showcase-athlete-state';
import { ChooseMonthDialog, HideAthleteDialog } from '../components/showcase-dialogs';

const SEARCH_DELAY_MS = 300;

/** The value once it has stopped changing for a moment: one search per pause in typing. */
function useSettled(value: string, delay: number) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

const failed = (fallback: string) => (error: unknown) => toast.error(errorMessage(error, fallback));

/** An athlete's photo, name (to their page), sport and email, with their state. */
function AthleteSummary({ athlete, children }: { athlete: ShowcaseAthlete; children?: ReactNode }) {
  return (
    <div className="flex min-w-0 items-start gap-3">
      <AthletePhoto athlete={athlete} />
      <div className="grid min-w-0 gap-1">
        <p className="min-w-0">
          <Link
            to={`/athlete/${athlete.profileId}`}
            className="font-medium underline-offset-4 hover:underline"
          >
            {athleteName(athlete)}
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
function HideToggle({
  athlete,
  onHide,
}: {
  athlete: ShowcaseAthlete;
  onHide: (athlete: ShowcaseAthlete) => void;
}) {
  const unhide = useUnhideAthlete();
  const name = athleteName(athlete);
  if (!athlete.held) {
    return (
      <Button variant="secondary" size="sm" onClick={() => onHide(athlete)}>
        <EyeOff className="size-4" aria-hidden />
        Hide<span className="sr-only"> {name}</span>
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
            toast.success('Profile shown again', {
              description: `${name} is back wherever the listing rules allow.`,
            }),
          onError: failed('The profile could not be shown again. Please try again.'),
        })
      }
    >
      {unhide.isPending ? 'Unhiding…' : 'Unhide'}
      <span className="sr-only"> {name}</span>
    </Button>
  );
}

function AthleteOfTheMonthCard({
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
                  onError: failed('The Athlete of the Month could not be removed.'),
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

const listIcons: Record<PickListKind, ReactNode> = {
  special_mention: <TrendingUp className="text-primary size-5" aria-hidden />,
  featured: <Star className="text-primary size-5" aria-hidden />,
};

const listDescriptions: Record<PickListKind, string> = {
  special_mention:
    'Most Improved on Explore: after the Athlete of the Month, in this order, then the most recently updated athletes.',
  featured:
    'The carousel at the top of Explore: first, in this order, then Recruiting Profile members and the newest athletes.',
};

/** A list of picks in its order: move one up or down, or take it off. */
function PickList({
  kind,
  picks,
  onHide,
}: {
  kind: PickListKind;
  picks: AthletePick[];
  onHide: (athlete: ShowcaseAthlete) => void;
}) {
  const remove = useRemovePick();
  const reorder = useReorderPicks();
  const busy = remove.isPending || reorder.isPending;
  const headingId = `picks-${kind}`;

  const move = (index: number, by: -1 | 1) => {
    const ids = picks.map((pick) => pick.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    reorder.mutate(
      { kind, ids },
      { onError: failed('The new order could not be saved. The list is shown as it is now.') },
    );
  };

  return (
    <Card className="grid content-start gap-3 p-5" aria-labelledby={headingId} role="region">
      <div>
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
          {listIcons[kind]}
          {pickListLabels[kind]}
          <span className="text-muted-foreground text-sm font-normal">
            ({picks.length} of {MAX_PICKS_PER_LIST})
          </span>
        </h2>
        <p className="text-muted-foreground mt-1 text-sm">{listDescriptions[kind]}</p>
      </div>
      {picks.length === 0 ? (
        <p className="text-muted-foreground text-sm">
          Nobody yet: add athletes from the search above.
        </p>
      ) : (
        <ol className="grid gap-3">
          {picks.map((pick, index) => {
            const name = athleteName(pick.athlete);
            return (
              <li
                key={pick.id}
                className="border-border flex flex-wrap items-start justify-between gap-3 rounded-xl border p-3"
              >
                <div className="flex min-w-0 items-start gap-2">
                  <span className="text-muted-foreground w-5 pt-2 text-right text-sm tabular-nums">
                    {index + 1}.
                  </span>
                  <AthleteSummary athlete={pick.athlete} />
                </div>
                <div className="flex flex-wrap gap-1">
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Move ${name} up`}
                    disabled={busy || index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUp className="size-4" aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Move ${name} down`}
                    disabled={busy || index === picks.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDown className="size-4" aria-hidden />
                  </Button>
                  <HideToggle athlete={pick.athlete} onHide={onHide} />
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={busy}
                    onClick={() =>
                      remove.mutate(pick.id, {
                        onSuccess: () =>
                          toast.success(`${name} removed from ${pickListLabels[kind]}`),
                        onError: failed('The athlete could not be removed. Please try again.'),
                      })
                    }
                  >
                    Remove<span className="sr-only"> {name}</span>
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </Card>
  );
}

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

function SearchResults({
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
        onError: failed('The athlete could not be added. Please try again.'),
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

/**
 * Athletes on show: the Athlete of the Month (with its month and blurb), the special mentions
 * and the featured athletes that the home page and Explore read, and the moderation hold that
 * keeps a profile out of every list.
 */
export function Component() {
  const picks = useAthletePicks();
  const monthPick = picks.data?.athleteOfTheMonth ?? null;
  const [typed, setTyped] = useState('');
  const q = useSettled(typed.trim(), SEARCH_DELAY_MS);
  const [choosing, setChoosing] = useState<ShowcaseAthlete | null>(null);
  const [hiding, setHiding] = useState<ShowcaseAthlete | null>(null);
  const searchBox = useRef<HTMLInputElement>(null);

  const focusSearch = () => {
    searchBox.current?.focus();
    searchBox.current?.scrollIntoView({ block: 'center' });
  };

  return (
    <AdminSection
      title="Athletes on show"
      description="Choose who the home page and Explore feature. Hidden, private and unlisted athletes never show, even when picked."
    >
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
        <ListState query={picks} isEmpty={false} empty="">
          <AthleteOfTheMonthCard pick={monthPick} onChange={focusSearch} onHide={setHiding} />
        </ListState>

        <Card className="grid gap-4 p-5">
          <div className="grid gap-1.5">
            <label htmlFor="athlete-search" className="text-lg font-semibold">
              Search athletes
            </label>
            <p id="athlete-search-hint" className="text-muted-foreground text-sm">
              Any part of a name or an email. Hidden and unlisted athletes are found too.
            </p>
            <div className="relative">
              <Search
                className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2"
                aria-hidden
              />
              <Input
                id="athlete-search"
                ref={searchBox}
                type="search"
                autoComplete="off"
                maxLength={100}
                className="pl-9"
                aria-describedby="athlete-search-hint"
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
              />
            </div>
          </div>
          <SearchResults q={q} picks={picks.data} onChoose={setChoosing} onHide={setHiding} />
        </Card>

        {picks.data ? (
          <div className="grid gap-6 xl:grid-cols-2">
            <PickList
              kind="special_mention"
              picks={picks.data.specialMentions}
              onHide={setHiding}
            />
            <PickList kind="featured" picks={picks.data.featured} onHide={setHiding} />
          </div>
        ) : null}
      </div>

      <ChooseMonthDialog
        athlete={choosing}
        current={choosing && monthPick?.athlete.profileId === choosing.profileId ? monthPick : null}
        onClose={() => setChoosing(null)}
      />
      <HideAthleteDialog athlete={hiding} onClose={() => setHiding(null)} />
    </AdminSection>
  );
}
