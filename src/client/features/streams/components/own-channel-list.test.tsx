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
import { channelWithKey, mockApi, ownChannel, sentBody } from './own-channel-test-data';

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

describe('a replay’s captions', () => {
  const replay: Broadcast = {
    id: 'b1',
    title: 'Opening round',
    startedAt: '2026-03-01T18:00:00.000Z',
    endedAt: '2026-03-01T19:02:05.000Z',
    durationSeconds: 3725,
    peakViewers: 184,
    replayUrl: '/live-media/b/b1/master.m3u8',
    captionsUrl: null,
  };
  const onAir: Broadcast = {
    ...replay,
    id: 'b2',
    title: 'Semi-final',
    endedAt: null,
    durationSeconds: null,
    replayUrl: null,
  };
  const vtt = 'WEBVTT\n\n00:01.000 --> 00:04.000\nTip-off\n';
  const file = (text = vtt) => new File([text], 'opening.vtt', { type: 'text/vtt' });
  const listUrl = 'GET /api/me/channels/eagles-scrimmage/broadcasts';
  const captionsUrl = '/api/me/channels/eagles-scrimmage/broadcasts/b1/captions';

  async function openBroadcasts() {
    const { user } = renderList();
    const card = within(item('Eagles Scrimmage'));
    await user.click(card.getByRole('button', { name: 'Broadcasts' }));
    await card.findByText('Opening round');
    return { user, card };
  }

  it('are added, replaced and removed by the owner, for replays only', async () => {
    const withCaptions = { ...replay, captionsUrl: '/uploads/captions/replays/b1-01.vtt' };
    let items = [onAir, replay];
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const key = `${init?.method ?? 'GET'} ${String(input)}`;
      if (key === listUrl) return Response.json({ items });
      if (key === `PUT ${captionsUrl}`) {
        items = [onAir, withCaptions];
        return Response.json({ broadcast: withCaptions });
      }
      if (key === `DELETE ${captionsUrl}`) {
        items = [onAir, replay];
        return Response.json({ broadcast: replay });
      }
      return Response.json({ code: 'NOT_FOUND', message: 'Not found.' }, { status: 404 });
    });
    const { user, card } = await openBroadcasts();
    // A broadcast still on the air has no replay to caption.
    expect(card.queryByRole('button', { name: /captions to Semi-final/ })).toBeNull();

    const add = card.getByRole('button', { name: 'Add captions to Opening round' });
    const picker = card.getByLabelText('Captions file for Opening round');
    expect(picker).not.toBeVisible();
    const opened = vi.spyOn(picker, 'click');
    await user.click(add);
    expect(opened).toHaveBeenCalled();
    await user.upload(picker, file());
    expect(await card.findByText('Captions added to "Opening round".')).toBeInTheDocument();
    expect(sentBody(fetch, `PUT ${captionsUrl}`)).toEqual({ vtt });
    expect(await card.findByText('Captions added')).toBeVisible();
    const replace = card.getByRole('button', { name: 'Replace captions of Opening round' });
    await waitFor(() => expect(replace).toHaveFocus());

    await user.click(card.getByRole('button', { name: 'Remove captions from Opening round' }));
    expect(await card.findByText('Captions removed from "Opening round".')).toBeInTheDocument();
    await waitFor(() =>
      expect(card.getByRole('button', { name: 'Add captions to Opening round' })).toHaveFocus(),
    );
  });

  it('show the check’s and the server’s refusals', async () => {
    mockApi({
      [listUrl]: { status: 200, body: { items: [replay] } },
      [`PUT ${captionsUrl}`]: {
        status: 400,
        body: { code: 'VALIDATION_FAILED', message: 'Line 3: the cue must end after it starts.' },
      },
    });
    const { user, card } = await openBroadcasts();
    const picker = card.getByLabelText('Captions file for Opening round');
    await user.upload(picker, file('00:01.000 --> 00:04.000\nNo header\n'));
    expect(await card.findByRole('alert')).toHaveTextContent(
      'Line 1: a WebVTT file starts with the word WEBVTT on its first line.',
    );
    await user.upload(picker, file());
    await waitFor(() =>
      expect(card.getByRole('alert')).toHaveTextContent(
        'Line 3: the cue must end after it starts.',
      ),
    );
  });
});

describe('formatDuration', () => {
  it('reads minutes and seconds, with hours when there are any', () => {
    expect(formatDuration(95)).toBe('1:35');
    expect(formatDuration(3725)).toBe('1:02:05');
    expect(formatDuration(0)).toBe('0:00');
  });
});
