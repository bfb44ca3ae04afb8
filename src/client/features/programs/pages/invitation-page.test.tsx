// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '#client/lib/auth/auth-provider';
import { Component as InvitationPage } from './invitation-page';
import { answerRequests } from '#client/test/answer-requests';

const token = 'a'.repeat(43);
const team = {
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Lakeside 16U',
  sport: 'Basketball',
  level: '16U',
  season: '2026–27',
};
const invitation = (state: 'open' | 'used' | 'expired' = 'open') => ({
  status: 200,
  body: {
    kind: 'email',
    state,
    expiresAt: '2099-01-01T00:00:00.000Z',
    team,
    program: { slug: 'lakeside-hoops-club', name: 'Lakeside Hoops Club', logoUrl: null },
  },
});
const signedIn = {
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

function renderPage() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <MemoryRouter initialEntries={[`/invitations/${token}`]}>
          <Routes>
            <Route path="/invitations/:token" element={<InvitationPage />} />
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

describe('Team invitation page', () => {
  it('sends a signed-out visitor to log in and come back', async () => {
    answerRequests({
      [`GET /api/invitations/${token}`]: invitation(),
      'GET /api/auth/get-session': { status: 200, body: null },
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Lakeside 16U' })).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/login?redirectTo=${encodeURIComponent(`/invitations/${token}`)}`,
    );
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it('lets a signed-in athlete accept, and says when a guardian must approve', async () => {
    const fetch = answerRequests({
      [`GET /api/invitations/${token}`]: invitation(),
      'GET /api/auth/get-session': signedIn,
      [`POST /api/invitations/${token}/accept`]: {
        status: 200,
        body: {
          entryId: '33333333-3333-4333-8333-333333333333',
          status: 'guardian_pending',
          team,
          programSlug: 'lakeside-hoops-club',
        },
      },
    });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByText(/We asked your parent or guardian to approve/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open the team page' })).toHaveAttribute(
      'href',
      `/org/lakeside-hoops-club/teams/${team.id}`,
    );
    expect(
      fetch.mock.calls.some(([input]) => String(input) === `/api/invitations/${token}/accept`),
    ).toBe(true);
  });

  it('shows the server’s refusal of an invitation sent to another address', async () => {
    answerRequests({
      [`GET /api/invitations/${token}`]: invitation(),
      'GET /api/auth/get-session': signedIn,
      [`POST /api/invitations/${token}/accept`]: {
        status: 403,
        body: { code: 'FORBIDDEN', message: 'This invitation was sent to another address.' },
      },
    });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This invitation was sent to another address.',
    );
  });

  it('says an expired invitation has expired, with nothing to press', async () => {
    answerRequests({
      [`GET /api/invitations/${token}`]: invitation('expired'),
      'GET /api/auth/get-session': signedIn,
    });
    renderPage();
    expect(
      await screen.findByText('This invitation has expired. Ask the team for a new one.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });
});
