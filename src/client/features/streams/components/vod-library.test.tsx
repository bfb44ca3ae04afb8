// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Replay, VodVideo } from '#shared/schemas/streams';
import { fakePlayback } from '#client/components/video/test-playback';
import { everyMessage } from '#client/lib/i18n/every-catalog';
import { I18nContext } from '#client/lib/i18n/i18n';
import { answerRequests, ok } from '#client/test/answer-requests';
import { channelKeys } from '../api/channel-keys';
import { renderWithProviders, testQueryClient } from './test-channels';
import { VodLibrary } from './vod-library';

const videos: VodVideo[] = [
  {
    id: 'bb-basic-1',
    title: 'Ball Handling Foundations',
    description: 'Pound dribbles and crossovers.',
    thumbnail: '/images/bb-basic-1.jpg',
    duration: '8:30',
    category: 'Dribbling',
    src: '/media/training/bb-basic-1.mp4',
    srcType: 'file',
  },
  {
    id: 'fb-basic-1',
    title: 'Stance and Start',
    description: 'The first step off the line.',
    thumbnail: '/images/fb-basic-1.jpg',
    duration: '6:10',
    category: 'Footwork',
    src: '/media/training/fb-basic-1.mp4',
    srcType: 'file',
  },
];

const replays: Replay[] = [
  {
    id: 'b-1',
    channelSlug: 'hoops-tournament',
    channel: 'Live Tournaments',
    title: 'Hoops Tournament: Semifinal, Court 1',
    imageUrl: '/images/channels/hoops-tournament.svg',
    startedAt: '2026-03-01T15:00:00.000Z',
    endedAt: '2026-03-01T15:00:16.000Z',
    durationSeconds: 16,
    peakViewers: 212,
    playbackUrl: '/live-media/replays/b-1/replay.m3u8',
    captionsUrl: '/uploads/captions/replays/b-1-0123456789abcdef.vtt',
    locked: false,
  },
];

function renderLibrary() {
  const queryClient = testQueryClient();
  queryClient.setQueryData(channelKeys.vod('en'), { items: videos });
  queryClient.setQueryData(channelKeys.replays(), { items: replays });
  renderWithProviders(<VodLibrary />, queryClient);
  return userEvent.setup();
}

beforeEach(() => {
  fakePlayback({ duration: 120 });
  // The answers are in the cache; nothing may be fetched.
  vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('no network in tests'));
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('VodLibrary', () => {
  it('plays a replay with the captions its channel’s owner added', async () => {
    const user = renderLibrary();
    await user.click(await screen.findByRole('tab', { name: 'Replays' }));
    await user.click(screen.getByRole('button', { name: /Hoops Tournament: Semifinal, Court 1/ }));
    const player = await screen.findByRole('region', {
      name: 'Video player: Hoops Tournament: Semifinal, Court 1',
    });
    expect(player.querySelector('track[kind="captions"]')).toHaveAttribute(
      'src',
      replays[0]!.captionsUrl,
    );
  });

  it('switches between VOD Library and Replays by click and with the arrow keys', async () => {
    const user = renderLibrary();
    const vodTab = await screen.findByRole('tab', { name: 'VOD Library' });
    const replaysTab = screen.getByRole('tab', { name: 'Replays' });
    expect(vodTab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: /Ball Handling Foundations/ })).toBeInTheDocument();

    await user.click(replaysTab);
    expect(replaysTab).toHaveAttribute('aria-selected', 'true');
    expect(
      screen.getByRole('button', { name: /Hoops Tournament: Semifinal, Court 1, 0:16/ }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Ball Handling/ })).not.toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(vodTab).toHaveFocus();
    expect(vodTab).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(replaysTab).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', replaysTab.id);
  });

  it('plays a picked video above the grid until Back to Videos', async () => {
    const user = renderLibrary();
    const card = await screen.findByRole('button', { name: 'Play Stance and Start, 6:10' });
    await user.click(card);
    const back = await screen.findByRole('button', { name: 'Back to Videos' });
    expect(screen.getByRole('heading', { name: 'Stance and Start' })).toHaveFocus();
    expect(
      await screen.findByRole('region', { name: 'Video player: Stance and Start' }),
    ).toBeInTheDocument();

    await user.click(back);
    expect(screen.queryByRole('button', { name: 'Back to Videos' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Play Stance and Start, 6:10' })).toHaveFocus(),
    );
  });

  it('asks for the library in the page’s language on a Spanish page', async () => {
    const spanish = { ...videos[0]!, title: 'Fundamentos del manejo del balón' };
    answerRequests({ 'GET /api/vod?lang=es': ok({ items: [spanish] }) });
    renderWithProviders(
      <I18nContext.Provider value={everyMessage('es')}>
        <VodLibrary />
      </I18nContext.Provider>,
    );
    expect(
      await screen.findByRole('button', { name: /Fundamentos del manejo del balón/ }),
    ).toBeInTheDocument();
  });
});
