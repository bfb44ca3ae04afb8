// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '#client/lib/auth/auth-provider';
import { Component as OwnProgramPage } from './own-program-page';
import { answerRequests, sentBody } from '#client/test/answer-requests';

const session = (userType: string) => ({
  status: 200,
  body: {
    session: { id: 's1', expiresAt: '2099-01-01T00:00:00.000Z' },
    user: {
      id: 'org-1',
      name: 'Lakeside Hoops Club',
      email: 'club@example.com',
      emailVerified: true,
      role: 'user',
      userType,
    },
  },
});

const teamId = '22222222-2222-4222-8222-222222222222';
const program = {
  slug: 'lakeside-hoops-club',
  name: 'Lakeside Hoops Club',
  type: 'club',
  logoUrl: null,
  sports: ['Basketball'],
  city: 'Madison',
  state: 'WI',
  about: null,
  myRole: 'owner',
  teams: [
    {
      id: teamId,
      name: 'Lakeside 16U',
      sport: 'Basketball',
      level: '16U',
      season: '2026–27',
      roster: [
        {
          entryId: '33333333-3333-4333-8333-333333333333',
          status: 'active',
          firstName: 'Jordan',
          lastName: 'Reyes',
          jerseyNumber: 3,
          position: 'Point Guard',
          updatedAt: '2026-11-01T00:00:00.000Z',
        },
        {
          entryId: '44444444-4444-4444-8444-444444444444',
          status: 'guardian_pending',
          firstName: null,
          lastName: null,
          jerseyNumber: null,
          position: null,
          updatedAt: '2026-11-01T00:00:00.000Z',
        },
      ],
      invitations: [
        {
          id: '55555555-5555-4555-8555-555555555555',
          email: 'new.player@example.com',
          expiresAt: '2099-01-01T00:00:00.000Z',
          createdAt: '2026-11-01T00:00:00.000Z',
        },
      ],
    },
  ],
};

function renderPage() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <MemoryRouter initialEntries={['/programs']}>
          <OwnProgramPage />
        </MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('My program page', () => {
  it('shows each team’s roster and open invitations; a hidden athlete has no name', async () => {
    answerRequests({
      'GET /api/auth/get-session': session('organization'),
      'GET /api/me/program': { status: 200, body: program },
    });
    renderPage();
    const team = await screen.findByRole('region', { name: 'Lakeside 16U' });
    expect(within(team).getByText('Jordan Reyes')).toBeVisible();
    expect(within(team).getByText('An athlete whose profile is not shown to you')).toBeVisible();
    expect(within(team).getByText('Waiting for a parent or guardian')).toBeVisible();
    expect(within(team).getByText('new.player@example.com')).toBeVisible();
    // Statistics are verified for the active athlete the caller may see, not the one waiting.
    expect(
      within(team)
        .getAllByRole('button', { name: /^Verify stats of / })
        .map((b) => b.textContent),
    ).toEqual(['Verify stats']);
    expect(
      within(team).getByRole('button', { name: 'Verify stats of Jordan Reyes' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: '/org/lakeside-hoops-club' })).toHaveAttribute(
      'href',
      '/org/lakeside-hoops-club',
    );
  });

  it('mails an invitation to the address typed', async () => {
    const fetch = answerRequests({
      'GET /api/auth/get-session': session('organization'),
      'GET /api/me/program': { status: 200, body: program },
      [`POST /api/me/program/teams/${teamId}/invitations`]: {
        status: 201,
        body: {
          id: '66666666-6666-4666-8666-666666666666',
          email: 'sam@example.com',
          expiresAt: '2099-01-01T00:00:00.000Z',
          createdAt: '2026-11-01T00:00:00.000Z',
          url: null,
        },
      },
    });
    const user = renderPage();
    const field = await screen.findByLabelText('Invite an athlete to Lakeside 16U by email');
    await user.type(field, 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to sam@example.com.')).toBeInTheDocument();
    expect(sentBody(fetch, `POST /api/me/program/teams/${teamId}/invitations`)).toEqual({
      email: 'sam@example.com',
    });
  });

  it('sets an athlete’s jersey number and position, and edits the team', async () => {
    const entryId = '33333333-3333-4333-8333-333333333333';
    const fetch = answerRequests({
      'GET /api/auth/get-session': session('organization'),
      'GET /api/me/program': { status: 200, body: program },
      [`PATCH /api/me/program/teams/${teamId}/roster/${entryId}`]: {
        status: 200,
        body: {
          entryId,
          status: 'active',
          jerseyNumber: 5,
          position: 'Wing',
          updatedAt: '2026-11-02T00:00:00.000Z',
        },
      },
      [`PATCH /api/me/program/teams/${teamId}`]: {
        status: 200,
        body: { ...program.teams[0], level: 'JV' },
      },
    });
    const user = renderPage();
    const jersey = await screen.findByLabelText('Jersey number of Jordan Reyes');
    await user.clear(jersey);
    await user.type(jersey, '5');
    const position = screen.getByLabelText('Position of Jordan Reyes');
    await user.clear(position);
    await user.type(position, 'Wing');
    await user.click(
      screen.getByRole('button', { name: 'Save the number and position of Jordan Reyes' }),
    );
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(sentBody(fetch, `PATCH /api/me/program/teams/${teamId}/roster/${entryId}`)).toEqual({
      jerseyNumber: 5,
      position: 'Wing',
    });

    const team = screen.getByRole('region', { name: 'Lakeside 16U' });
    await user.click(within(team).getByRole('button', { name: 'Edit the team' }));
    const level = within(team).getByLabelText('Level');
    await user.clear(level);
    await user.type(level, 'JV');
    await user.click(within(team).getByRole('button', { name: 'Save the team' }));
    await vi.waitFor(() =>
      expect(sentBody(fetch, `PATCH /api/me/program/teams/${teamId}`)).toEqual({
        name: 'Lakeside 16U',
        sport: 'Basketball',
        level: 'JV',
        season: '2026–27',
      }),
    );
  });

  it('tells an account that runs no program why', async () => {
    answerRequests({
      'GET /api/auth/get-session': session('player'),
      'GET /api/me/program': {
        status: 403,
        body: { code: 'FORBIDDEN', message: 'Programs are run by organization accounts.' },
      },
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Programs are run by organization accounts.',
    );
  });
});

describe('My program page for a coach of the program', () => {
  it('shows the teams and their rosters, without the page form, the new-team form or the staff', async () => {
    answerRequests({
      'GET /api/auth/get-session': session('coach'),
      'GET /api/me/program': { status: 200, body: { ...program, myRole: 'coach' } },
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Lakeside 16U' })).toBeVisible();
    expect(screen.getByLabelText('Invite an athlete to Lakeside 16U by email')).toBeVisible();
    expect(screen.getByText(/You help run Lakeside Hoops Club as a coach/)).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Staff' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete this team/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create the team' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('About')).not.toBeInTheDocument();
  });
});
