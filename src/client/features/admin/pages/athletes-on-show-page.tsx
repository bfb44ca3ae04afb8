import { Search } from 'lucide-react';
import { useRef, useState } from 'react';
import type { ShowcaseAthlete } from '#shared/schemas/admin-showcase';
import { Card } from '#client/components/ui/card';
import { Input } from '#client/components/ui/input';
import { useT } from '#client/lib/i18n/i18n';
import { useSettled } from '#client/lib/use-search-text';
import { useAthletePicks } from '../api/showcase';
import { AdminListState } from '../components/admin-list-state';
import { AdminSection } from '../components/admin-section';
import { AthleteOfTheMonthCard } from '../components/athlete-of-the-month-card';
import { SearchResults } from '../components/athlete-search-results';
import { PickList } from '../components/pick-list';
import { ChooseMonthDialog, HideAthleteDialog } from '../components/showcase-dialogs';

/**
 * Athletes on show: the Athlete of the Month (with its month and blurb), the special mentions
 * and the featured athletes that the home page and Explore read, and the moderation hold that
 * keeps a profile out of every list.
 */
export function Component() {
  const t = useT();
  const picks = useAthletePicks();
  const monthPick = picks.data?.athleteOfTheMonth ?? null;
  const [typed, setTyped] = useState('');
  const q = useSettled(typed.trim());
  const [choosing, setChoosing] = useState<ShowcaseAthlete | null>(null);
  const [hiding, setHiding] = useState<ShowcaseAthlete | null>(null);
  const searchBox = useRef<HTMLInputElement>(null);

  const focusSearch = () => {
    searchBox.current?.focus();
    searchBox.current?.scrollIntoView({ block: 'center' });
  };

  return (
    <AdminSection title={t('admin.nav.athletes')} description={t('admin.athletes.description')}>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
        <AdminListState query={picks} isEmpty={false} empty="">
          <AthleteOfTheMonthCard pick={monthPick} onChange={focusSearch} onHide={setHiding} />
        </AdminListState>

        <Card className="grid gap-4 p-5">
          <div className="grid gap-1.5">
            <label htmlFor="athlete-search" className="text-lg font-semibold">
              {t('admin.athletes.search')}
            </label>
            <p id="athlete-search-hint" className="text-muted-foreground text-sm">
              {t('admin.athletes.search.hint')}
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
