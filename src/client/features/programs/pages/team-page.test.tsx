// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '#client/lib/auth/auth-provider';
import { Component as TeamPage } from './team-page';
import { answerRequests } from '#client/test/answer-requests';

const teamId = '22222222-2222-4222-8222-222222222222';
const entryId = '33333333-3333-4333-8333-333333333333';
const teamPage = (myEntry: unknown) => ({
  status: 200,
  body: {
    team: {
      id: teamId,
      name: 'Lakeside 17U',
      sport: 'Basketball',
      level: '17U',
      season: '2026–27',
    },
    program: { slug: 'lakeside-hoops-club', name: 'Lakeside Hoops Club', logoUrl: null },
    roster: [
      {
        profileId: '11111111-1111-4111-8111-111111111111',
        firstName: 'Jordan',
        lastName: 'Reyes',
        avatarUrl: null,
        jerseyNumber: 3,
        position: 'Point Guard',
      },
    ],
    hiddenCount: 2,
    myEntry,
    events: [
      {
        id: '44444444-4444-4444-8444-444444444444',
        kind: 'showcase',
        title: 'Lakeside Winter Showcase',
        sport: 'Basketball',
        startsAt: '2026-12-12T15:00:00.000Z',
        endsAt: '2026-12-12T22:00:00.000Z',
        timeZone: 'America/Chicago',
        place: 'Lakeside Fieldhouse',
        city: 'Madison',
        state: 'WI',
        cancelled: false,
        programName: 'Lakeside Hoops Club',
        programSlug: 'lakeside-hoops-club',
        teamCount: 2,
      },
    ],
    channels: [{ slug: 'hoops-tournament', title: 'Hoops Tournament Live' }],
  },
});
const session = {
  status: 200,
  body: {
    session: { id: 's1', expiresAt: '2099-01-01T00:00:00.000Z' },
    user: {
      id: 'user-1',
      name: 'Jordan Reyes',
      email: 'athlete@example.com',
      emailVerified: true,
      role: 'user',
      userType: 'player',
    },
  },
};

function renderPage(path = `/org/lakeside-hoops-club/teams/${teamId}`) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/org/:slug/teams/:id" element={<TeamPage />} />
          </Routes>
        </MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Team page', () => {
  it('shows the team’s schedule, each event linking to its page', async () => {
    answerRequests({
      'GET /api/auth/get-session': { status: 200, body: null },
      [`GET /api/teams/${teamId}`]: teamPage(null),
    });
    renderPage();
    const link = await screen.findByRole('link', { name: /Lakeside Winter Showcase/ });
    expect(link).toHaveAttribute('href', '/events/44444444-4444-4444-8444-444444444444');
    expect(link).toHaveTextContent('Sat, Dec 12, 9:00 AM CST');
    expect(link).toHaveTextContent('Lakeside Fieldhouse · Madison, WI');
    expect(screen.getByRole('link', { name: /Hoops Tournament Live/ })).toHaveAttribute(
      'href',
      '/live/hoops-tournament',
    );
  });

  it('shows the roster the viewer may see and counts the others', async () => {
    answerRequests({
      'GET /api/auth/get-session': { status: 200, body: null },
      [`GET /api/teams/${teamId}`]: teamPage(null),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Lakeside 17U' })).toBeVisible();
    expect(screen.getByRole('link', { name: /Jordan Reyes/ })).toBeVisible();
    expect(
      screen.getByText('And 2 more athletes, not shown because of their privacy settings.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Leave this team' })).not.toBeInTheDocument();
  });

  it('lets an athlete on the team leave it, after confirming', async () => {
    const fetch = answerRequests({
      'GET /api/auth/get-session': session,
      [`GET /api/teams/${teamId}`]: teamPage({ entryId, status: 'active' }),
      [`DELETE /api/me/teams/${entryId}`]: { status: 204 },
    });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Leave this team' }));
    await user.click(screen.getByRole('button', { name: 'Leave the team' }));
    await vi.waitFor(() =>
      expect(
        fetch.mock.calls.some(
          ([input, init]) =>
            init?.method === 'DELETE' && String(input) === `/api/me/teams/${entryId}`,
        ),
      ).toBe(true),
    );
  });

  it('is not found under another program’s address', async () => {
    answerRequests({
      'GET /api/auth/get-session': { status: 200, body: null },
      [`GET /api/teams/${teamId}`]: teamPage(null),
    });
    renderPage(`/org/another-club/teams/${teamId}`);
    expect(await screen.findByText('Page not found')).toBeVisible();
  });
});
