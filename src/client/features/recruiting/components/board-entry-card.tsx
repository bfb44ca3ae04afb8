import { ChevronLeft, ChevronRight, EyeOff, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { BoardEntry } from '#shared/schemas/boards';
import { Button } from '#client/components/ui/button';
import { Select, Textarea } from '#client/components/ui/input';
import { cn } from '#client/lib/cn';

/** What a hidden row says instead of the athlete (docs/product.md#recruiting-boards). */
export const hiddenAthleteText = 'Hidden athlete — this profile is no longer shown to you';

const shown = (value: string | null | undefined) =>
  value && value !== 'Not specified' ? value : null;

/** The name a card is announced and labelled by. */
export const entryName = (entry: BoardEntry) =>
  entry.athlete ? `${entry.athlete.firstName} ${entry.athlete.lastName}` : 'Hidden athlete';

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
  const id = useId();
  const name = entryName(entry);
  const athlete = entry.athlete;
  const [notes, setNotes] = useState(entry.notes);
  const [notesSaved, setNotesSaved] = useState(entry.notes);
  // The server's notes win when they change under the card (another tab, a reload).
  if (entry.notes !== notesSaved) {
    setNotesSaved(entry.notes);
    setNotes(entry.notes);
  }
  const dirty = notes !== entry.notes;
  const saveNotes = () => {
    if (dirty) onChange({ notes }, 'notes');
  };
  const previous = stages[entry.stage - 1];
  const next = stages[entry.stage + 1];
  const details = athlete
    ? [
        shown(athlete.position),
        shown(athlete.school),
        athlete.graduationYear ? `Class of ${athlete.graduationYear}` : null,
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
              {shown(athlete.sport) ?? 'Sport not set'}
            </p>
            {details.length > 0 ? (
              <p className="text-muted-foreground mt-0.5 text-xs">{details.join(' · ')}</p>
            ) : null}
          </div>
        ) : (
          <div className="text-muted-foreground flex min-w-0 flex-1 items-start gap-2">
            <EyeOff className="mt-0.5 size-4 shrink-0" aria-hidden />
            <h4 id={`${id}-name`} className="text-xs font-medium">
              {hiddenAthleteText}
            </h4>
          </div>
        )}
        <Button
          variant="ghost"
          size="icon"
          className="-mt-1 -mr-1 size-8 shrink-0"
          aria-label={`Remove ${name} from the board`}
          disabled={busy}
          onClick={onRemove}
        >
          <Trash2 className="size-4" aria-hidden />
        </Button>
      </div>

      <div className="grid grid-cols-1 gap-1.5">
        <label htmlFor={`${id}-stage`} className="sr-only">
          Stage of {name}
        </label>
        <Select
          id={`${id}-stage`}
          data-control="stage"
          className="h-9"
          value={entry.stage}
          onChange={(event) => onChange({ stage: Number(event.target.value) }, 'stage')}
        >
          {stages.map((stage, index) => (
            <option key={index} value={index}>
              {stage}
            </option>
          ))}
        </Select>
        <div className="grid grid-cols-2 gap-1.5">
          <Button
            variant="secondary"
            size="sm"
            className="h-8 min-w-0 justify-start gap-1 px-2 text-xs lg:justify-center"
            data-control="left"
            aria-label={
              previous ? `Move ${name} left, to ${previous}` : `${name} is in the first stage`
            }
            disabled={!previous}
            onClick={() => onChange({ stage: entry.stage - 1 }, 'left')}
          >
            <ChevronLeft className="size-4 shrink-0" aria-hidden />
            <span className="truncate lg:hidden" aria-hidden>
              {previous ?? ''}
            </span>
          </Button>
          <Button
            variant="secondary"
            size="sm"
            className="h-8 min-w-0 justify-end gap-1 px-2 text-xs lg:justify-center"
            data-control="right"
            aria-label={next ? `Move ${name} right, to ${next}` : `${name} is in the last stage`}
            disabled={!next}
            onClick={() => onChange({ stage: entry.stage + 1 }, 'right')}
          >
            <span className="truncate lg:hidden" aria-hidden>
              {next ?? ''}
            </span>
            <ChevronRight className="size-4 shrink-0" aria-hidden />
          </Button>
        </div>
      </div>

      {/* Folded away so a stage of many athletes stays short; the summary tells what is inside. */}
      <details className="group">
        <summary className="text-muted-foreground hover:text-foreground focus-visible:ring-primary/40 cursor-pointer rounded text-xs font-medium outline-none focus-visible:ring-3">
          {entry.rating === null ? 'No rating' : `Rated ${entry.rating} of 5`}
          {entry.notes ? ' · notes' : ''}
          <span className="sr-only"> for {name}: rating and notes</span>
        </summary>
        <div className="mt-2 grid grid-cols-1 gap-3">
          <fieldset className="grid min-w-0 gap-1">
            <legend className="text-muted-foreground mb-1 text-xs font-medium">
              Your rating<span className="sr-only"> of {name}</span>
            </legend>
            <div className="flex flex-wrap gap-1">
              {[1, 2, 3, 4, 5].map((value) => (
                <label
                  key={value}
                  className={cn(
                    'has-focus-visible:ring-primary/40 grid size-7 cursor-pointer place-items-center rounded-md border text-xs font-semibold has-focus-visible:ring-3',
                    entry.rating === value
                      ? 'bg-primary text-primary-foreground border-primary'
                      : 'border-border hover:bg-muted',
                  )}
                >
                  <input
                    type="radio"
                    className="sr-only"
                    name={`${id}-rating`}
                    value={value}
                    checked={entry.rating === value}
                    onChange={() => onChange({ rating: value }, `rating-${value}`)}
                  />
                  <span aria-hidden>{value}</span>
                  <span className="sr-only">{value} of 5</span>
                </label>
              ))}
              <label
                className={cn(
                  'has-focus-visible:ring-primary/40 grid h-7 cursor-pointer place-items-center rounded-md border px-2 text-xs has-focus-visible:ring-3',
                  entry.rating === null
                    ? 'bg-muted border-foreground/30 font-semibold'
                    : 'border-border hover:bg-muted',
                )}
              >
                <input
                  type="radio"
                  className="sr-only"
                  name={`${id}-rating`}
                  value=""
                  checked={entry.rating === null}
                  onChange={() => onChange({ rating: null }, 'rating-none')}
                />
                None
              </label>
            </div>
          </fieldset>

          <div className="grid gap-1">
            <label htmlFor={`${id}-notes`} className="text-muted-foreground text-xs font-medium">
              Private notes<span className="sr-only"> on {name}</span>
            </label>
            <Textarea
              id={`${id}-notes`}
              className="min-h-16 min-w-0 text-sm"
              value={notes}
              onChange={(event) => setNotes(event.target.value)}
              onBlur={saveNotes}
            />
            {dirty ? (
              <Button
                size="sm"
                className="h-8 justify-self-start"
                disabled={busy}
                onClick={saveNotes}
              >
                Save notes
              </Button>
            ) : null}
          </div>
        </div>
      </details>
    </article>
  );
}
