// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { programMessages } from '#shared/programs';
import { AuthProvider } from '#client/lib/auth/auth-provider';
import { toast } from '#client/lib/toast';
import { Component as RosterBookPage } from './roster-book-page';
import { answerRequests } from '#client/test/answer-requests';

vi.mock('#client/lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

const eventId = '44444444-4444-4444-8444-444444444444';
const profileId = '11111111-1111-4111-8111-111111111111';
const teamId = '22222222-2222-4222-8222-222222222222';
const bookPath = `GET /api/events/${eventId}/roster-book`;

const rosterBook = (overrides: Record<string, unknown> = {}) => ({
  status: 200,
  body: {
    event: {
      id: eventId,
      title: 'Winter Showcase 2026',
      kind: 'showcase',
      startsAt: '2026-12-05T15:00:00.000Z',
      timeZone: 'America/Chicago',
      place: 'Lakeside Fieldhouse',
      city: 'Madison',
      state: 'WI',
      program: { name: 'Lakeside Hoops Club', slug: 'lakeside-hoops-club' },
    },
    teams: [{ id: teamId, name: 'Lakeside Blue', sport: 'Basketball', level: '17U' }],
    athletes: [
      {
        profileId,
        firstName: 'Jordan',
        lastName: 'Reyes',
        teamId,
        teamName: 'Lakeside Blue',
        jerseyNumber: 23,
        position: 'Point guard',
        sport: 'Basketball',
        classYear: 2027,
        highlight: { title: 'Junior season' },
      },
    ],
    hiddenCount: 1,
    canAddToBoards: true,
    ...overrides,
  },
});

const sessionOf = (userType: 'coach' | 'organization') => ({
  status: 200,
  body: {
    session: { id: 's1', expiresAt: '2099-01-01T00:00:00.000Z' },
    user: {
      id: 'user-1',
      name: 'Casey Morgan',
      email: 'casey@example.com',
      emailVerified: true,
      role: 'user',
      userType,
    },
  },
});

const boards = {
  status: 200,
  body: {
    boards: [
      {
        id: 'b1',
        name: 'Class of 2027 guards',
        stages: ['Watching', 'Contacted', 'Evaluating', 'Offered', 'Committed'],
        entryCount: 0,
        createdAt: '2026-11-01T00:00:00.000Z',
        updatedAt: '2026-11-01T00:00:00.000Z',
      },
    ],
  },
};

function renderPage(path = `/events/${eventId}/roster-book`) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/events/:id/roster-book" element={<RosterBookPage />} />
          </Routes>
        </MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

describe('Roster book page', () => {
  it('shows a verified coach the event and its athletes, and adds one to a board in one click', async () => {
    const fetch = answerRequests({
      'GET /api/auth/get-session': sessionOf('coach'),
      [bookPath]: rosterBook(),
      'GET /api/recruiting/boards': boards,
      'POST /api/recruiting/boards/b1/entries': { status: 201, body: { id: 'e1' } },
    });
    const user = renderPage();
    expect(await screen.findByRole('heading', { name: 'Winter Showcase 2026' })).toBeVisible();
    expect(screen.getByText(/December 5, 2026/)).toHaveTextContent(/9:00\s?AM CST/);
    expect(screen.getByText(/Lakeside Fieldhouse · Madison, WI/)).toBeVisible();
    expect(screen.getByRole('link', { name: /Download CSV/ })).toHaveAttribute(
      'href',
      `/api/events/${eventId}/roster-book.csv`,
    );
    const table = screen.getByRole('table');
    const row = within(table).getByRole('row', { name: /Jordan Reyes/ });
    expect(within(row).getByRole('link', { name: 'Jordan Reyes' })).toHaveAttribute(
      'href',
      `/athlete/${profileId}`,
    );
    for (const text of ['Lakeside Blue', '#23', 'Point guard', '2027', 'Junior season']) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    expect(
      screen.getByText('And 1 more athlete, not shown because of their privacy settings.'),
    ).toBeInTheDocument();

    await user.click(
      await within(table).findByRole('button', {
        name: 'Add Jordan Reyes to Class of 2027 guards',
      }),
    );
    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Added Jordan Reyes to Class of 2027 guards.'),
    );
    const posted = fetch.mock.calls.find(
      ([input, init]) =>
        init?.method === 'POST' && String(input) === '/api/recruiting/boards/b1/entries',
    );
    expect(JSON.parse(String(posted?.[1]?.body))).toEqual({ athleteId: profileId });
    const added = within(table).getByRole('button', {
      name: 'Added Jordan Reyes to Class of 2027 guards',
    });
    expect(added).toHaveAttribute('aria-disabled', 'true');
    // The same button keeps the focus it had.
    expect(added).toHaveFocus();
  });

  it('shows the server’s reason when adding fails', async () => {
    answerRequests({
      'GET /api/auth/get-session': sessionOf('coach'),
      [bookPath]: rosterBook(),
      'GET /api/recruiting/boards': boards,
      'POST /api/recruiting/boards/b1/entries': {
        status: 409,
        body: { code: 'CONFLICT', message: 'This athlete is on the board already.' },
      },
    });
    const user = renderPage();
    const table = await screen.findByRole('table');
    await user.click(
      await within(table).findByRole('button', { name: /Add Jordan Reyes to Class of 2027/ }),
    );
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('This athlete is on the board already.'),
    );
  });

  it('gives the program’s staff the book without adding to boards', async () => {
    const fetch = answerRequests({
      'GET /api/auth/get-session': sessionOf('organization'),
      [bookPath]: rosterBook({ canAddToBoards: false }),
    });
    renderPage();
    const table = await screen.findByRole('table');
    expect(
      screen.getByText('Adding athletes to recruiting boards is for verified college coaches.'),
    ).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Jordan Reyes' })).toBeInTheDocument();
    expect(within(table).queryByRole('button')).toBeNull();
    expect(fetch.mock.calls.some(([input]) => String(input).includes('/recruiting/'))).toBe(false);
  });

  it('says when nobody is on the rosters yet', async () => {
    answerRequests({
      'GET /api/auth/get-session': sessionOf('coach'),
      [bookPath]: rosterBook({ athletes: [], hiddenCount: 0 }),
      'GET /api/recruiting/boards': boards,
    });
    renderPage();
    expect(await screen.findByText('No athletes on this event’s rosters yet.')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('tells a reader who may not open it why', async () => {
    answerRequests({
      'GET /api/auth/get-session': sessionOf('coach'),
      [bookPath]: {
        status: 403,
        body: { code: 'FORBIDDEN', message: programMessages.rosterBookReaders },
      },
    });
    renderPage();
    expect(await screen.findByText('You cannot open this roster book.')).toBeVisible();
    expect(screen.getByText(programMessages.rosterBookReaders)).toBeVisible();
  });

  it('is not found for an unknown event', async () => {
    answerRequests({ 'GET /api/auth/get-session': sessionOf('coach') });
    renderPage();
    expect(await screen.findByText('Page not found')).toBeVisible();
  });

  it('is not found for an address that is not an event id', async () => {
    answerRequests({ 'GET /api/auth/get-session': sessionOf('coach') });
    renderPage('/events/not-an-id/roster-book');
    expect(await screen.findByText('Page not found')).toBeVisible();
  });
});
