import { useQuery } from '@tanstack/react-query';
import { Download, Pencil, Trash2 } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import type { Board } from '#shared/schemas/boards';
import { ListState } from '#client/components/ui/list-state';
import { Button, buttonClasses } from '#client/components/ui/button';
import {
  boardExportUrl,
  boardQueryOptions,
  useDeleteBoard,
  useRemoveEntry,
  useUpdateEntry,
} from '#client/lib/boards';
import { useShownText, useT } from '#client/lib/i18n/i18n';
import { toast } from '#client/lib/toast';
import { entryName, type EntryChange } from './board-entry-card';
import { BoardSettingsDialog } from './board-settings-dialog';
import { BoardStages } from './board-stages';
import { DeleteBoardDialog } from './delete-board-dialog';

/**
 * Puts focus back where it was once a moved card is drawn in its new stage (React draws it anew
 * there): on the control that moved it, or, when that one is off now (Move left in the first
 * stage), on the card's stage select, else on the card.
 */
function useFocusAfterMove(board: Board | undefined) {
  const pending = useRef<{ entryId: string; control: string } | null>(null);
  useLayoutEffect(() => {
    const wanted = pending.current;
    if (!wanted || !board) return;
    const card = document.querySelector<HTMLElement>(`[data-entry="${wanted.entryId}"]`);
    if (!card) return;
    pending.current = null;
    const usable = (name: string) => {
      const control = card.querySelector<HTMLElement>(`[data-control="${name}"]`);
      return control && !(control as HTMLButtonElement).disabled ? control : null;
    };
    (usable(wanted.control) ?? usable('stage') ?? card).focus();
  }, [board]);
  return (entryId: string, control: string) => {
    pending.current = { entryId, control };
  };
}

/**
 * One board: its stages as columns on a wide screen and as sections one under the other on a
 * phone, each athlete a card with buttons to move, rate and annotate (docs/product.md#recruiting-boards).
 */
export function BoardView({ boardId, onDeleted }: { boardId: string; onDeleted: () => void }) {
  const t = useT();
  const shown = useShownText();
  const errorText = (error: unknown) =>
    error instanceof Error ? shown(error.message) : t('recruiting.somethingWentWrong');
  const query = useQuery(boardQueryOptions(boardId));
  const board = query.data;
  const update = useUpdateEntry(boardId);
  const remove = useRemoveEntry(boardId);
  const deleteBoard = useDeleteBoard();
  const [announcement, setAnnouncement] = useState('');
  const [busyEntry, setBusyEntry] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const focusAfterMove = useFocusAfterMove(board);

  if (!board) {
    return (
      <ListState
        query={query}
        compact
        loading={t('recruiting.board.loading')}
        errorTitle={t('recruiting.board.loadFailed')}
        describeError={errorText}
        retry
      />
    );
  }

  const change = (entryId: string, input: EntryChange, control: string) => {
    // One change of a card at a time: its controls stay enabled so focus is never lost.
    if (busyEntry === entryId) return;
    const entry = board.entries.find((row) => row.id === entryId);
    if (!entry) return;
    setBusyEntry(entryId);
    if (input.stage !== undefined) focusAfterMove(entryId, control);
    update.mutate(
      { entryId, ...input },
      {
        onSuccess: (saved) => {
          if (input.stage !== undefined && input.stage !== entry.stage) {
            setAnnouncement(
              t('recruiting.board.moved', {
                name: entryName(saved, t),
                stage: board.stages[saved.stage] ?? '',
              }),
            );
          } else if (input.rating !== undefined) {
            setAnnouncement(
              saved.rating === null
                ? t('recruiting.board.ratingRemoved', { name: entryName(saved, t) })
                : t('recruiting.board.ratedAthlete', {
                    name: entryName(saved, t),
                    rating: saved.rating,
                  }),
            );
          } else if (input.notes !== undefined) {
            setAnnouncement(t('recruiting.board.notesSaved', { name: entryName(saved, t) }));
          }
        },
        onError: (error) => toast.error(errorText(error)),
        onSettled: () => setBusyEntry(null),
      },
    );
  };

  const removeEntry = (entryId: string) => {
    const entry = board.entries.find((row) => row.id === entryId);
    setBusyEntry(entryId);
    remove.mutate(entryId, {
      onSuccess: () =>
        setAnnouncement(
          entry
            ? t('recruiting.board.removed', { name: entryName(entry, t) })
            : t('recruiting.board.removedAthlete'),
        ),
      onError: (error) => toast.error(errorText(error)),
      onSettled: () => setBusyEntry(null),
    });
  };

  const hiddenCount = board.entries.filter((entry) => entry.hidden).length;

  return (
    <section aria-labelledby="board-title" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h3 id="board-title" className="text-xl font-semibold tracking-tight">
            {board.name}
          </h3>
          <p className="text-muted-foreground text-sm">
            {hiddenCount > 0
              ? t('recruiting.board.countWithHidden', {
                  count: board.entryCount,
                  hidden: hiddenCount,
                })
              : t('recruiting.board.count', { count: board.entryCount })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
            <Pencil className="size-4" aria-hidden />
            {t('recruiting.board.rename')}
          </Button>
          <a
            href={boardExportUrl(board.id)}
            download
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
          >
            <Download className="size-4" aria-hidden />
            {t('recruiting.board.export')}
          </a>
          <Button variant="secondary" size="sm" onClick={() => setDeleting(true)}>
            <Trash2 className="size-4" aria-hidden />
            {t('recruiting.board.delete')}
          </Button>
        </div>
      </div>

      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>

      <BoardStages board={board} busyEntry={busyEntry} onChange={change} onRemove={removeEntry} />

      <BoardSettingsDialog board={board} open={editing} onOpenChange={setEditing} />
      <DeleteBoardDialog
        boardName={board.name}
        open={deleting}
        busy={deleteBoard.isPending}
        onOpenChange={setDeleting}
        onConfirm={() =>
          deleteBoard.mutate(board.id, {
            onSuccess: () => {
              setDeleting(false);
              toast.success(t('recruiting.board.deleted', { name: board.name }));
              onDeleted();
            },
            onError: (error) => toast.error(errorText(error)),
          })
        }
      />
    </section>
  );
}
