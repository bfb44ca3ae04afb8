import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { MAX_BOARDS } from '#shared/recruiting';
import { Button } from '#client/components/ui/button';
import { Input } from '#client/components/ui/input';
import { ListState } from '#client/components/ui/list-state';
import { ApiError } from '#client/lib/api';
import { boardListQueryOptions, useCreateBoard } from '#client/lib/boards';
import { cn } from '#client/lib/cn';
import { useShownText, useT } from '#client/lib/i18n/i18n';
import { BoardView } from './board-view';

/**
 * The verified coach's recruiting boards on /recruiting (docs/product.md#recruiting-boards): the
 * list, a new board, and the chosen board (kept in the address, ?board=, so it can be reloaded
 * and shared with oneself).
 */
export function BoardsSection() {
  const t = useT();
  const shown = useShownText();
  const errorText = (error: unknown) =>
    error instanceof ApiError
      ? shown(Object.values(error.fieldErrors).flat()[0] ?? error.message)
      : t('recruiting.somethingWentWrong');
  const query = useQuery(boardListQueryOptions());
  const create = useCreateBoard();
  const [name, setName] = useState('');
  const [createError, setCreateError] = useState<string | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const boards = query.data?.boards ?? [];
  const wanted = searchParams.get('board');
  const chosen = boards.find((board) => board.id === wanted) ?? boards[0] ?? null;

  const choose = (boardId: string | null) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (boardId) next.set('board', boardId);
        else next.delete('board');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setCreateError(null);
    create.mutate(name, {
      onSuccess: (board) => {
        setName('');
        choose(board.id);
      },
      onError: (error) => setCreateError(errorText(error)),
    });
  };

  return (
    <section aria-labelledby="boards-heading" className="grid gap-5">
      <div>
        <h2 id="boards-heading" className="text-2xl font-bold tracking-tight">
          {t('recruiting.boards.title')}
        </h2>
        <p className="text-muted-foreground mt-1 text-sm">{t('recruiting.boards.intro')}</p>
      </div>

      <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <div className="grid flex-1 gap-1">
          <label htmlFor="new-board-name" className="sr-only">
            {t('recruiting.boards.newName')}
          </label>
          <Input
            id="new-board-name"
            value={name}
            required
            placeholder={t('recruiting.boards.newPlaceholder')}
            aria-invalid={createError ? true : undefined}
            aria-describedby={createError ? 'new-board-error' : undefined}
            onChange={(event) => setName(event.target.value)}
          />
          {createError ? (
            <p id="new-board-error" role="alert" className="text-sm text-red-600 dark:text-red-400">
              {createError}
            </p>
          ) : null}
        </div>
        <Button type="submit" disabled={create.isPending || boards.length >= MAX_BOARDS}>
          <Plus className="size-4" aria-hidden />
          {create.isPending ? t('recruiting.boards.creating') : t('recruiting.boards.create')}
        </Button>
      </form>

      <ListState
        query={query}
        compact
        loading={t('recruiting.boards.loading')}
        errorTitle={t('recruiting.boards.loadFailed')}
        describeError={errorText}
        retry
        isEmpty={boards.length === 0}
        emptyView={
          <p className="border-border text-muted-foreground rounded-xl border border-dashed p-6 text-center text-sm">
            {t('recruiting.boards.empty')}
          </p>
        }
      >
        <nav aria-label={t('recruiting.boards.nav')}>
          <ul className="flex flex-wrap gap-2">
            {boards.map((board) => (
              <li key={board.id}>
                <Button
                  variant="plain"
                  size="sm"
                  aria-current={chosen?.id === board.id ? 'true' : undefined}
                  className={cn(
                    'border',
                    chosen?.id === board.id
                      ? 'bg-primary text-primary-foreground border-primary'
                      : 'border-border bg-card hover:bg-muted',
                  )}
                  onClick={() => choose(board.id)}
                >
                  {board.name}
                  <span>({board.entryCount})</span>
                </Button>
              </li>
            ))}
          </ul>
        </nav>
        {chosen ? (
          <BoardView key={chosen.id} boardId={chosen.id} onDeleted={() => choose(null)} />
        ) : null}
      </ListState>
    </section>
  );
}
