// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '#client/lib/auth/auth-provider';
import { Component as GuardianPage } from './guardian-page';
import { answerRequests } from '#client/test/answer-requests';

const profileId = '11111111-1111-4111-8111-111111111111';
const entryId = '33333333-3333-4333-8333-333333333333';
const team = {
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Lakeside 16U',
  sport: 'Basketball',
  level: '16U',
  season: '2026–27',
};

const overview = (teamRequests: unknown[]) => ({
  status: 200,
  body: {
    email: 'parent@example.com',
    children: [
      {
        profileId,
        firstName: 'Avery',
        lastName: 'Chen',
        minor: true,
        listed: true,
        visibility: 'members',
        consent: { status: 'granted', decidedAt: null, allowedVisibility: 'members' },
        contact: { allCoachesOff: false, coachesOff: [] },
        conversations: [],
        teamRequests,
      },
    ],
  },
});

const session = {
  status: 200,
  body: {
    session: { id: 's1', expiresAt: '2099-01-01T00:00:00.000Z' },
    user: {
      id: 'parent-1',
      name: 'Pat Chen',
      email: 'parent@example.com',
      emailVerified: true,
      role: 'user',
      userType: 'guardian',
    },
  },
};

function renderPage() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <MemoryRouter initialEntries={['/guardian']}>
          <GuardianPage />
        </MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Team requests on the guardian’s page', () => {
  it('approves a child’s place on a team', async () => {
    const request = {
      entryId,
      status: 'guardian_pending',
      team,
      programName: 'Lakeside Hoops Club',
      programSlug: 'lakeside-hoops-club',
    };
    const fetch = answerRequests({
      'GET /api/auth/get-session': session,
      'GET /api/guardian': overview([request]),
      [`POST /api/guardian/children/${profileId}/teams/${entryId}`]: {
        status: 200,
        body: {
          entryId,
          status: 'active',
          jerseyNumber: null,
          position: null,
          updatedAt: '2026-11-27T00:00:00.000Z',
        },
      },
    });
    const user = renderPage();
    const card = await screen.findByRole('region', { name: 'Team requests' });
    expect(within(card).getByText('Lakeside 16U')).toBeVisible();
    expect(within(card).getByText(/Lakeside Hoops Club · Basketball · 16U/)).toBeVisible();
    await user.click(
      within(card).getByRole('button', { name: 'Approve Avery joining Lakeside 16U' }),
    );
    expect(await within(card).findByText('Avery is on Lakeside 16U now.')).toBeInTheDocument();
    const call = fetch.mock.calls.find(
      ([input, init]) => init?.method === 'POST' && String(input).endsWith(`/teams/${entryId}`),
    );
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ decision: 'approve' });
  });

  it('shows no card while nothing waits', async () => {
    answerRequests({ 'GET /api/auth/get-session': session, 'GET /api/guardian': overview([]) });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Avery Chen' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Team requests' })).not.toBeInTheDocument();
  });
});
