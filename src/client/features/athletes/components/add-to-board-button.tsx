import { useQuery } from '@tanstack/react-query';
import { Check, ClipboardList } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses, type ButtonSize } from '#client/components/ui/button';
import { Dialog, DialogClose, DialogFooter } from '#client/components/ui/dialog';
import { ListState } from '#client/components/ui/list-state';
import { RichMessage } from '#client/components/rich-message';
import { ApiError } from '#client/lib/api';
import { boardListQueryOptions, useAddToBoard } from '#client/lib/boards';
import { useIsVerifiedCoach } from '#client/lib/coach-standing';
import { useShownText, useT } from '#client/lib/i18n/i18n';

/**
 * Add to board, on an athlete's card and page: for verified coaches only (the server decides,
 * GET /api/me/coach); others see nothing. It opens the coach's boards, each saying whether the
 * athlete is on it already (docs/product.md#recruiting-boards).
 */
export function AddToBoardButton({
  athleteId,
  athleteName,
  size = 'sm',
  className,
}: {
  athleteId: string;
  athleteName: string;
  size?: ButtonSize;
  className?: string;
}) {
  const t = useT();
  const verified = useIsVerifiedCoach();
  const [open, setOpen] = useState(false);
  if (!verified) return null;
  return (
    <>
      <Button
        variant="secondary"
        size={size}
        className={className}
        aria-label={t('athletes.board.addLabel', { name: athleteName })}
        onClick={() => setOpen(true)}
      >
        <ClipboardList className="size-4" aria-hidden />
        {t('athletes.board.add')}
      </Button>
      {open ? (
        <AddToBoardDialog
          athleteId={athleteId}
          athleteName={athleteName}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}

function AddToBoardDialog({
  athleteId,
  athleteName,
  onClose,
}: {
  athleteId: string;
  athleteName: string;
  onClose: () => void;
}) {
  const t = useT();
  const shown = useShownText();
  const query = useQuery(boardListQueryOptions(athleteId));
  const add = useAddToBoard();
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);
  const boards = query.data?.boards ?? [];

  const addTo = (boardId: string, boardName: string) => {
    setError(null);
    add.mutate(
      { boardId, athleteId },
      {
        onSuccess: () =>
          setStatus(t('athletes.board.added', { athlete: athleteName, board: boardName })),
        onError: (failure) =>
          setError(
            failure instanceof ApiError ? shown(failure.message) : t('athletes.board.addFailed'),
          ),
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('athletes.board.dialogTitle', { name: athleteName })}
      description={t('athletes.board.dialogDescription')}
    >
      <div className="grid gap-4">
        <ListState
          query={query}
          compact
          loading={t('athletes.board.loading')}
          errorStyle="alert"
          errorTitle={t('athletes.board.loadFailed')}
          // the title says it all: no message under it
          describeError={() => ''}
          retry
          isEmpty={boards.length === 0}
          empty={
            <RichMessage
              id="athletes.board.empty"
              parts={{
                link: (
                  <Link to="/recruiting" className="text-primary font-medium underline">
                    {t('athletes.board.empty.link')}
                  </Link>
                ),
              }}
            />
          }
        >
          <ul className="grid gap-2">
            {boards.map((board) => (
              <li key={board.id}>
                {board.hasAthlete ? (
                  <p className="border-border text-muted-foreground flex items-center justify-between gap-2 rounded-lg border px-3 py-2 text-sm">
                    <span className="truncate">{board.name}</span>
                    <span className="inline-flex shrink-0 items-center gap-1">
                      <Check className="size-4 text-emerald-600" aria-hidden />
                      {t('athletes.board.onBoard')}
                    </span>
                  </p>
                ) : (
                  <Button
                    variant="secondary"
                    className="w-full"
                    disabled={add.isPending}
                    onClick={() => addTo(board.id, board.name)}
                  >
                    <span className="flex w-full min-w-0 items-center justify-between gap-2">
                      <span className="truncate">{board.name}</span>
                      <span className="text-primary shrink-0 text-xs font-semibold">
                        {t('athletes.board.addTo')}
                        <span className="sr-only">
                          {' '}
                          {t('athletes.board.addToWhat', {
                            athlete: athleteName,
                            board: board.name,
                          })}
                        </span>
                      </span>
                    </span>
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </ListState>
        <p role="status" className="text-sm font-medium text-emerald-700 dark:text-emerald-400">
          {status}
        </p>
        {error ? (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            {error}
          </p>
        ) : null}
        <DialogFooter>
          <Link to="/recruiting" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
            {t('athletes.board.openRecruiting')}
          </Link>
          <DialogClose asChild>
            <Button size="sm">{t('athletes.board.done')}</Button>
          </DialogClose>
        </DialogFooter>
      </div>
    </Dialog>
  );
}
