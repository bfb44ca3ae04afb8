// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HighlightClip } from '#shared/schemas/athletes';
import { fakePlayback } from '#client/components/video/test-playback';
import { HighlightReelPlayer } from './highlight-reel-player';

const clip = (id: string, title: string, captionsUrl: string | null): HighlightClip => ({
  id,
  title,
  featured: id === 'a',
  url: `/uploads/highlights/${id}.mp4`,
  contentType: 'video/mp4',
  srcType: 'file',
  status: 'ready',
  durationSeconds: 30,
  captionsUrl,
});

beforeEach(() => {
  fakePlayback({ duration: 30 });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const trackIn = async (name: string) =>
  (await screen.findByRole('region', { name: `Video player: ${name}` })).querySelector(
    'track[kind="captions"]',
  );

describe('HighlightReelPlayer', () => {
  it('plays each clip with its own captions, and none where there are none', async () => {
    const reel = [
      clip('a', 'Junior season', '/uploads/captions/highlights/a-01.vtt'),
      clip('b', 'Defense', null),
    ];
    render(<HighlightReelPlayer name="Noa Baptiste" featured={reel[0]!} reel={reel} />);
    expect(await trackIn('Noa Baptiste: highlights')).toHaveAttribute(
      'src',
      '/uploads/captions/highlights/a-01.vtt',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: /Defense/ }));
    expect(await trackIn('Noa Baptiste: Defense')).toBeNull();
  });
});
