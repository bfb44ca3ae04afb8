import { ArrowDown, ArrowUp, BadgeCheck, Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { MAX_ATHLETE_STATS } from '#shared/recruiting';
import type { Stat } from '#shared/schemas/stats';
import { verifiedByText } from '#shared/stat-verifications';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { Input } from '#client/components/ui/input';
import { ApiError, errorMessage } from '#client/lib/api';
import { toast } from '#client/lib/toast';
import { useOwnStats, useSaveOwnStats } from '../api/athlete-stats';

type Row = {
  key: string;
  season: string;
  stat: string;
  value: string;
  /** the row as saved, with a roster coach's verification of it (docs/product.md#stat-verification) */
  saved?: Pick<Stat, 'season' | 'stat' | 'value' | 'verification'>;
};

let nextKey = 0;
const newKey = () => `row-${(nextKey += 1)}`;
const rowsOf = (stats: Stat[]): Row[] =>
  stats.map((saved) => ({
    key: newKey(),
    season: saved.season,
    stat: saved.stat,
    value: saved.value,
    saved,
  }));

/** "Verified by …" while the row is as verified; a word that an edit ends it. */
function RowVerification({ row }: { row: Row }) {
  const verification = row.saved?.verification;
  if (!row.saved || !verification) return null;
  const unchanged =
    row.season === row.saved.season && row.stat === row.saved.stat && row.value === row.saved.value;
  return unchanged ? (
    <p className="flex items-center gap-1 text-sm text-emerald-800 sm:col-span-4 dark:text-emerald-300">
      <BadgeCheck className="size-4 shrink-0" aria-hidden />
      {verifiedByText(verification)}
    </p>
  ) : (
    <p className="text-muted-foreground text-sm sm:col-span-4">
      Saved this way, the row is no longer verified.
    </p>
  );
}

/**
 * /player-profile: the athlete's statistics (docs/product.md#evaluations), up to 30 rows of
 * season, stat and value, shown on their page as self-reported. Rows move with Up and Down
 * buttons; the list is saved as a whole.
 */
export function StatsEditor({ hasProfile }: { hasProfile: boolean }) {
  const own = useOwnStats();
  return (
    <Card className="grid gap-4">
      <div>
        <h2 className="text-lg font-semibold">Statistics</h2>
        <p className="text-muted-foreground mt-1 text-sm">
          Your season numbers, such as points per game or a 100 m time. Your page shows them as
          self-reported.
        </p>
      </div>
      {!hasProfile ? (
        <p className="text-muted-foreground text-sm">
          Save your profile first, then add statistics.
        </p>
      ) : own.isPending ? (
        <p role="status" className="text-muted-foreground text-sm">
          Loading your statistics...
        </p>
      ) : own.error ? (
        <Alert tone="error">
          {errorMessage(own.error, 'Your statistics could not be loaded.')}
        </Alert>
      ) : (
        <StatsRows saved={own.data.stats} />
      )}
    </Card>
  );
}

function StatsRows({ saved }: { saved: Stat[] }) {
  const id = useId();
  const save = useSaveOwnStats();
  const [rows, setRows] = useState<Row[]>(() => rowsOf(saved));
  /** The button to focus once a moved row is drawn in its new place. */
  const focusAfterMove = useRef<string | null>(null);
  const [status, setStatus] = useState('');

  useEffect(() => {
    if (!focusAfterMove.current) return;
    document.getElementById(focusAfterMove.current)?.focus();
    focusAfterMove.current = null;
  }, [rows]);

  const change = (key: string, field: 'season' | 'stat' | 'value', value: string) =>
    setRows((current) =>
      current.map((row) => (row.key === key ? { ...row, [field]: value } : row)),
    );

  const move = (index: number, by: -1 | 1) => {
    const target = index + by;
    if (target < 0 || target >= rows.length) return;
    const next = [...rows];
    const [row] = next.splice(index, 1);
    next.splice(target, 0, row!);
    setRows(next);
    // Focus stays on the button pressed, or on its twin when the row reached an end.
    const edge = target === 0 ? 'down' : target === rows.length - 1 ? 'up' : null;
    const button = edge ?? (by === -1 ? 'up' : 'down');
    focusAfterMove.current = `${id}-${row!.key}-${button}`;
    setStatus(`Moved ${row!.stat || 'the row'} to position ${target + 1} of ${rows.length}.`);
  };

  const fieldErrors = save.error instanceof ApiError ? save.error.fieldErrors : {};
  const firstFieldError = Object.values(fieldErrors)[0]?.[0];

  return (
    <form
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          rows.map(({ season, stat, value }) => ({ season, stat, value })),
          {
            onSuccess: (data) => {
              setRows(rowsOf(data.stats));
              toast.success('Statistics saved');
            },
          },
        );
      }}
    >
      {rows.length === 0 ? (
        <p className="text-muted-foreground text-sm">No statistics yet.</p>
      ) : (
        <ol className="grid gap-3">
          {rows.map((row, index) => (
            <li
              key={row.key}
              className="border-border grid gap-2 rounded-lg border p-3 sm:grid-cols-[7rem_1fr_7rem_auto] sm:items-end"
            >
              <label className="grid gap-1 text-sm">
                <span className="font-medium">Season</span>
                <Input
                  value={row.season}
                  maxLength={20}
                  placeholder="2025-26"
                  required
                  onChange={(event) => change(row.key, 'season', event.target.value)}
                />
              </label>
              <label className="grid gap-1 text-sm">
                <span className="font-medium">Stat</span>
                <Input
                  value={row.stat}
                  maxLength={40}
                  placeholder="Points per game"
                  required
                  onChange={(event) => change(row.key, 'stat', event.target.value)}
                />
              </label>
              <label className="grid gap-1 text-sm">
                <span className="font-medium">Value</span>
                <Input
                  value={row.value}
                  maxLength={20}
                  placeholder="14.2"
                  required
                  onChange={(event) => change(row.key, 'value', event.target.value)}
                />
              </label>
              <div className="flex gap-1">
                <Button
                  id={`${id}-${row.key}-up`}
                  variant="ghost"
                  size="icon"
                  aria-label={`Move row ${index + 1} up`}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  <ArrowUp className="size-4" aria-hidden />
                </Button>
                <Button
                  id={`${id}-${row.key}-down`}
                  variant="ghost"
                  size="icon"
                  aria-label={`Move row ${index + 1} down`}
                  disabled={index === rows.length - 1}
                  onClick={() => move(index, 1)}
                >
                  <ArrowDown className="size-4" aria-hidden />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove row ${index + 1}`}
                  onClick={() => {
                    setRows((current) => current.filter((other) => other.key !== row.key));
                    setStatus(`Removed row ${index + 1}.`);
                  }}
                >
                  <Trash2 className="size-4" aria-hidden />
                </Button>
              </div>
              <RowVerification row={row} />
            </li>
          ))}
        </ol>
      )}
      <p role="status" className="sr-only">
        {status}
      </p>
      {save.error ? (
        <Alert tone="error">
          {firstFieldError ?? errorMessage(save.error, 'Your statistics could not be saved.')}
        </Alert>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button
          variant="secondary"
          disabled={rows.length >= MAX_ATHLETE_STATS}
          onClick={() =>
            setRows((current) => [...current, { key: newKey(), season: '', stat: '', value: '' }])
          }
        >
          <Plus className="size-4" aria-hidden />
          Add a statistic
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save statistics'}
        </Button>
      </div>
      {rows.length >= MAX_ATHLETE_STATS ? (
        <p className="text-muted-foreground text-xs">
          You can list at most {MAX_ATHLETE_STATS} statistics.
        </p>
      ) : null}
    </form>
  );
}
