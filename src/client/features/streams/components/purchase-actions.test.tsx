// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TrainingSession } from '#shared/schemas/streams';
import { AuthProvider } from '#client/lib/auth/auth-provider';
import { pageNavigation } from '#client/lib/start-checkout';
import { ToastHost } from '#client/lib/toast';
import { answerRequests, type Answer } from '#client/test/answer-requests';
import { StreamCard } from './stream-card';
import { liveChannel, testChannel, testQueryClient } from './test-channels';

const signedIn: Answer = {
  status: 200,
  body: {
    session: { id: 's1', expiresAt: '2099-01-01T00:00:00.000Z' },
    user: { id: 'user-1', name: 'Riley Park', email: 'riley@example.com', emailVerified: true },
  },
};

const session = (overrides: Partial<TrainingSession> = {}): TrainingSession => ({
  id: '6f1d1c9e-0000-4000-8000-000000000001',
  title: 'Grassroots, 7-8 PM',
  startsAt: '2026-12-01T01:00:00.000Z',
  startsAtText: 'Mon, Nov 30, 7:00 PM CST',
  endsAt: '2026-12-01T02:00:00.000Z',
  priceCents: 3000,
  capacity: 12,
  seatsLeft: 8,
  booking: null,
  ...overrides,
});

function Location() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function renderCard(ui: React.ReactNode) {
  render(
    <QueryClientProvider client={testQueryClient()}>
      <AuthProvider>
        <MemoryRouter initialEntries={['/live-vod']}>
          {ui}
          <Location />
        </MemoryRouter>
      </AuthProvider>
      <ToastHost />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const purchaseBodies = (fetch: ReturnType<typeof answerRequests>) =>
  fetch.mock.calls
    .filter(([input]) => String(input) === '/api/checkout/purchase')
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

afterEach(() => vi.restoreAllMocks());

describe('booking a session from a training card', () => {
  const training = testChannel({
    slug: 'trainer-led-sessions',
    title: 'Trainer-Led Live Sessions',
    category: 'training',
    priceCents: 3000,
    offer: 'booking',
    sessions: [
      session(),
      session({
        id: '6f1d1c9e-0000-4000-8000-000000000002',
        title: 'Advanced, 8-9 PM',
        seatsLeft: 0,
      }),
      session({ id: '6f1d1c9e-0000-4000-8000-000000000003', booking: 'booked', seatsLeft: 3 }),
    ],
  });

  it('lists the next dates with the seats left; a full one cannot be booked', async () => {
    answerRequests({ 'GET /api/auth/get-session': signedIn });
    renderCard(<StreamCard channel={training} />);
    const list = screen.getByRole('list', { name: 'Next sessions: Trainer-Led Live Sessions' });
    // The card shows the next two.
    expect(screen.getByText('$30.00 per session')).toBeInTheDocument();
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Mon, Nov 30, 7:00 PM CST');
    expect(rows[0]).toHaveTextContent('Grassroots, 7-8 PM · 8 seats left');
    expect(within(rows[1]!).getByRole('button', { name: /^Full: / })).toBeDisabled();
    expect(rows[1]).toHaveTextContent('Full');
  });

  it('asks the server for a checkout for that seat and goes there', async () => {
    const fetch = answerRequests({
      'GET /api/auth/get-session': signedIn,
      'POST /api/checkout/purchase': { status: 200, body: { url: '/checkout/sandbox/cs_sbx_1' } },
    });
    const assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
    const user = renderCard(<StreamCard channel={training} />);
    const book = screen.getByRole('button', { name: /^Book · \$30\.00: Mon, Nov 30, 7:00 PM CST/ });
    await waitFor(() => expect(book).toBeEnabled());
    await user.click(book);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/checkout/sandbox/cs_sbx_1'));
    expect(purchaseBodies(fetch)).toEqual([
      { kind: 'booking', session: '6f1d1c9e-0000-4000-8000-000000000001' },
    ]);
  });

  it('says when a seat is booked already', () => {
    answerRequests({ 'GET /api/auth/get-session': signedIn });
    renderCard(<StreamCard channel={{ ...training, sessions: [training.sessions[2]!] }} />);
    expect(screen.getByText('Booked')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Book/ })).toBeNull();
  });

  it('tells the server’s refusal (a session that filled meanwhile)', async () => {
    answerRequests({
      'GET /api/auth/get-session': signedIn,
      'POST /api/checkout/purchase': {
        status: 409,
        body: { code: 'CONFLICT', message: 'This session is full.' },
      },
    });
    const assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
    const user = renderCard(<StreamCard channel={training} />);
    const book = screen.getByRole('button', { name: /^Book · \$30\.00: Mon, Nov 30/ });
    await waitFor(() => expect(book).toBeEnabled());
    await user.click(book);
    expect(await screen.findByText('This session is full.')).toBeVisible();
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('a premium channel without a pass', () => {
  const premium = liveChannel({
    slug: 'premium-game-day',
    title: 'Premium Team Channel: Game Day',
    category: 'premium-team',
    premium: true,
    priceCents: 999,
    offer: 'pass',
    locked: true,
    playbackId: null,
    playbackUrl: null,
  });

  it('offers the pass instead of the player, and sends a visitor to log in first', async () => {
    answerRequests({ 'GET /api/auth/get-session': { status: 200, body: null } });
    const user = renderCard(<StreamCard channel={premium} />);
    expect(screen.queryByRole('button', { name: /Tune In & Earn/ })).toBeNull();
    const buy = screen.getByRole('button', {
      name: 'Buy 48-hour pass · $9.99: Premium Team Channel: Game Day',
    });
    expect(buy).toHaveTextContent('Buy 48-hour pass · $9.99');
    await waitFor(() => expect(buy).toBeEnabled());
    await user.click(buy);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        `/login?redirectTo=${encodeURIComponent('/live-vod')}`,
      ),
    );
    expect(
      await screen.findByText(
        'Please log in or create an account to buy a pass or book a session.',
      ),
    ).toBeVisible();
  });

  it('shows how long a pass runs once bought', () => {
    answerRequests({ 'GET /api/auth/get-session': signedIn });
    renderCard(
      <StreamCard channel={{ ...premium, locked: false, passUntil: '2026-11-27T01:00:00.000Z' }} />,
    );
    expect(screen.getByText('Your pass runs until Thu, Nov 26, 7:00 PM CST')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Buy 48-hour pass/ })).toBeNull();
  });
});
