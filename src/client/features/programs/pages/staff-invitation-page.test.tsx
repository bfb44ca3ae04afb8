// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { programMessages } from '#shared/programs';
import { AuthProvider } from '#client/lib/auth/auth-provider';
import { Component as StaffInvitationPage } from './staff-invitation-page';
import { answerRequests } from '#client/test/answer-requests';

const token = 'b'.repeat(43);
const program = { slug: 'lakeside-hoops-club', name: 'Lakeside Hoops Club', logoUrl: null };
const invitation = (state: 'open' | 'used' | 'expired' = 'open') => ({
  status: 200,
  body: { role: 'coach', state, expiresAt: '2099-01-01T00:00:00.000Z', program },
});
const signedIn = {
  status: 200,
  body: {
    session: { id: 's1', expiresAt: '2099-01-01T00:00:00.000Z' },
    user: {
      id: 'user-2',
      name: 'Sam Rivera',
      email: 'sam@example.com',
      emailVerified: true,
      role: 'user',
      userType: 'coach',
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
        <MemoryRouter initialEntries={[`/staff-invitations/${token}`]}>
          <Routes>
            <Route path="/staff-invitations/:token" element={<StaffInvitationPage />} />
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

describe('Staff invitation page', () => {
  it('sends a signed-out visitor to log in and come back', async () => {
    answerRequests({
      [`GET /api/staff-invitations/${token}`]: invitation(),
      'GET /api/auth/get-session': { status: 200, body: null },
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Lakeside Hoops Club' })).toBeVisible();
    expect(screen.getByText('as coach')).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/login?redirectTo=${encodeURIComponent(`/staff-invitations/${token}`)}`,
    );
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it('lets the invited member accept and open My Program', async () => {
    const fetch = answerRequests({
      [`GET /api/staff-invitations/${token}`]: invitation(),
      'GET /api/auth/get-session': signedIn,
      [`POST /api/staff-invitations/${token}/accept`]: {
        status: 200,
        body: { role: 'coach', program: { slug: program.slug, name: program.name } },
      },
    });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('You help run Lakeside Hoops Club.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open My Program' })).toHaveAttribute(
      'href',
      '/programs',
    );
    expect(
      fetch.mock.calls.some(
        ([input, init]) =>
          init?.method === 'POST' && String(input) === `/api/staff-invitations/${token}/accept`,
      ),
    ).toBe(true);
  });

  it('says why another account cannot accept', async () => {
    answerRequests({
      [`GET /api/staff-invitations/${token}`]: invitation(),
      'GET /api/auth/get-session': signedIn,
      [`POST /api/staff-invitations/${token}/accept`]: {
        status: 403,
        body: { code: 'FORBIDDEN', message: programMessages.staffInvitationOtherAddress },
      },
    });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      programMessages.staffInvitationOtherAddress,
    );
  });

  it('says when the invitation was used or has expired, without an Accept button', async () => {
    answerRequests({
      [`GET /api/staff-invitations/${token}`]: invitation('expired'),
      'GET /api/auth/get-session': signedIn,
    });
    renderPage();
    expect(await screen.findByText(programMessages.staffInvitationExpired)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });
});
