// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider, type SessionUser } from '#client/lib/auth/auth-provider';
import { ToastHost } from '#client/lib/toast';
import {
  channelWithKey,
  mockApi,
  ownChannel,
  streamKey,
} from '../components/own-channel-test-data';
import { Component as MyChannelsPage } from './my-channels-page';

function session(user: Partial<SessionUser>) {
  return {
    status: 200,
    body: {
      session: { id: 's1', expiresAt: '2099-01-01T00:00:00.000Z' },
      user: {
        id: 'user-1',
        name: 'Casey Coach',
        email: 'coach@example.com',
        emailVerified: true,
        role: 'user',
        userType: 'coach',
        ...user,
      },
    },
  };
}

function renderPage() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <MemoryRouter initialEntries={['/my-channels']}>
          <MyChannelsPage />
        </MemoryRouter>
      </AuthProvider>
      <ToastHost />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const channelsRequests = (fetch: ReturnType<typeof mockApi>) =>
  fetch.mock.calls.filter(([input]) => String(input) === '/api/me/channels');

beforeEach(() => {
  toast.dismiss();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('My Channels page', () => {
  it('tells an athlete that channels are for coaches, organizations and administrators', async () => {
    const fetch = mockApi({ 'GET /api/auth/get-session': session({ userType: 'player' }) });
    renderPage();
    expect(
      await screen.findByText(/Only coaches, organizations and administrators can run channels\./),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Watch live streams' })).toHaveAttribute(
      'href',
      '/live',
    );
    expect(screen.queryByRole('heading', { name: 'Create a channel' })).not.toBeInTheDocument();
    expect(channelsRequests(fetch)).toHaveLength(0);
  });

  it('explains the same when the server refuses the list', async () => {
    mockApi({
      'GET /api/auth/get-session': session({ userType: null }),
      'GET /api/me/channels': {
        status: 403,
        body: {
          code: 'FORBIDDEN',
          message: 'Only coaches, organizations and administrators can run channels.',
        },
      },
    });
    renderPage();
    expect(
      await screen.findByRole('heading', {
        name: 'Channels are run by coaches and organizations',
      }),
    ).toBeVisible();
  });

  it('shows the empty state, then the key once after creating a channel', async () => {
    const created = channelWithKey();
    const answers = {
      'GET /api/auth/get-session': session({}),
      'GET /api/me/channels': { status: 200, body: { items: [created.channel] } },
      'POST /api/me/channels': { status: 201, body: created },
    };
    mockApi({ ...answers, 'GET /api/me/channels': { status: 200, body: { items: [] } } });
    const user = renderPage();
    expect(await screen.findByText('You have no channels yet')).toBeVisible();

    // From now on the server lists the new channel.
    mockApi(answers);
    await user.type(screen.getByLabelText('Title'), 'Eagles Scrimmage');
    await user.type(screen.getByLabelText('Channel name'), 'Eastside Eagles');
    await user.selectOptions(screen.getByLabelText('Category'), 'Tournament');
    await user.click(screen.getByRole('button', { name: 'Create channel' }));

    const panel = await screen.findByRole('region', { name: 'Stream key for Eagles Scrimmage' });
    await user.click(within(panel).getByRole('button', { name: 'Show' }));
    expect(within(panel).getByLabelText('Stream key')).toHaveTextContent(streamKey);
    expect(await screen.findByRole('listitem', { name: 'Eagles Scrimmage' })).toBeVisible();

    await user.click(within(panel).getByRole('button', { name: 'I have saved the key' }));
    expect(screen.queryByRole('region', { name: /Stream key for/ })).not.toBeInTheDocument();
    expect(document.body.textContent).not.toContain(streamKey);
  });

  it('offers to try again when the list cannot be loaded', async () => {
    mockApi({
      'GET /api/auth/get-session': session({}),
      'GET /api/me/channels': {
        status: 500,
        body: { code: 'INTERNAL', message: 'Something went wrong.' },
      },
    });
    const user = renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your channels could not be loaded.');

    mockApi({
      'GET /api/auth/get-session': session({}),
      'GET /api/me/channels': { status: 200, body: { items: [ownChannel()] } },
    });
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(screen.getByRole('listitem', { name: 'Eagles Scrimmage' })).toBeVisible(),
    );
  });
});
