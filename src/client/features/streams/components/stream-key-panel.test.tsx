// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { channelWithKey, ownChannel, streamKey } from './own-channel-test-data';
import { ffmpegCommand } from './broadcast-steps';
import { StreamKeyPanel } from './stream-key-panel';

const clipboardBefore = Object.getOwnPropertyDescriptor(navigator, 'clipboard');

/** The panel with a clipboard whose writes the test reads (set after user-event's own stub). */
function renderPanel(result = channelWithKey()) {
  const onDismiss = vi.fn();
  const user = userEvent.setup();
  const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  render(<StreamKeyPanel result={result} onDismiss={onDismiss} />);
  return { user, writeText, onDismiss };
}

afterEach(() => {
  if (clipboardBefore) Object.defineProperty(navigator, 'clipboard', clipboardBefore);
  else Reflect.deleteProperty(navigator, 'clipboard');
  vi.restoreAllMocks();
});

const pageText = () => document.body.textContent ?? '';

describe('StreamKeyPanel', () => {
  it('keeps the key masked everywhere until Show, and warns it is not shown again', async () => {
    const { user } = renderPanel();
    expect(screen.getByRole('heading', { name: 'Stream key for Eagles Scrimmage' })).toHaveFocus();
    expect(screen.getByText('This key is shown only this once.')).toBeVisible();
    expect(pageText()).not.toContain(streamKey);

    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('button', { name: 'Hide' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Stream key')).toHaveTextContent(streamKey);
    expect(screen.getByLabelText('Ingest URL (with the key)')).toHaveTextContent(
      `http://localhost:3000/ingest/${streamKey}/index.m3u8`,
    );

    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(pageText()).not.toContain(streamKey);
  });

  it('copies the key, the full ingest URL and the ffmpeg command', async () => {
    const { user, writeText } = renderPanel();
    const fullUrl = `http://localhost:3000/ingest/${streamKey}/index.m3u8`;

    await user.click(screen.getByRole('button', { name: 'Copy key' }));
    expect(writeText).toHaveBeenLastCalledWith(streamKey);
    expect(await screen.findByText('Stream key copied to the clipboard.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copied' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Copy URL' }));
    expect(writeText).toHaveBeenLastCalledWith(fullUrl);

    await user.click(screen.getByRole('button', { name: 'Copy command' }));
    expect(writeText).toHaveBeenLastCalledWith(
      `ffmpeg -re -i match.mp4 -c:v libx264 -preset veryfast -force_key_frames "expr:gte(t,n_forced*2)" -c:a aac -f hls -hls_time 2 -method PUT ${fullUrl}`,
    );
    expect(ffmpegCommand(fullUrl)).toContain('-method PUT');

    // Two qualities: each rendition to its own folder, as ffmpeg names them with %v.
    expect(screen.getByText(/-var_stream_map "v:0,a:0 v:1,a:1"/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Copy two-quality command' }));
    const twoQualities = writeText.mock.lastCall![0];
    expect(twoQualities).toContain(' -f hls -hls_time 2 -method PUT ');
    expect(twoQualities).toContain(' -master_pl_name master.m3u8 ');
    expect(twoQualities.endsWith(` http://localhost:3000/ingest/${streamKey}/%v/index.m3u8`)).toBe(
      true,
    );
    // Still masked on screen after copying.
    expect(pageText()).not.toContain(streamKey);
  });

  it('explains OBS and the demo stream for a local channel', async () => {
    const { user, writeText } = renderPanel();
    expect(screen.getByText(/Custom Output \(FFmpeg\)/)).toBeVisible();
    expect(
      screen.getByText(/npm run stream:demo -- --channel eagles-scrimmage --key •+/),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Copy demo command' }));
    expect(writeText).toHaveBeenLastCalledWith(
      `npm run stream:demo -- --channel eagles-scrimmage --key ${streamKey}`,
    );
  });

  it('gives a Livepeer channel the RTMP server and key for OBS', async () => {
    const { user, writeText } = renderPanel(
      channelWithKey(
        ownChannel({ provider: 'livepeer', ingestUrl: 'rtmp://rtmp.livepeer.com/live' }),
      ),
    );
    expect(screen.getByLabelText('RTMP server')).toHaveTextContent('rtmp://rtmp.livepeer.com/live');
    expect(screen.getByText(/Settings → Stream/)).toBeVisible();
    expect(screen.queryByText(/stream:demo/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy server' }));
    expect(writeText).toHaveBeenLastCalledWith('rtmp://rtmp.livepeer.com/live');
  });

  it('goes away when the owner has saved the key', async () => {
    const { user, onDismiss } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'I have saved the key' }));
    await waitFor(() => expect(onDismiss).toHaveBeenCalledOnce());
  });
});
