// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProgramDashboard as Dashboard } from '#shared/schemas/program-dashboard';
import { ProgramDashboard } from './program-dashboard';
import { answerRequests } from '#client/test/answer-requests';

const period = {
  seatsSold: 0,
  passesSold: 0,
  revenue: { usd: 0, pi: 0 },
  refundedCount: 0,
  refunded: { usd: 0, pi: 0 },
};

const dashboard: Dashboard = {
  teams: [
    {
      id: '11111111-1111-4111-8111-111111111111',
      name: 'Lakeside 17U',
      level: '17U',
      season: '2026–27',
      active: 12,
      guardianPending: 2,
      invited: 3,
      openInvitations: 1,
    },
  ],
  totals: { teams: 1, activeAthletes: 12, pending: 6, staffActive: 2, staffInvited: 1 },
  upcomingEvents: [
    {
      id: '22222222-2222-4222-8222-222222222222',
      kind: 'session',
      title: 'Shooting clinic',
      startsAt: '2026-12-05T00:00:00.000Z',
      timeZone: 'America/Chicago',
      seatsBooked: 3,
      capacity: 8,
    },
  ],
  sales: {
    last30Days: { ...period, seatsSold: 2, passesSold: 1, revenue: { usd: 8000, pi: 1234 } },
    allTime: {
      seatsSold: 5,
      passesSold: 4,
      revenue: { usd: 24500, pi: 1234 },
      refundedCount: 1,
      refunded: { usd: 2500, pi: 0 },
    },
  },
};

function renderDashboard() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ProgramDashboard userId="org-1" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Program dashboard', () => {
  it('shows the tiles, each team’s counts, the next events and the sales', async () => {
    answerRequests({ 'GET /api/me/program/dashboard': [{ status: 200, body: dashboard }] });
    renderDashboard();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the dashboard');

    const tiles = (await screen.findByText('Active athletes')).closest('dl')!;
    expect(tiles).toHaveAttribute('aria-label', 'Program at a glance');
    expect(within(tiles).getByText('Active athletes').nextSibling).toHaveTextContent('12');
    expect(within(tiles).getByText('Pending').nextSibling).toHaveTextContent('6');
    expect(within(tiles).getByText('Seats sold, 30 days').nextSibling).toHaveTextContent('2');
    expect(within(tiles).getByText('Revenue, 30 days').nextSibling).toHaveTextContent(
      '$80.00 and 12.34 π',
    );

    const teams = screen.getByRole('table', { name: 'Rosters by team' });
    const row = within(teams).getByRole('row', { name: /Lakeside 17U/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['12', '2', '3', '1']);
    expect(
      within(teams).getByRole('columnheader', { name: 'Waiting for a guardian' }),
    ).toBeInTheDocument();

    const events = screen.getByRole('list', { name: 'Upcoming events' });
    expect(within(events).getByRole('link', { name: 'Shooting clinic' })).toHaveAttribute(
      'href',
      '/events/22222222-2222-4222-8222-222222222222',
    );
    expect(events).toHaveTextContent('3 of 8 seats booked');

    const sales = screen.getByRole('table', { name: 'Sales' });
    const revenue = within(sales).getByRole('row', { name: /Revenue/ });
    expect(
      within(revenue)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['$80.00 and 12.34 π', '$245.00 and 12.34 π']);
    const refunds = within(sales).getByRole('row', { name: /Refunds/ });
    expect(within(refunds).getAllByRole('cell')[1]).toHaveTextContent('1 ($25.00)');
  });

  it('says when nothing was sold and no event is coming', async () => {
    answerRequests({
      'GET /api/me/program/dashboard': [
        {
          status: 200,
          body: {
            ...dashboard,
            upcomingEvents: [],
            sales: { last30Days: period, allTime: period },
          },
        },
      ],
    });
    renderDashboard();
    expect(await screen.findByText('No sales yet.')).toBeInTheDocument();
    expect(screen.getByText('No upcoming events.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Sales' })).not.toBeInTheDocument();
  });

  it('offers to try again when the dashboard could not be loaded', async () => {
    const fetch = answerRequests({
      'GET /api/me/program/dashboard': [
        { status: 500, body: { code: 'INTERNAL', message: 'Something went wrong.' } },
        { status: 200, body: dashboard },
      ],
    });
    const user = renderDashboard();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The dashboard could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Rosters by team' })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
