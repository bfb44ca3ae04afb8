// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '#client/lib/toast';
import { VerifyStatsButton } from './verify-stats-dialog';
import { answerRequests } from '#client/test/answer-requests';

// The test files of a worker share modules: the toasts are watched, not replaced.
beforeEach(() => {
  vi.spyOn(toast, 'success').mockImplementation(() => {});
  vi.spyOn(toast, 'error').mockImplementation(() => {});
});

const teamId = '11111111-1111-4111-8111-111111111111';
const entryId = '22222222-2222-4222-8222-222222222222';
const base = `/api/me/program/teams/${teamId}/roster/${entryId}`;
const mine = {
  verifierName: 'Coach Jane Doe',
  teamName: 'Lakeside 17U',
  verifiedAt: '2026-11-27T08:00:00.000Z',
  removable: true,
};

const line = (stat: string, value: string, verification: typeof mine | null = null) => ({
  kind: stat === 'Height' || stat === 'Weight' ? 'measurable' : 'stat',
  season: '2026-27',
  stat,
  value,
  verification,
});

const answer = (stats: unknown[], measurables: unknown[] = []) => ({
  status: 200,
  body: {
    season: '2026–27',
    athlete: { firstName: 'Jordan', lastName: 'Reyes' },
    stats,
    measurables,
  },
});

function renderButton() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <VerifyStatsButton
        teamId={teamId}
        teamName="Lakeside 17U"
        season="2026–27"
        entryId={entryId}
        athleteName="Jordan Reyes"
      />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Verify stats', () => {
  it('lists the season’s stats and measurables with their state, verifies one and removes another', async () => {
    const fetch = answerRequests({
      [`GET ${base}/stats`]: [
        answer(
          [line('Points per game', '18.4'), line('3P/FG%', '41%', mine)],
          [line('Height', `6'1"`)],
        ),
        answer(
          [line('Points per game', '18.4', mine), line('3P/FG%', '41%', mine)],
          [line('Height', `6'1"`)],
        ),
        answer(
          [line('Points per game', '18.4', mine), line('3P/FG%', '41%')],
          [line('Height', `6'1"`)],
        ),
      ],
      [`PUT ${base}/verifications`]: {
        status: 200,
        body: line('Points per game', '18.4', mine),
      },
      [`DELETE ${base}/verifications/3P%2FFG%25`]: { status: 204 },
    });
    const user = renderButton();
    // The keyboard opens it.
    screen.getByRole('button', { name: 'Verify stats of Jordan Reyes' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Verify Jordan Reyes’s statistics' });
    expect(within(dialog).getByText(/Lakeside 17U, 2026–27 season/)).toBeVisible();
    const season = await within(dialog).findByRole('region', {
      name: 'Statistics, 2026–27 season',
    });
    const rows = within(season).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Points per game: 18.4');
    expect(rows[0]).toHaveTextContent('Not verified');
    expect(rows[1]).toHaveTextContent('Verified by Coach Jane Doe, Lakeside 17U');
    const measurables = within(dialog).getByRole('region', { name: 'Height and weight' });
    expect(within(measurables).getByText(`6'1"`)).toBeVisible();

    await user.click(
      within(rows[0]!).getByRole('button', { name: 'Verify Points per game: 18.4' }),
    );
    expect(
      await within(season).findAllByText('Verified by Coach Jane Doe, Lakeside 17U'),
    ).toHaveLength(2);
    expect(toast.success).toHaveBeenCalledWith('Points per game verified.');
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    // Only the stat's name is sent: the value is the athlete's, read by the server.
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ stat: 'Points per game' });

    await user.click(within(season).getByRole('button', { name: 'Remove verification of 3P/FG%' }));
    expect(toast.success).toHaveBeenCalledWith('Verification of 3P/FG% removed.');
    expect(await within(season).findByText('Not verified')).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify stats of Jordan Reyes' })).toHaveFocus();
  });

  it('says when the season has no statistics and the profile no height or weight', async () => {
    answerRequests({ [`GET ${base}/stats`]: answer([], []) });
    const user = renderButton();
    await user.click(screen.getByRole('button', { name: 'Verify stats of Jordan Reyes' }));
    expect(await screen.findByText('No statistics for the 2026–27 season yet.')).toBeVisible();
    expect(screen.getByText('No height or weight on the athlete’s profile yet.')).toBeVisible();
  });

  it('shows why the list could not be loaded', async () => {
    answerRequests({
      [`GET ${base}/stats`]: [
        {
          status: 403,
          body: {
            code: 'FORBIDDEN',
            message: 'Only athletes on the roster can have their statistics verified.',
          },
        },
      ],
    });
    const user = renderButton();
    await user.click(screen.getByRole('button', { name: 'Verify stats of Jordan Reyes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only athletes on the roster can have their statistics verified.',
    );
  });

  it('tells a failed verification in a toast', async () => {
    answerRequests({
      [`GET ${base}/stats`]: answer([line('Points per game', '18.4')]),
      [`PUT ${base}/verifications`]: {
        status: 404,
        body: {
          code: 'NOT_FOUND',
          message: 'We could not find that statistic for the team’s season.',
        },
      },
    });
    const user = renderButton();
    await user.click(screen.getByRole('button', { name: 'Verify stats of Jordan Reyes' }));
    await user.click(await screen.findByRole('button', { name: 'Verify Points per game: 18.4' }));
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'We could not find that statistic for the team’s season.',
      ),
    );
  });
});
