import { useQuery } from '@tanstack/react-query';
import { Check, ClipboardList } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses, type ButtonSize } from '#client/components/ui/button';
import { Dialog, DialogClose, DialogFooter } from '#client/components/ui/dialog';
import { ListState } from '#client/components/ui/list-state';
import { ApiError } from '#client/lib/api';
import { boardListQueryOptions, useAddToBoard } from '#client/lib/boards';
import { useIsVerifiedCoach } from '#client/lib/coach-standing';

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
  const verified = useIsVerifiedCoach();
  const [open, setOpen] = useState(false);
  if (!verified) return null;
  return (
    <>
      <Button
        variant="secondary"
        size={size}
        className={className}
        aria-label={`Add to board: ${athleteName}`}
        onClick={() => setOpen(true)}
      >
        <ClipboardList className="size-4" aria-hidden />
        Add to board
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
        onSuccess: () => setStatus(`Added ${athleteName} to ${boardName}.`),
        onError: (failure) =>
          setError(
            failure instanceof ApiError
              ? failure.message
              : 'The athlete could not be added. Please try again.',
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
      title={`Add ${athleteName} to a board`}
      description="Choose a board. The athlete starts in its first stage."
    >
      <div className="grid gap-4">
        <ListState
          query={query}
          compact
          loading="Loading your boards…"
          errorStyle="alert"
          errorTitle="Your boards could not be loaded"
          // the title says it all: no message under it
          describeError={() => ''}
          retry
          isEmpty={boards.length === 0}
          empty={
            <>
              You have no boards yet.{' '}
              <Link to="/recruiting" className="text-primary font-medium underline">
                Create your first board on Recruiting
              </Link>
              , for example Class of 2027 guards.
            </>
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
                      On this board
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
                        Add
                        <span className="sr-only">
                          {' '}
                          {athleteName} to {board.name}
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
            Open Recruiting
          </Link>
          <DialogClose asChild>
            <Button size="sm">Done</Button>
          </DialogClose>
        </DialogFooter>
      </div>
    </Dialog>
  );
}
