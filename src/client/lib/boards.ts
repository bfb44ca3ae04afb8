import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  Board,
  BoardEntry,
  BoardEntryUpdateInput,
  BoardList,
  BoardUpdateInput,
} from '#shared/schemas/boards';
import { api, pathParam, unwrap, withSignal } from '#client/lib/api-client';

// A verified coach's recruiting boards (docs/product.md#recruiting-boards): the typed calls and
// query options the Recruiting page and the athletes' Add to board control share.

const boardsKey = ['recruiting', 'boards'] as const;

/** The coach's boards; with an athlete, whether each board already holds them. */
export const boardListQueryOptions = (athleteId?: string) =>
  queryOptions({
    queryKey: [...boardsKey, 'list', athleteId ?? null] as const,
    queryFn: ({ signal }) =>
      unwrap(
        api.recruiting.boards.$get({ query: athleteId ? { athleteId } : {} }, withSignal(signal)),
      ),
  });

/** One board with its entries. */
export const boardQueryOptions = (boardId: string) =>
  queryOptions({
    queryKey: [...boardsKey, 'board', boardId] as const,
    queryFn: ({ signal }) =>
      unwrap(
        api.recruiting.boards[':boardId'].$get(
          { param: { boardId: pathParam(boardId) } },
          withSignal(signal),
        ),
      ),
  });

/** Where the browser downloads a board's CSV file from (a plain link: the server names it). */
export const boardExportUrl = (boardId: string) =>
  `/api/recruiting/boards/${pathParam(boardId)}/export.csv`;

/** Every board list (with or without an athlete) is read again after a change. */
function useBoardListsChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [...boardsKey, 'list'] });
}

export function useCreateBoard() {
  const changed = useBoardListsChanged();
  return useMutation({
    mutationFn: (name: string) => unwrap(api.recruiting.boards.$post({ json: { name } })),
    onSuccess: () => changed(),
  });
}

export function useUpdateBoard(boardId: string) {
  const queryClient = useQueryClient();
  const changed = useBoardListsChanged();
  return useMutation({
    mutationFn: (input: BoardUpdateInput) =>
      unwrap(
        api.recruiting.boards[':boardId'].$patch({
          param: { boardId: pathParam(boardId) },
          json: input,
        }),
      ),
    onSuccess: (summary) => {
      queryClient.setQueryData(boardQueryOptions(boardId).queryKey, (board: Board | undefined) =>
        board ? { ...board, name: summary.name, stages: summary.stages } : board,
      );
      void changed();
    },
  });
}

export function useDeleteBoard() {
  const queryClient = useQueryClient();
  const changed = useBoardListsChanged();
  return useMutation({
    mutationFn: (boardId: string) =>
      unwrap(api.recruiting.boards[':boardId'].$delete({ param: { boardId: pathParam(boardId) } })),
    onSuccess: (_, boardId) => {
      queryClient.removeQueries({ queryKey: boardQueryOptions(boardId).queryKey });
      void changed();
    },
  });
}

/** Puts an athlete on a board (from a card, the athlete's page or nowhere else). */
export function useAddToBoard() {
  const queryClient = useQueryClient();
  const changed = useBoardListsChanged();
  return useMutation({
    mutationFn: ({ boardId, athleteId }: { boardId: string; athleteId: string }) =>
      unwrap(
        api.recruiting.boards[':boardId'].entries.$post({
          param: { boardId: pathParam(boardId) },
          json: { athleteId },
        }),
      ),
    onSuccess: (_, { boardId }) => {
      void queryClient.invalidateQueries({ queryKey: boardQueryOptions(boardId).queryKey });
      void changed();
    },
  });
}

/** Puts the changed entry in the board held by the page, in place. */
function replaceEntry(board: Board | undefined, entry: BoardEntry): Board | undefined {
  if (!board) return board;
  return { ...board, entries: board.entries.map((row) => (row.id === entry.id ? entry : row)) };
}

/** Moves, rates or annotates an entry; the board shows the answer at once. */
export function useUpdateEntry(boardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entryId, ...input }: BoardEntryUpdateInput & { entryId: string }) =>
      unwrap(
        api.recruiting.boards[':boardId'].entries[':entryId'].$patch({
          param: { boardId: pathParam(boardId), entryId: pathParam(entryId) },
          json: input,
        }),
      ),
    onSuccess: (entry) => {
      queryClient.setQueryData(boardQueryOptions(boardId).queryKey, (board: Board | undefined) =>
        replaceEntry(board, entry),
      );
    },
  });
}

export function useRemoveEntry(boardId: string) {
  const queryClient = useQueryClient();
  const changed = useBoardListsChanged();
  return useMutation({
    mutationFn: (entryId: string) =>
      unwrap(
        api.recruiting.boards[':boardId'].entries[':entryId'].$delete({
          param: { boardId: pathParam(boardId), entryId: pathParam(entryId) },
        }),
      ),
    onSuccess: (_, entryId) => {
      queryClient.setQueryData(boardQueryOptions(boardId).queryKey, (board: Board | undefined) =>
        board
          ? {
              ...board,
              entryCount: board.entryCount - 1,
              entries: board.entries.filter((row) => row.id !== entryId),
            }
          : board,
      );
      void changed();
    },
  });
}

export type { Board, BoardEntry, BoardList };
