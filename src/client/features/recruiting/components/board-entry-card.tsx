import { EyeOff, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { BoardEntry } from '#shared/schemas/boards';
import { Button } from '#client/components/ui/button';
import { cn } from '#client/lib/cn';
import { useT, type Translate } from '#client/lib/i18n/i18n';
import { useSportText } from '../texts';
import { BoardEntryNotes } from './board-entry-notes';
import { BoardEntryRating } from './board-entry-rating';
import { BoardEntryStage } from './board-entry-stage';

const shown = (value: string | null | undefined) =>
  value && value !== 'Not specified' ? value : null;

/** The name a card is announced and labelled by. */
export const entryName = (entry: BoardEntry, t: Translate) =>
  entry.athlete
    ? `${entry.athlete.firstName} ${entry.athlete.lastName}`
    : t('recruiting.board.hiddenAthlete');

export type EntryChange = { stage?: number; rating?: number | null; notes?: string };

/**
 * One athlete on a board. Every change is a button, a select, a radio or a text box, so it all
 * works with the keyboard; nothing depends on dragging. `control` names the control that asked
 * for a move, so the board can put focus back on it once the card sits in its new stage. While
 * a change is saved (`busy`) the controls stay enabled, so the focused one keeps focus; the
 * board ignores a second change until the first is answered.
 */
export function BoardEntryCard({
  entry,
  stages,
  busy,
  onChange,
  onRemove,
}: {
  entry: BoardEntry;
  stages: string[];
  busy: boolean;
  onChange: (change: EntryChange, control: string) => void;
  onRemove: () => void;
}) {
  const t = useT();
  const sportText = useSportText();
  const id = useId();
  const name = entryName(entry, t);
  const athlete = entry.athlete;
  const details = athlete
    ? [
        shown(athlete.position),
        shown(athlete.school),
        athlete.graduationYear
          ? t('recruiting.classOf', { year: String(athlete.graduationYear) })
          : null,
        shown(athlete.state),
      ].filter(Boolean)
    : [];

  return (
    <article
      data-entry={entry.id}
      tabIndex={-1}
      aria-labelledby={`${id}-name`}
      className={cn(
        'bg-card border-border focus-visible:ring-primary/40 grid min-w-0 grid-cols-1 gap-2.5 rounded-xl border p-3 text-sm shadow-xs outline-none focus-visible:ring-3 lg:p-2.5',
        entry.hidden && 'bg-muted/50 border-dashed',
      )}
    >
      <div className="flex items-start gap-2">
        {athlete ? (
          <div className="min-w-0 flex-1">
            <h4 id={`${id}-name`} className="font-semibold wrap-break-word">
              <Link to={`/athlete/${athlete.id}`} className="hover:underline">
                {name}
              </Link>
            </h4>
            <p className="text-primary text-xs font-medium">
              {athlete.sport && shown(athlete.sport)
                ? sportText(athlete.sport)
                : t('recruiting.board.noSport')}
            </p>
            {details.length > 0 ? (
              <p className="text-muted-foreground mt-0.5 text-xs">{details.join(' · ')}</p>
            ) : null}
          </div>
        ) : (
          <div className="text-muted-foreground flex min-w-0 flex-1 items-start gap-2">
            <EyeOff className="mt-0.5 size-4 shrink-0" aria-hidden />
            <h4 id={`${id}-name`} className="text-xs font-medium">
              {t('recruiting.board.hiddenAthleteText')}
            </h4>
          </div>
        )}
        <Button
          variant="ghost"
          size="icon"
          className="-mt-1 -mr-1 size-8 shrink-0"
          aria-label={t('recruiting.board.removeEntry', { name })}
          disabled={busy}
          onClick={onRemove}
        >
          <Trash2 className="size-4" aria-hidden />
        </Button>
      </div>

      <BoardEntryStage
        idBase={id}
        name={name}
        stage={entry.stage}
        stages={stages}
        onMove={(stage, control) => onChange({ stage }, control)}
      />

      {/* Folded away so a stage of many athletes stays short; the summary tells what is inside. */}
      <details className="group">
        <summary className="text-muted-foreground hover:text-foreground focus-visible:ring-primary/40 cursor-pointer rounded text-xs font-medium outline-none focus-visible:ring-3">
          {entry.rating === null
            ? t('recruiting.board.noRating')
            : t('recruiting.board.rated', { rating: entry.rating })}
          {entry.notes ? t('recruiting.board.withNotes') : null}
          <span className="sr-only">{t('recruiting.board.ratingAndNotesFor', { name })}</span>
        </summary>
        <div className="mt-2 grid grid-cols-1 gap-3">
          <BoardEntryRating
            idBase={id}
            name={name}
            rating={entry.rating}
            onRate={(rating, control) => onChange({ rating }, control)}
          />
          <BoardEntryNotes
            idBase={id}
            name={name}
            notes={entry.notes}
            busy={busy}
            onSave={(notes) => onChange({ notes }, 'notes')}
          />
        </div>
      </details>
    </article>
  );
}
