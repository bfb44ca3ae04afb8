// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerRequests, ok, sentBody, type Answer } from '#client/test/answer-requests';
import { StatsEditor } from './stats-editor';

const saved = [
  { id: 'a', season: '2025-26', stat: 'Points per game', value: '14.2' },
  { id: 'b', season: '2025-26', stat: 'Assists per game', value: '5.1' },
  { id: 'c', season: '2024-25', stat: 'Points per game', value: '9.8' },
];

function renderEditor(answers: Record<string, Answer>) {
  const fetch = answerRequests(answers);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <StatsEditor hasProfile />
    </QueryClientProvider>,
  );
  return { fetch, user: userEvent.setup() };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('StatsEditor', () => {
  it('moves a row with the keyboard, keeps focus on it, and saves the new order', async () => {
    const { fetch, user } = renderEditor({
      'GET /api/me/stats': ok({ stats: saved }),
      'PUT /api/me/stats': ok({ stats: [saved[1], saved[0], saved[2]] }),
    });
    const down = await screen.findByRole('button', { name: 'Move row 1 down' });
    down.focus();
    await user.keyboard('{Enter}');
    // The moved row is now second: focus stayed on its Move down button.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move row 2 down' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Moved Points per game to position 2 of 3.',
    );
    expect(screen.getByRole('button', { name: 'Move row 1 up' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Save statistics' }));
    await waitFor(() =>
      expect(sentBody(fetch, 'PUT /api/me/stats')).toEqual({
        stats: [saved[1]!, saved[0]!, saved[2]!].map(({ season, stat, value }) => ({
          season,
          stat,
          value,
        })),
      }),
    );
  });

  it('adds and removes rows, and says so when there are none', async () => {
    const { user } = renderEditor({ 'GET /api/me/stats': ok({ stats: [] }) });
    expect(await screen.findByText('No statistics yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a statistic' }));
    expect(screen.getByLabelText('Season')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Remove row 1' }));
    expect(screen.getByText('No statistics yet.')).toBeInTheDocument();
  });
});

describe('StatsEditor and verified rows', () => {
  it('shows who verified a row while it is as saved, and says an edit ends it', async () => {
    const verification = { verifierName: 'Coach Jane Doe', teamName: 'Lakeside 17U' };
    const { user } = renderEditor({
      'GET /api/me/stats': ok({
        stats: [
          { ...saved[0]!, verification },
          { ...saved[1]!, verification: null },
        ],
      }),
    });
    expect(await screen.findByText('Verified by Coach Jane Doe, Lakeside 17U')).toBeVisible();
    const value = screen.getAllByRole('textbox', { name: 'Value' })[0]!;
    await user.clear(value);
    await user.type(value, '20.0');
    expect(screen.queryByText('Verified by Coach Jane Doe, Lakeside 17U')).not.toBeInTheDocument();
    expect(screen.getByText('Saved this way, the row is no longer verified.')).toBeVisible();
  });
});
