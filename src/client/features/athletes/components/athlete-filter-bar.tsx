import { Search, X } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { graduationYearChoices } from '#shared/graduation-years';
import { formatInches } from '#shared/measurements';
import { athleteSportNames } from '#shared/sports';
import { usStates } from '#shared/us-states';
import { Button } from '#client/components/ui/button';
import { Input, Select } from '#client/components/ui/input';
import { RichMessage } from '#client/components/rich-message';
import { useT, type Translate } from '#client/lib/i18n/i18n';
import { sportNameText } from '../field-labels';
import type { AthleteFilters, CoachFilterKey } from '../api/list-athletes';

const sportOptions = athleteSportNames.filter((sport) => sport !== 'Other');

/** The filters the bar sets. */
export type AthleteFilterKey = 'q' | 'sport' | 'gradYear' | 'state' | CoachFilterKey;

type FilterChip = { key: AthleteFilterKey; label: string };

/** Heights a coach picks from, 4'6" to 7'2", and weights, 80 to 350 lbs. */
const heightChoices = Array.from({ length: 33 }, (_, index) => 54 + index);
const weightChoices = Array.from({ length: 28 }, (_, index) => 80 + index * 10);
const updatedChoices = [7, 30, 90];

const inchesLabel = (value: string) => formatInches(Number(value));

/** One chip for each filter in force, in the bar's order, worded in the page's language. */
export function activeFilterChips(filters: AthleteFilters, t: Translate): FilterChip[] {
  const chip = (key: AthleteFilterKey, label: string): FilterChip => ({ key, label });
  return [
    filters.q ? chip('q', t('athletes.filters.chip.search', { text: filters.q })) : null,
    filters.sport
      ? chip('sport', t('athletes.filters.chip.sport', { sport: sportNameText(t, filters.sport) }))
      : null,
    filters.gradYear
      ? chip('gradYear', t('athletes.filters.chip.classOf', { year: filters.gradYear }))
      : null,
    filters.state
      ? chip('state', t('athletes.filters.chip.state', { state: filters.state }))
      : null,
    filters.position
      ? chip('position', t('athletes.filters.chip.position', { position: filters.position }))
      : null,
    filters.heightMin
      ? chip(
          'heightMin',
          t('athletes.filters.chip.heightFrom', { height: inchesLabel(filters.heightMin) }),
        )
      : null,
    filters.heightMax
      ? chip(
          'heightMax',
          t('athletes.filters.chip.heightUpTo', { height: inchesLabel(filters.heightMax) }),
        )
      : null,
    filters.weightMin
      ? chip('weightMin', t('athletes.filters.chip.weightFrom', { lbs: filters.weightMin }))
      : null,
    filters.weightMax
      ? chip('weightMax', t('athletes.filters.chip.weightUpTo', { lbs: filters.weightMax }))
      : null,
    filters.hasHighlight === 'true'
      ? chip('hasHighlight', t('athletes.filters.hasHighlight'))
      : null,
    filters.updatedWithinDays
      ? chip(
          'updatedWithinDays',
          t('athletes.filters.chip.updatedWithin', { days: filters.updatedWithinDays }),
        )
      : null,
  ].filter((one): one is FilterChip => one !== null);
}

/** Position is typed: it is applied when the coach leaves the field or presses Enter. */
function PositionField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string | undefined) => void;
}) {
  const t = useT();
  // The bar keys it by the applied value, so a chip removed or Clear Filters starts it afresh.
  const [text, setText] = useState(value);
  const apply = () => {
    if (text.trim() !== value) onChange(text.trim() || undefined);
  };
  return (
    <label className="grid gap-1.5 text-sm font-medium">
      {t('athletes.filters.position')}
      <Input
        value={text}
        placeholder={t('athletes.filters.positionPlaceholder')}
        maxLength={40}
        onChange={(event) => setText(event.target.value)}
        onBlur={apply}
        onKeyDown={(event) => {
          if (event.key === 'Enter') apply();
        }}
      />
    </label>
  );
}

/**
 * The filters coaches need (docs/product.md#coach-search), for verified coaches: position,
 * height and weight ranges, a highlight video, recently updated.
 */
function CoachFilters({
  filters,
  onFilterChange,
}: {
  filters: AthleteFilters;
  onFilterChange: (key: AthleteFilterKey, value: string | undefined) => void;
}) {
  const t = useT();
  const highlightId = useId();
  const choose = (key: AthleteFilterKey) => (event: { target: { value: string } }) =>
    onFilterChange(key, event.target.value || undefined);
  return (
    <fieldset className="border-border mt-4 border-t pt-4">
      <legend className="text-muted-foreground px-1 text-xs font-semibold tracking-wide uppercase">
        {t('athletes.filters.coachFilters')}
      </legend>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4 lg:grid-cols-7 lg:items-end">
        <div className="col-span-2 md:col-span-1">
          <PositionField
            key={filters.position ?? ''}
            value={filters.position ?? ''}
            onChange={(value) => onFilterChange('position', value)}
          />
        </div>
        <label className="grid gap-1.5 text-sm font-medium">
          {t('athletes.filters.heightFrom')}
          <Select value={filters.heightMin ?? ''} onChange={choose('heightMin')}>
            <option value="">{t('athletes.filters.any')}</option>
            {heightChoices.map((inches) => (
              <option key={inches} value={inches}>
                {formatInches(inches)}
              </option>
            ))}
          </Select>
        </label>
        <label className="grid gap-1.5 text-sm font-medium">
          {t('athletes.filters.heightTo')}
          <Select value={filters.heightMax ?? ''} onChange={choose('heightMax')}>
            <option value="">{t('athletes.filters.any')}</option>
            {heightChoices.map((inches) => (
              <option key={inches} value={inches}>
                {formatInches(inches)}
              </option>
            ))}
          </Select>
        </label>
        <label className="grid gap-1.5 text-sm font-medium">
          {t('athletes.filters.weightFrom')}
          <Select value={filters.weightMin ?? ''} onChange={choose('weightMin')}>
            <option value="">{t('athletes.filters.any')}</option>
            {weightChoices.map((lbs) => (
              <option key={lbs} value={lbs}>
                {t('athletes.filters.lbs', { lbs: String(lbs) })}
              </option>
            ))}
          </Select>
        </label>
        <label className="grid gap-1.5 text-sm font-medium">
          {t('athletes.filters.weightTo')}
          <Select value={filters.weightMax ?? ''} onChange={choose('weightMax')}>
            <option value="">{t('athletes.filters.any')}</option>
            {weightChoices.map((lbs) => (
              <option key={lbs} value={lbs}>
                {t('athletes.filters.lbs', { lbs: String(lbs) })}
              </option>
            ))}
          </Select>
        </label>
        <label className="grid gap-1.5 text-sm font-medium">
          {t('athletes.filters.updatedWithin')}
          <Select value={filters.updatedWithinDays ?? ''} onChange={choose('updatedWithinDays')}>
            <option value="">{t('athletes.filters.anyTime')}</option>
            {updatedChoices.map((days) => (
              <option key={days} value={days}>
                {t('athletes.filters.lastDays', { days: String(days) })}
              </option>
            ))}
          </Select>
        </label>
        <div className="col-span-2 flex min-h-10 items-center gap-2 md:col-span-1">
          <input
            id={highlightId}
            type="checkbox"
            className="accent-primary size-4"
            checked={filters.hasHighlight === 'true'}
            onChange={(event) =>
              onFilterChange('hasHighlight', event.target.checked ? 'true' : undefined)
            }
          />
          <label htmlFor={highlightId} className="text-sm font-medium">
            {t('athletes.filters.hasHighlight')}
          </label>
        </div>
      </div>
    </fieldset>
  );
}

/**
 * The search box, the Sport, Graduation Year and State selects, the chips of the filters in
 * force and Clear Filters. Graduation year and state are for signed-in members only.
 */
export function AthleteFilterBar({
  filters,
  searchText,
  signedIn,
  authLoading,
  verifiedCoach = false,
  onSearchTextChange,
  onFilterChange,
  onClearAll,
  actions,
}: {
  /** The filters in force; the chips show these. */
  filters: AthleteFilters;
  /** What the search box holds; it becomes `filters.q` when the page applies it. */
  searchText: string;
  signedIn: boolean;
  /** The session is still being read: no sign-in hint yet. */
  authLoading: boolean;
  /** A verified coach: the coach filters show (docs/product.md#coach-search). */
  verifiedCoach?: boolean;
  /** Shown under the filters (a verified coach's "Save this search"). */
  actions?: ReactNode;
  onSearchTextChange: (text: string) => void;
  /** A filter chosen, or removed (`undefined`). */
  onFilterChange: (key: AthleteFilterKey, value: string | undefined) => void;
  onClearAll: () => void;
}) {
  const t = useT();
  const active = activeFilterChips(filters, t);

  return (
    <section
      aria-label={t('athletes.filters.label')}
      className="border-border bg-card mt-6 rounded-2xl border p-4 shadow-sm sm:p-5"
    >
      <div className="grid gap-3 md:grid-cols-[2fr_1fr_1fr_1fr_auto] md:items-end">
        <label className="grid gap-1.5 text-sm font-medium">
          {t('athletes.filters.search')}
          <span className="relative">
            <Search
              className="text-muted-foreground absolute top-1/2 left-3 size-4 -translate-y-1/2"
              aria-hidden
            />
            <Input
              type="search"
              placeholder={t('athletes.filters.searchPlaceholder')}
              className="pl-9"
              value={searchText}
              onChange={(event) => onSearchTextChange(event.target.value)}
            />
          </span>
        </label>
        <label className="grid gap-1.5 text-sm font-medium">
          {t('athletes.filters.sport')}
          <Select
            value={filters.sport ?? ''}
            onChange={(event) => onFilterChange('sport', event.target.value || undefined)}
          >
            <option value="">{t('athletes.filters.all')}</option>
            {sportOptions.map((sport) => (
              <option key={sport} value={sport}>
                {sportNameText(t, sport)}
              </option>
            ))}
          </Select>
        </label>
        <label className="grid gap-1.5 text-sm font-medium">
          {t('athletes.filters.graduationYear')}
          <Select
            value={filters.gradYear ?? ''}
            disabled={!signedIn}
            onChange={(event) => onFilterChange('gradYear', event.target.value || undefined)}
          >
            <option value="">{t('athletes.filters.all')}</option>
            {graduationYearChoices(new Date(new Date().getFullYear() - 1, 0, 1)).map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </Select>
        </label>
        <label className="grid gap-1.5 text-sm font-medium">
          {t('athletes.filters.state')}
          <Select
            value={filters.state ?? ''}
            disabled={!signedIn}
            onChange={(event) => onFilterChange('state', event.target.value || undefined)}
          >
            <option value="">{t('athletes.filters.all')}</option>
            {usStates.map((state) => (
              <option key={state} value={state}>
                {state}
              </option>
            ))}
          </Select>
        </label>
        <Button variant="secondary" onClick={onClearAll} disabled={active.length === 0}>
          {t('athletes.filters.clear')}
        </Button>
      </div>
      {verifiedCoach ? <CoachFilters filters={filters} onFilterChange={onFilterChange} /> : null}
      {!signedIn && !authLoading ? (
        <p className="text-muted-foreground mt-3 text-sm">
          <RichMessage
            id="athletes.filters.signInHint"
            parts={{
              login: (
                <Link
                  to="/login?redirectTo=%2Fathletes"
                  className="text-primary font-medium hover:underline"
                >
                  {t('athletes.filters.signInHint.login')}
                </Link>
              ),
            }}
          />
        </p>
      ) : null}
      {active.length > 0 ? (
        <ul className="mt-4 flex flex-wrap gap-2" aria-label={t('athletes.filters.active')}>
          {active.map((chip) => (
            <li key={chip.key}>
              <button
                type="button"
                onClick={() => {
                  if (chip.key === 'q') onSearchTextChange('');
                  onFilterChange(chip.key, undefined);
                }}
                className="bg-primary/10 text-primary hover:bg-primary/20 inline-flex items-center gap-1 rounded-full px-3 py-1 text-sm font-medium"
              >
                {chip.label}
                <X className="size-3.5" aria-hidden />
                <span className="sr-only">{t('athletes.filters.remove')}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {actions}
    </section>
  );
}
