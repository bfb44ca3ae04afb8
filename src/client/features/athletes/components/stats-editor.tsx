import { Plus } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { MAX_ATHLETE_STATS } from '#shared/recruiting';
import type { Stat } from '#shared/schemas/stats';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { ListState } from '#client/components/ui/list-state';
import { ApiError, errorMessage } from '#client/lib/api';
import { useShownText, useT } from '#client/lib/i18n/i18n';
import { toast } from '#client/lib/toast';
import { useOwnStats, useSaveOwnStats } from '../api/athlete-stats';
import { StatsEditorRow, type StatRow } from './stats-editor-row';

let nextKey = 0;
const newKey = () => `row-${(nextKey += 1)}`;
const rowsOf = (stats: Stat[]): StatRow[] =>
  stats.map((saved) => ({
    key: newKey(),
    season: saved.season,
    stat: saved.stat,
    value: saved.value,
    saved,
  }));

/**
 * /player-profile: the athlete's statistics (docs/product.md#evaluations), up to 30 rows of
 * season, stat and value, shown on their page as self-reported. Rows move with Up and Down
 * buttons; the list is saved as a whole.
 */
export function StatsEditor({ hasProfile }: { hasProfile: boolean }) {
  const t = useT();
  const own = useOwnStats();
  return (
    <Card className="grid gap-4">
      <div>
        <h2 className="text-lg font-semibold">{t('playerProfile.stats.title')}</h2>
        <p className="text-muted-foreground mt-1 text-sm">{t('playerProfile.stats.intro')}</p>
      </div>
      {!hasProfile ? (
        <p className="text-muted-foreground text-sm">{t('playerProfile.stats.needsProfile')}</p>
      ) : (
        <ListState
          query={own}
          compact
          loading={t('playerProfile.stats.loading')}
          errorFallback={t('playerProfile.stats.loadFailed')}
        >
          {own.data ? <StatsRows saved={own.data.stats} /> : null}
        </ListState>
      )}
    </Card>
  );
}

function StatsRows({ saved }: { saved: Stat[] }) {
  const t = useT();
  const shown = useShownText();
  const id = useId();
  const save = useSaveOwnStats();
  const [rows, setRows] = useState<StatRow[]>(() => rowsOf(saved));
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
    const place = { position: target + 1, count: rows.length };
    setStatus(
      row!.stat
        ? t('playerProfile.stats.moved', { stat: row!.stat, ...place })
        : t('playerProfile.stats.movedRow', place),
    );
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
              toast.success(t('playerProfile.stats.saved'));
            },
          },
        );
      }}
    >
      {rows.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t('playerProfile.stats.empty')}</p>
      ) : (
        <ol className="grid gap-3">
          {rows.map((row, index) => (
            <StatsEditorRow
              key={row.key}
              idBase={id}
              row={row}
              index={index}
              count={rows.length}
              onChange={(field, value) => change(row.key, field, value)}
              onMove={(by) => move(index, by)}
              onRemove={() => {
                setRows((current) => current.filter((other) => other.key !== row.key));
                setStatus(t('playerProfile.stats.removed', { row: index + 1 }));
              }}
            />
          ))}
        </ol>
      )}
      <p role="status" className="sr-only">
        {status}
      </p>
      {save.error ? (
        <Alert tone="error">
          {shown(firstFieldError ?? errorMessage(save.error, t('playerProfile.stats.saveFailed')))}
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
          {t('playerProfile.stats.add')}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('playerProfile.stats.saving') : t('playerProfile.stats.save')}
        </Button>
      </div>
      {rows.length >= MAX_ATHLETE_STATS ? (
        <p className="text-muted-foreground text-xs">
          {t('playerProfile.stats.max', { max: MAX_ATHLETE_STATS })}
        </p>
      ) : null}
    </form>
  );
}
