// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveWindow } from './live-window';
import { fakePlayback } from './test-playback';
import VideoPlayerCore from './video-player-core';

const OFFLINE = 'Stream currently offline or unavailable. Please check back later.';
const CHANNEL = '/live-media/channels/main-event/index.m3u8';

/**
 * A live stream played natively (as Safari does): the browser says it plays HLS, the duration is
 * Infinity and `seekable` is the playlist's window, which the test moves as the stream goes on.
 */
function fakeLiveStream(initial: LiveWindow) {
  const { play } = fakePlayback({ duration: Number.POSITIVE_INFINITY });
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
  let current = initial;
  vi.spyOn(HTMLMediaElement.prototype, 'seekable', 'get').mockImplementation(
    () =>
      ({
        length: 1,
        start: () => current.start,
        end: () => current.end,
      }) as TimeRanges,
  );
  return {
    play,
    moveWindow: (next: LiveWindow) => {
      current = next;
    },
  };
}

/** A live player that has loaded its playlist, the player focused. */
async function renderLivePlayer(initial: LiveWindow = { start: 100, end: 160 }) {
  const stream = fakeLiveStream(initial);
  const onOffline = vi.fn();
  const { container } = render(
    <VideoPlayerCore src={CHANNEL} srcType="hls" title="Main Event" live onOffline={onOffline} />,
  );
  const video = container.querySelector('video')!;
  // The playlist is attached after a microtask (attachHls is async, even natively).
  await act(async () => undefined);
  expect(video).toHaveAttribute('src', CHANNEL);
  fireEvent(video, new Event('loadedmetadata'));
  const user = userEvent.setup();
  const region = screen.getByRole('region', { name: 'Video player: Main Event' });
  region.focus();
  return { ...stream, user, region, video, onOffline };
}

const seekSlider = () => screen.getByRole('slider', { name: 'Seek' });
const liveBadge = () => screen.queryByText(/^LIVE/, { selector: 'p' });
const goLiveButton = () => screen.getByRole('button', { name: 'Go live' });

afterEach(() => {
  // Unmount while the media is still faked: the player calls load() as it goes.
  cleanup();
  vi.restoreAllMocks();
});

describe('the video player in live mode', () => {
  it('starts at the live edge with a LIVE badge and LIVE for the time', async () => {
    const { video } = await renderLivePlayer();
    expect(video.currentTime).toBe(160);
    expect(liveBadge()).toBeInTheDocument();
    expect(liveBadge()).toHaveAttribute('data-at-edge', 'true');
    expect(screen.getByText('LIVE', { selector: 'span' })).toBeInTheDocument();
    expect(goLiveButton()).toHaveAttribute('aria-disabled', 'true');
  });

  it('spans the seek slider over the seekable window, not the duration', async () => {
    const { video, moveWindow } = await renderLivePlayer();
    expect(seekSlider()).toHaveAttribute('min', '100');
    expect(seekSlider()).toHaveAttribute('max', '160');
    expect(seekSlider()).toHaveValue('160');
    expect(seekSlider()).toHaveAttribute('aria-valuetext', 'Live');

    // The window moves on as new segments come.
    moveWindow({ start: 110, end: 170 });
    fireEvent(video, new Event('timeupdate'));
    expect(seekSlider()).toHaveAttribute('min', '110');
    expect(seekSlider()).toHaveAttribute('max', '170');

    fireEvent.change(seekSlider(), { target: { value: '130' } });
    expect(video.currentTime).toBe(130);
    expect(seekSlider()).toHaveAttribute('aria-valuetext', '0:40 behind live');
  });

  it('shows how far behind live the viewer is, and dims the badge', async () => {
    const { user } = await renderLivePlayer();
    // A few seconds back still counts as live.
    await user.keyboard('{ArrowLeft}');
    expect(liveBadge()).toHaveAttribute('data-at-edge', 'true');

    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByText('-0:15')).toBeInTheDocument();
    expect(liveBadge()).toHaveAttribute('data-at-edge', 'false');
    expect(liveBadge()).toHaveTextContent('LIVE, behind the live edge');
    expect(goLiveButton()).toHaveAttribute('aria-disabled', 'false');
  });

  it('keeps the arrow keys inside the seekable window', async () => {
    const { user, video } = await renderLivePlayer();
    await user.keyboard('{ArrowRight}');
    expect(video.currentTime).toBe(160);

    video.currentTime = 102;
    await user.keyboard('{ArrowLeft}');
    expect(video.currentTime).toBe(100);
  });

  it('Go live jumps to the end of the seekable window and plays', async () => {
    const { user, video, moveWindow, play } = await renderLivePlayer();
    video.currentTime = 120;
    fireEvent(video, new Event('timeupdate'));
    expect(screen.getByText('-0:40')).toBeInTheDocument();

    moveWindow({ start: 104, end: 164 });
    await user.click(goLiveButton());
    expect(video.currentTime).toBe(164);
    expect(play).toHaveBeenCalledOnce();
    expect(screen.getByText('LIVE', { selector: 'span' })).toBeInTheDocument();
    expect(goLiveButton()).toHaveAttribute('aria-disabled', 'true');
    // Kept focusable at the edge, and pressing it there does nothing.
    expect(goLiveButton()).toHaveFocus();
    video.currentTime = 163;
    await user.click(goLiveButton());
    expect(video.currentTime).toBe(163);
  });

  it('End and L go live too', async () => {
    const { user, video } = await renderLivePlayer();
    video.currentTime = 120;
    await user.keyboard('{End}');
    expect(video.currentTime).toBe(160);

    video.currentTime = 120;
    await user.keyboard('l');
    expect(video.currentTime).toBe(160);
  });

  it('hides the seek slider when the window is too short to scrub', async () => {
    await renderLivePlayer({ start: 50, end: 56 });
    expect(screen.queryByRole('slider', { name: 'Seek' })).not.toBeInTheDocument();
    expect(liveBadge()).toBeInTheDocument();
  });

  it('says the stream is offline when it ends, and tells the page once', async () => {
    const { video, onOffline } = await renderLivePlayer();
    fireEvent(video, new Event('ended'));

    const message = await screen.findByText(OFFLINE);
    expect(message).toHaveAttribute('role', 'status');
    expect(onOffline).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(liveBadge()).not.toBeInTheDocument();

    fireEvent(video, new Event('ended'));
    fireEvent(video, new Event('error'));
    expect(onOffline).toHaveBeenCalledOnce();
    expect(screen.getAllByText(OFFLINE)).toHaveLength(1);
  });

  it('says the stream is offline when it cannot start', async () => {
    const { video, onOffline } = await renderLivePlayer();
    // Natively a playlist that answers 404 is an error on the element.
    fireEvent(video, new Event('error'));
    expect(await screen.findByText(OFFLINE)).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(onOffline).toHaveBeenCalledOnce();
  });
});

describe('the video player for on-demand videos', () => {
  it('shows no LIVE badge or Go live, and the time as m:ss / m:ss', async () => {
    fakePlayback({ duration: 120 });
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    const { container } = render(
      <VideoPlayerCore src="/media/replay.m3u8" srcType="hls" title="Replay" />,
    );
    const video = container.querySelector('video')!;
    await act(async () => undefined);
    fireEvent(video, new Event('loadedmetadata'));

    expect(liveBadge()).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go live' })).not.toBeInTheDocument();
    expect(screen.getByText('0:00 / 2:00')).toBeInTheDocument();
    expect(seekSlider()).toHaveAttribute('max', '120');

    fireEvent(video, new Event('ended'));
    expect(screen.queryByText(OFFLINE)).not.toBeInTheDocument();
  });

  it('ignores live for a source that is not HLS', async () => {
    fakePlayback({ duration: 120 });
    const { container } = render(
      <VideoPlayerCore src="/media/crossover.mp4" srcType="file" title="Crossover drill" live />,
    );
    fireEvent(container.querySelector('video')!, new Event('loadedmetadata'));
    expect(liveBadge()).not.toBeInTheDocument();
    expect(screen.getByText('0:00 / 2:00')).toBeInTheDocument();
  });
});
