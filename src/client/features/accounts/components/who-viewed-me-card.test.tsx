// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerRequests, ok, type Answer } from '#client/test/answer-requests';
import { WhoViewedMeCard } from './who-viewed-me-card';

function renderCard(answers: Record<string, Answer>) {
  answerRequests(answers);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <WhoViewedMeCard userId="user-1" />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('WhoViewedMeCard', () => {
  it('names each verified coach with their badge and what they did, and counts the others', async () => {
    renderCard({
      'GET /api/me/profile-views': ok({
        hasProfile: true,
        items: [
          {
            id: 'v1',
            coachName: 'Dana Whitfield',
            institution: 'Lakeview College',
            level: 'ncaa-d2',
            sport: 'Basketball',
            day: '2026-11-20',
            openedPage: true,
            playedHighlight: true,
          },
        ],
        nextCursor: null,
        otherViews: 3,
      }),
    });
    expect(await screen.findByText('Dana Whitfield')).toBeInTheDocument();
    expect(screen.getByText('Verified · Lakeview College · NCAA D2')).toBeInTheDocument();
    expect(screen.getByText('Basketball')).toBeInTheDocument();
    expect(
      screen.getByText('November 20, 2026: Opened your page · Played your highlights'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/In the last 90 days, other signed-in members viewed your profile 3 times/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('says so when no coach has viewed the profile', async () => {
    renderCard({
      'GET /api/me/profile-views': ok({
        hasProfile: true,
        items: [],
        nextCursor: null,
        otherViews: 0,
      }),
    });
    expect(await screen.findByText('No coach has viewed your profile yet.')).toBeInTheDocument();
  });
});
