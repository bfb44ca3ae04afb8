import type { Board } from '#shared/schemas/boards';
import { useT } from '#client/lib/i18n/i18n';
import { BoardEntryCard, type EntryChange } from './board-entry-card';

/**
 * A board's stages, side by side on a wide screen and one under the other on a phone, each with
 * its athletes' cards; a board without athletes says how to add some.
 */
export function BoardStages({
  board,
  busyEntry,
  onChange,
  onRemove,
}: {
  board: Board;
  /** the entry whose change is being saved */
  busyEntry: string | null;
  onChange: (entryId: string, change: EntryChange, control: string) => void;
  onRemove: (entryId: string) => void;
}) {
  const t = useT();
  if (board.entries.length === 0) {
    return (
      <p className="border-border text-muted-foreground rounded-xl border border-dashed p-6 text-center text-sm">
        {t('recruiting.board.empty')}
      </p>
    );
  }
  return (
    <div className="grid gap-4 lg:auto-cols-[minmax(11.5rem,1fr)] lg:grid-flow-col lg:gap-3 lg:overflow-x-auto lg:pb-2">
      {board.stages.map((stage, index) => {
        const entries = board.entries.filter((entry) => entry.stage === index);
        return (
          <section
            key={index}
            aria-labelledby={`stage-${board.id}-${index}`}
            className="bg-muted/40 grid min-w-0 grid-cols-1 content-start gap-2 rounded-2xl p-3 lg:p-2"
          >
            <h4 id={`stage-${board.id}-${index}`} className="text-sm font-semibold">
              {stage} <span className="text-muted-foreground font-normal">({entries.length})</span>
            </h4>
            {entries.length === 0 ? (
              <p className="text-muted-foreground text-xs">{t('recruiting.board.emptyStage')}</p>
            ) : (
              <ul className="grid grid-cols-1 gap-3">
                {entries.map((entry) => (
                  <li key={entry.id}>
                    <BoardEntryCard
                      entry={entry}
                      stages={board.stages}
                      busy={busyEntry === entry.id}
                      onChange={(input, control) => onChange(entry.id, input, control)}
                      onRemove={() => onRemove(entry.id)}
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
