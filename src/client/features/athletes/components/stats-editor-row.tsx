import { ArrowDown, ArrowUp, BadgeCheck, Trash2 } from 'lucide-react';
import type { Stat } from '#shared/schemas/stats';
import { Button } from '#client/components/ui/button';
import { Input } from '#client/components/ui/input';
import { useT } from '#client/lib/i18n/i18n';

export type StatRow = {
  key: string;
  season: string;
  stat: string;
  value: string;
  /** the row as saved, with a roster coach's verification of it (docs/product.md#stat-verification) */
  saved?: Pick<Stat, 'season' | 'stat' | 'value' | 'verification'>;
};

/** "Verified by …" while the row is as verified; a word that an edit ends it. */
function RowVerification({ row }: { row: StatRow }) {
  const t = useT();
  const verification = row.saved?.verification;
  if (!row.saved || !verification) return null;
  const unchanged =
    row.season === row.saved.season && row.stat === row.saved.stat && row.value === row.saved.value;
  return unchanged ? (
    <p className="flex items-center gap-1 text-sm text-emerald-800 sm:col-span-4 dark:text-emerald-300">
      <BadgeCheck className="size-4 shrink-0" aria-hidden />
      {t('playerProfile.stats.verifiedBy', {
        coach: verification.verifierName,
        team: verification.teamName,
      })}
    </p>
  ) : (
    <p className="text-muted-foreground text-sm sm:col-span-4">
      {t('playerProfile.stats.noLongerVerified')}
    </p>
  );
}

/**
 * One statistic in the editor: season, stat and value, and buttons to move it up and down and
 * remove it. The move buttons' ids (`idBase`, the row's key, up or down) let focus follow the row.
 */
export function StatsEditorRow({
  idBase,
  row,
  index,
  count,
  onChange,
  onMove,
  onRemove,
}: {
  idBase: string;
  row: StatRow;
  index: number;
  /** how many rows the list has */
  count: number;
  onChange: (field: 'season' | 'stat' | 'value', value: string) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const t = useT();
  return (
    <li className="border-border grid gap-2 rounded-lg border p-3 sm:grid-cols-[7rem_1fr_7rem_auto] sm:items-end">
      <label className="grid gap-1 text-sm">
        <span className="font-medium">{t('playerProfile.stats.season')}</span>
        <Input
          value={row.season}
          maxLength={20}
          placeholder="2025-26"
          required
          onChange={(event) => onChange('season', event.target.value)}
        />
      </label>
      <label className="grid gap-1 text-sm">
        <span className="font-medium">{t('playerProfile.stats.stat')}</span>
        <Input
          value={row.stat}
          maxLength={40}
          placeholder={t('playerProfile.stats.statExample')}
          required
          onChange={(event) => onChange('stat', event.target.value)}
        />
      </label>
      <label className="grid gap-1 text-sm">
        <span className="font-medium">{t('playerProfile.stats.value')}</span>
        <Input
          value={row.value}
          maxLength={20}
          placeholder="14.2"
          required
          onChange={(event) => onChange('value', event.target.value)}
        />
      </label>
      <div className="flex gap-1">
        <Button
          id={`${idBase}-${row.key}-up`}
          variant="ghost"
          size="icon"
          aria-label={t('playerProfile.stats.moveUp', { row: index + 1 })}
          disabled={index === 0}
          onClick={() => onMove(-1)}
        >
          <ArrowUp className="size-4" aria-hidden />
        </Button>
        <Button
          id={`${idBase}-${row.key}-down`}
          variant="ghost"
          size="icon"
          aria-label={t('playerProfile.stats.moveDown', { row: index + 1 })}
          disabled={index === count - 1}
          onClick={() => onMove(1)}
        >
          <ArrowDown className="size-4" aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('playerProfile.stats.remove', { row: index + 1 })}
          onClick={onRemove}
        >
          <Trash2 className="size-4" aria-hidden />
        </Button>
      </div>
      <RowVerification row={row} />
    </li>
  );
}
