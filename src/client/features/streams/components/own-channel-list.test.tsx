// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Broadcast, ChannelWithKey, OwnChannel } from '#shared/schemas/streams';
import { ToastHost } from '#client/lib/toast';
import { formatDuration } from './own-channel-broadcasts';
import { OwnChannelList } from './own-channel-list';
import { channelWithKey, mockApi, ownChannel } from './own-channel-test-data';

function renderList(channels: OwnChannel[] = [ownChannel()]) {
  const onKeyRevealed = vi.fn<(result: ChannelWithKey) => void>();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <OwnChannelList channels={channels} onKeyRevealed={onKeyRevealed} />
      </MemoryRouter>
      <ToastHost />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onKeyRevealed };
}

const item = (title: string) => screen.getByRole('listitem', { name: title });

beforeEach(() => {
  toast.dismiss();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('OwnChannelList', () => {
  it('shows each channel’s status, details and public page', () => {
    renderList([
      ownChannel(),
      ownChannel({
        slug: 'main-event',
        title: 'Main Event',
        status: 'live',
        isActive: true,
        viewers: 12,
        priceCents: null,
        schedule: null,
      }),
      ownChannel({
        slug: 'skills-lab',
        title: 'Skills Lab',
        category: 'training',
        offer: 'booking',
        priceCents: 2500,
      }),
    ]);
    const offline = within(item('Eagles Scrimmage'));
    expect(offline.getByText('OFFLINE')).toBeVisible();
    expect(offline.getByText('Eastside Eagles')).toBeVisible();
    expect(offline.getByText('Tournament')).toBeVisible();
    expect(offline.getByText('Saturdays 10am')).toBeVisible();
    // A price only sells seats on a training channel: this one is free to watch.
    expect(offline.getByText('Free to watch')).toBeVisible();
    expect(within(item('Skills Lab')).getByText('$25.00 a seat at its sessions')).toBeVisible();
    expect(offline.getByRole('link', { name: /eagles-scrimmage/ })).toHaveAttribute(
      'href',
      '/live/eagles-scrimmage',
    );

    const live = within(item('Main Event'));
    expect(live.getByText('LIVE')).toBeVisible();
    expect(live.getByText('· 12 viewers')).toBeVisible();
    expect(live.getByText('Free to watch')).toBeVisible();
    expect(live.getByText('Not set')).toBeVisible();
  });

  it('tells the owner a channel was archived, with no link to a page that is gone', () => {
    renderList([ownChannel({ archivedAt: '2026-11-20T15:00:00.000Z' })]);
    const card = within(item('Eagles Scrimmage'));
    expect(card.getByText('Archived by the site’s administrators')).toBeVisible();
    expect(card.getByText(/its stream key is refused/)).toBeVisible();
    expect(card.queryByRole('link', { name: /eagles-scrimmage/ })).toBeNull();
    expect(card.getByRole('link', { name: 'write to us' })).toHaveAttribute('href', '/contact');
  });

  it('tells the owner why part of a running broadcast was left out, and what to change', () => {
    const notice =
      "Segment s2.ts lasted 9.0 s, longer than this broadcast's 5 s target, and was left out: send a key frame every segment (ffmpeg -force_key_frames, or OBS keyframe interval) and keep -hls_time.";
    renderList([ownChannel({ broadcastNotice: notice })]);
    const card = within(item('Eagles Scrimmage'));
    expect(card.getByText('Part of your broadcast was not shown')).toBeVisible();
    expect(card.getByText(notice)).toBeVisible();
  });

  it('deletes a channel only once its slug is typed, and says what goes with it', async () => {
    const fetch = mockApi({ 'DELETE /api/me/channels/eagles-scrimmage': { status: 204 } });
    const { user } = renderList();
    const card = within(item('Eagles Scrimmage'));
    await user.click(card.getByRole('button', { name: 'Delete' }));
    expect(card.getByRole('button', { name: 'Delete' })).toHaveAttribute('aria-expanded', 'true');

    expect(card.getByText(/Its broadcasts and replays are deleted with it/)).toBeVisible();
    const confirmation = card.getByLabelText('Type eagles-scrimmage to confirm');
    expect(confirmation).toHaveFocus();
    const confirm = card.getByRole('button', { name: 'Delete channel' });
    expect(confirm).toBeDisabled();

    await user.type(confirmation, 'eagles');
    expect(confirm).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(fetch).not.toHaveBeenCalled();

    await user.type(confirmation, '-scrimmage');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(
        '/api/me/channels/eagles-scrimmage',
        expect.objectContaining({ method: 'DELETE' }),
      ),
    );
    expect(await screen.findByText('Channel deleted')).toBeVisible();
  });

  it('cancels a delete and gives the focus back to its button', async () => {
    const fetch = mockApi({});
    const { user } = renderList();
    const card = within(item('Eagles Scrimmage'));
    await user.click(card.getByRole('button', { name: 'Delete' }));
    await user.click(card.getByRole('button', { name: 'Cancel' }));
    expect(card.queryByLabelText(/to confirm/)).not.toBeInTheDocument();
    await waitFor(() => expect(card.getByRole('button', { name: 'Delete' })).toHaveFocus());
    expect(fetch).not.toHaveBeenCalled();
  });

  it('makes a new stream key after warning what it stops', async () => {
    const answer = channelWithKey();
    const fetch = mockApi({
      'POST /api/me/channels/eagles-scrimmage/stream-key': { status: 200, body: answer },
    });
    const { user, onKeyRevealed } = renderList();
    const card = within(item('Eagles Scrimmage'));
    await user.click(card.getByRole('button', { name: 'New stream key' }));
    expect(
      card.getByText('The old key stops working at once and a running broadcast ends.'),
    ).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();

    await user.click(card.getByRole('button', { name: 'Make a new key' }));
    await waitFor(() => expect(onKeyRevealed).toHaveBeenCalledWith(answer));
    expect(card.queryByRole('button', { name: 'Make a new key' })).not.toBeInTheDocument();
  });

  it('lists a channel’s broadcasts when opened', async () => {
    const broadcasts: Broadcast[] = [
      {
        id: 'b2',
        title: 'Semi-final',
        startedAt: '2026-03-07T18:00:00.000Z',
        endedAt: null,
        durationSeconds: null,
        peakViewers: 40,
        replayUrl: null,
        captionsUrl: null,
      },
      {
        id: 'b1',
        title: 'Opening round',
        startedAt: '2026-03-01T18:00:00.000Z',
        endedAt: '2026-03-01T19:02:05.000Z',
        durationSeconds: 3725,
        peakViewers: 184,
        replayUrl: '/live-media/b1/index.m3u8',
        captionsUrl: null,
      },
    ];
    const fetch = mockApi({
      'GET /api/me/channels/eagles-scrimmage/broadcasts': {
        status: 200,
        body: { items: broadcasts },
      },
    });
    const { user } = renderList();
    const card = within(item('Eagles Scrimmage'));
    const toggle = card.getByRole('button', { name: 'Broadcasts' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(fetch).not.toHaveBeenCalled();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const opening = (await card.findByText('Opening round')).closest('li')!;
    expect(within(opening).getByText('1:02:05')).toBeVisible();
    expect(within(opening).getByText('184')).toBeVisible();
    expect(within(opening).getByRole('link', { name: /Replay/ })).toHaveAttribute(
      'href',
      '/live-media/b1/index.m3u8',
    );
    const running = card.getByText('Semi-final').closest('li')!;
    expect(within(running).getByText('on air now')).toBeVisible();
  });
});

describe('formatDuration', () => {
  it('reads minutes and seconds, with hours when there are any', () => {
    expect(formatDuration(95)).toBe('1:35');
    expect(formatDuration(3725)).toBe('1:02:05');
    expect(formatDuration(0)).toBe('0:00');
  });
});
