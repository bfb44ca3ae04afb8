// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerRequests, ok } from '#client/test/answer-requests';
import { AthleteStatsTable, MeasurableVerification } from './athlete-stats-table';

const athleteId = '33333333-3333-4333-8333-333333333333';
const verification = { verifierName: 'Coach Jane Doe', teamName: 'Lakeside 17U' };

function renderWith(children: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<QueryClientProvider client={queryClient}>{children}</QueryClientProvider>);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the athlete page’s statistics', () => {
  it('marks each verified value "Verified by {coach}, {team}", and the verified height', async () => {
    answerRequests({
      [`GET /api/athletes/${athleteId}/stats`]: ok({
        stats: [
          { id: 'a', season: '2026-27', stat: 'Points per game', value: '18.4', verification },
          {
            id: 'b',
            season: '2025-26',
            stat: 'Points per game',
            value: '12.1',
            verification: null,
          },
        ],
        measurables: [{ stat: 'Height', value: `6'1"`, ...verification }],
      }),
    });
    renderWith(
      <>
        <AthleteStatsTable athleteId={athleteId} firstName="Jordan" />
        <p data-testid="height">
          6&apos;1&quot;
          <MeasurableVerification athleteId={athleteId} stat="Height" />
        </p>
        <p data-testid="weight">
          185 lbs
          <MeasurableVerification athleteId={athleteId} stat="Weight" />
        </p>
      </>,
    );
    const table = await screen.findByRole('table', { name: 'Statistics (self-reported)' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('18.4Verified by Coach Jane Doe, Lakeside 17U');
    expect(second).not.toHaveTextContent('Verified');
    expect(
      screen.getByText(
        'Jordan entered these figures; those marked verified were checked by a coach of Jordan’s team for that season.',
      ),
    ).toBeVisible();
    expect(screen.getByTestId('height')).toHaveTextContent(
      'Verified by Coach Jane Doe, Lakeside 17U',
    );
    expect(screen.getByTestId('weight')).not.toHaveTextContent('Verified');
    // The card lists the verified height beside the statistics too.
    expect(screen.getByLabelText('Verified measurables')).toHaveTextContent(
      `Height: 6'1"Verified by Coach Jane Doe, Lakeside 17U`,
    );
  });

  it('says nobody checked them when no value is verified', async () => {
    answerRequests({
      [`GET /api/athletes/${athleteId}/stats`]: ok({
        stats: [
          {
            id: 'a',
            season: '2026-27',
            stat: 'Points per game',
            value: '18.4',
            verification: null,
          },
        ],
        measurables: [],
      }),
    });
    renderWith(<AthleteStatsTable athleteId={athleteId} firstName="Jordan" />);
    expect(
      await screen.findByText('Jordan entered these figures; nobody has checked them.'),
    ).toBeVisible();
  });
});
