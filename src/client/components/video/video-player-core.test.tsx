// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakePlayback } from './test-playback';
import VideoPlayerCore from './video-player-core';

const DURATION = 120;

/** The player on a page that has another text field, the player focused with Tab. */
async function renderPlayer({ focusPlayer = true } = {}) {
  const { play } = fakePlayback({ duration: DURATION });
  const { container } = render(
    <>
      <input aria-label="Comment" />
      <VideoPlayerCore src="/media/crossover.mp4" srcType="file" title="Crossover drill" />
    </>,
  );
  const video = container.querySelector('video')!;
  fireEvent(video, new Event('loadedmetadata'));
  const user = userEvent.setup();
  const region = screen.getByRole('region', { name: 'Video player: Crossover drill' });
  if (focusPlayer) {
    await user.tab();
    await user.tab();
    expect(region).toHaveFocus();
  }
  return { user, region, video, play };
}

const button = (name: string) => screen.getByRole('button', { name });
const seekText = () => screen.getByRole('slider', { name: 'Seek' }).getAttribute('aria-valuetext');
const volumeText = () =>
  screen.getByRole('slider', { name: 'Volume' }).getAttribute('aria-valuetext');

afterEach(() => {
  // Unmount while the media is still faked: the player calls load() as it goes.
  cleanup();
  vi.restoreAllMocks();
});

describe('the video player’s keys', () => {
  it('Space and K play and pause', async () => {
    const { user, region, play } = await renderPlayer();
    expect(button('Play')).toBeInTheDocument();

    await user.keyboard(' ');
    expect(play).toHaveBeenCalledOnce();
    expect(button('Pause')).toBeInTheDocument();
    expect(region).toHaveAttribute('data-playing', 'true');

    await user.keyboard('k');
    expect(button('Play')).toBeInTheDocument();
    expect(region).toHaveAttribute('data-playing', 'false');

    await user.keyboard('K');
    expect(button('Pause')).toBeInTheDocument();
    await user.keyboard(' ');
    expect(button('Play')).toBeInTheDocument();
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('the left and right arrows seek 5 s, never past either end', async () => {
    const { user, video } = await renderPlayer();
    expect(seekText()).toBe('0:00 of 2:00');

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(seekText()).toBe('0:10 of 2:00');
    await user.keyboard('{ArrowLeft}');
    expect(seekText()).toBe('0:05 of 2:00');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(seekText()).toBe('0:00 of 2:00');

    video.currentTime = 118;
    await user.keyboard('{ArrowRight}');
    expect(video.currentTime).toBe(DURATION);
    expect(seekText()).toBe('2:00 of 2:00');
  });

  it('M mutes and unmutes, up and down change the volume by 5 in 100', async () => {
    const { user } = await renderPlayer();
    expect(volumeText()).toBe('100%');

    await user.keyboard('{ArrowDown}');
    expect(volumeText()).toBe('95%');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(volumeText()).toBe('90%');

    await user.keyboard('m');
    expect(button('Unmute')).toBeInTheDocument();
    expect(volumeText()).toBe('0%');
    await user.keyboard('M');
    expect(button('Mute')).toBeInTheDocument();
    expect(volumeText()).toBe('90%');

    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(volumeText()).toBe('100%');
  });

  it('F asks for full screen and F again leaves it', async () => {
    const { user, region } = await renderPlayer();
    // jsdom has no full screen: the browser's part, as far as the player sees it.
    let fullscreenElement: Element | null = null;
    const setFullscreen = async (element: Element | null) => {
      fullscreenElement = element;
      document.dispatchEvent(new Event('fullscreenchange'));
    };
    const request = vi.fn(() => setFullscreen(region));
    const exit = vi.fn(() => setFullscreen(null));
    Object.defineProperty(document, 'fullscreenElement', {
      configurable: true,
      get: () => fullscreenElement,
    });
    Object.assign(document, { exitFullscreen: exit });
    Object.assign(region, { requestFullscreen: request });
    try {
      await user.keyboard('f');
      expect(request).toHaveBeenCalledOnce();
      expect(button('Exit full screen')).toBeInTheDocument();

      await user.keyboard('F');
      expect(exit).toHaveBeenCalledOnce();
      expect(button('Full screen')).toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(document, 'fullscreenElement');
      Reflect.deleteProperty(document, 'exitFullscreen');
    }
  });

  it('says so when the browser has no full screen', async () => {
    const { user } = await renderPlayer();
    await user.keyboard('f');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Full screen is not available here.',
    );
  });

  it('leaves alone the keys typed into another field', async () => {
    const { user, play } = await renderPlayer({ focusPlayer: false });
    await user.click(screen.getByRole('textbox', { name: 'Comment' }));
    await user.keyboard(' kmf{ArrowRight}{ArrowDown}');
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveValue(' kmf');
    expect(play).not.toHaveBeenCalled();
    expect(button('Play')).toBeInTheDocument();
    expect(button('Mute')).toBeInTheDocument();
    expect(volumeText()).toBe('100%');
    expect(seekText()).toBe('0:00 of 2:00');
  });

  it('leaves Space to a focused button, arrows to a slider and Ctrl or Alt shortcuts to the browser', async () => {
    const { user, play } = await renderPlayer();
    // Space on a focused button presses that button, and only that.
    await user.tab(); // the seek slider
    await user.tab(); // Play
    await user.tab(); // Mute
    expect(button('Mute')).toHaveFocus();
    await user.keyboard(' ');
    expect(button('Unmute')).toBeInTheDocument();
    expect(play).not.toHaveBeenCalled();

    // On a slider the arrows are the slider's own.
    screen.getByRole('slider', { name: 'Seek' }).focus();
    await user.keyboard('{ArrowUp}{ArrowRight}');
    expect(button('Unmute')).toBeInTheDocument();
    expect(seekText()).toBe('0:00 of 2:00');

    // Browser shortcuts pass through.
    await user.keyboard('{Control>}k{/Control}{Alt>}m{/Alt}');
    expect(play).not.toHaveBeenCalled();
    expect(button('Unmute')).toBeInTheDocument();
  });

  it('keeps the page from scrolling on the keys it uses', async () => {
    const { region } = await renderPlayer();
    expect(fireEvent.keyDown(region, { key: ' ' })).toBe(false);
    expect(fireEvent.keyDown(region, { key: 'ArrowDown' })).toBe(false);
    expect(fireEvent.keyDown(region, { key: 'x' })).toBe(true);
  });
});

/** The player on a video with an English captions track. */
function renderCaptioned() {
  fakePlayback({ duration: DURATION });
  return render(
    <VideoPlayerCore
      src="/media/crossover.mp4"
      srcType="file"
      title="Crossover drill"
      captions="/media/crossover.en.vtt"
    />,
  );
}

describe('the video player’s captions', () => {
  afterEach(() => window.localStorage.clear());

  it('shows a track’s captions with the CC button or C, and remembers the choice', async () => {
    const first = renderCaptioned();
    const track = first.container.querySelector('track')!;
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('src', '/media/crossover.en.vtt');
    expect(track).toHaveAttribute('srclang', 'en');
    const user = userEvent.setup();
    const cc = button('Captions');
    expect(cc).toHaveAttribute('aria-pressed', 'false');
    await user.click(cc);
    expect(cc).toHaveAttribute('aria-pressed', 'true');
    expect(window.localStorage.getItem('player.captions')).toBe('on');

    // Another player, later: captions start on.
    cleanup();
    renderCaptioned();
    expect(button('Captions')).toHaveAttribute('aria-pressed', 'true');
    screen.getByRole('region', { name: 'Video player: Crossover drill' }).focus();
    await user.keyboard('c');
    expect(button('Captions')).toHaveAttribute('aria-pressed', 'false');
    expect(window.localStorage.getItem('player.captions')).toBe('off');
  });

  it('says "No captions" for a video without a track, and C does nothing', async () => {
    const { user } = await renderPlayer();
    expect(screen.getByText('No captions')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Captions' })).toBeNull();
    await user.keyboard('c');
    expect(window.localStorage.getItem('player.captions')).toBeNull();
  });
});
