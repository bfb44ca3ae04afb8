// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Board, BoardEntry } from '#shared/schemas/boards';
import { answerRequests, ok, sentBody } from '#client/test/answer-requests';
import { BoardView } from './board-view';

const stages = ['Watching', 'Evaluating', 'Contacted', 'Offered', 'Committed'];

const jordan: BoardEntry = {
  id: 'e1',
  stage: 0,
  rating: null,
  notes: '',
  addedAt: '2026-11-01T10:00:00.000Z',
  movedAt: '2026-11-01T10:00:00.000Z',
  hidden: false,
  athlete: {
    id: 'a1',
    firstName: 'Jordan',
    lastName: 'Reyes',
    sport: 'Basketball',
    avatarUrl: null,
    position: 'Point Guard',
    school: 'Lakeview High',
    state: 'TX',
    graduationYear: 2027,
  },
};

const hiddenRow: BoardEntry = {
  ...jordan,
  id: 'e2',
  stage: 2,
  rating: 4,
  notes: 'Strong motor',
  hidden: true,
  athlete: null,
};

const board: Board = {
  id: 'b1',
  name: 'Class of 2027 guards',
  stages,
  entryCount: 2,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  entries: [jordan, hiddenRow],
};

function renderBoard() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <BoardView boardId="b1" onDeleted={() => {}} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const stageSection = (name: string) =>
  screen.getByRole('region', { name: new RegExp(`^${name} \\(`) });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a board', () => {
  it('moves a card with the keyboard, keeps focus on it and announces the move', async () => {
    const fetch = answerRequests({
      'GET /api/recruiting/boards/b1': ok(board),
      'PATCH /api/recruiting/boards/b1/entries/e1': ok({
        ...jordan,
        stage: 1,
        movedAt: '2026-11-02T10:00:00.000Z',
      }),
    });
    const user = userEvent.setup();
    renderBoard();

    const right = await screen.findByRole('button', {
      name: 'Move Jordan Reyes right, to Evaluating',
    });
    expect(within(stageSection('Watching')).getByText('Jordan Reyes')).toBeVisible();
    right.focus();
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('status')).toHaveTextContent('Moved Jordan Reyes to Evaluating');
    expect(sentBody(fetch, 'PATCH /api/recruiting/boards/b1/entries/e1')).toEqual({ stage: 1 });
    const evaluating = stageSection('Evaluating');
    expect(within(evaluating).getByText('Jordan Reyes')).toBeVisible();
    expect(within(stageSection('Watching')).queryByText('Jordan Reyes')).toBeNull();
    // Focus followed the card to its new stage, on the button that moved it.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(evaluating).getByRole('button', { name: 'Move Jordan Reyes right, to Contacted' }),
      ),
    );
  });

  it('shows a hidden athlete without any detail, keeping the coach’s own rating and notes', async () => {
    answerRequests({ 'GET /api/recruiting/boards/b1': ok(board) });
    renderBoard();
    const contacted = await waitFor(() => stageSection('Contacted'));
    expect(
      within(contacted).getByText('Hidden athlete — this profile is no longer shown to you'),
    ).toBeVisible();
    expect(within(contacted).getByLabelText(/Private notes/)).toHaveValue('Strong motor');
    expect(within(contacted).getByRole('radio', { name: '4 of 5' })).toBeChecked();
    expect(within(contacted).queryByRole('link')).toBeNull();
  });

  it('says so when the board is empty', async () => {
    answerRequests({
      'GET /api/recruiting/boards/b1': ok({ ...board, entries: [], entryCount: 0 }),
    });
    renderBoard();
    expect(await screen.findByText(/This board is empty/)).toBeVisible();
  });
});
