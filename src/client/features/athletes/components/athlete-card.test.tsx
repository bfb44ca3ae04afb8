// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AthleteDetails, AthleteTeaser } from '#shared/athlete';
import { AuthProvider } from '#client/lib/auth/auth-provider';
import { answerRequests } from '#client/test/answer-requests';
import { Component as AthletePage } from '../pages/athlete-page';
import { AthleteCard } from './athlete-card';

const teaser: AthleteTeaser = {
  id: 'athlete-1',
  firstName: 'Jordan',
  lastName: 'Reyes',
  sport: 'Basketball',
  avatarUrl: null,
  featured: false,
};

const details: AthleteDetails = {
  ...teaser,
  position: 'Point Guard',
  school: 'Lakeview High',
  location: 'Austin, TX',
  state: 'TX',
  graduationYear: 2027,
  height: null,
  weight: null,
  gender: 'Male',
  bio: null,
  isComplete: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function renderCard(athlete: AthleteTeaser | AthleteDetails) {
  // A member's card asks whether the viewer is a verified coach (Add to board): signed out here.
  answerRequests({ 'GET /api/auth/get-session': { status: 200, body: null } });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const { unmount } = render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <MemoryRouter>
          <AthleteCard athlete={athlete} />
        </MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { card: screen.getByRole('article'), unmount };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the Featured badge', () => {
  it('shows on the card of a featured athlete, for visitors and members, as text', () => {
    for (const athlete of [
      { ...teaser, featured: true },
      { ...details, featured: true },
    ]) {
      const { card, unmount } = renderCard(athlete);
      const badge = within(card).getByText('Featured');
      expect(badge).toBeVisible();
      // The word itself, not only a color: the icon beside it is hidden from screen readers.
      expect(card).toHaveTextContent(/Jordan Reyes.*Basketball.*Featured/);
      expect(badge.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
      unmount();
    }
  });

  it('is absent from the card of an athlete who is not featured', () => {
    for (const athlete of [teaser, details]) {
      const { card, unmount } = renderCard(athlete);
      expect(within(card).queryByText('Featured')).toBeNull();
      unmount();
    }
  });

  it('shows on a featured athlete’s page, and not on the others', async () => {
    answerRequests({
      'GET /api/auth/get-session': { status: 200, body: null },
      'GET /api/athletes/athlete-1': { status: 200, body: { ...teaser, featured: true } },
      'GET /api/athletes/athlete-2': { status: 200, body: { ...teaser, id: 'athlete-2' } },
    });
    for (const [id, featured] of [
      ['athlete-1', true],
      ['athlete-2', false],
    ] as const) {
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      const { unmount } = render(
        <QueryClientProvider client={queryClient}>
          <AuthProvider>
            <MemoryRouter initialEntries={[`/athlete/${id}`]}>
              <Routes>
                <Route path="/athlete/:id" element={<AthletePage />} />
              </Routes>
            </MemoryRouter>
          </AuthProvider>
        </QueryClientProvider>,
      );
      const header = (await screen.findByRole('heading', { level: 1, name: 'Jordan Reyes' }))
        .parentElement!;
      if (featured) expect(within(header).getByText('Featured')).toBeVisible();
      else expect(within(header).queryByText('Featured')).toBeNull();
      unmount();
    }
  });
});
