// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Channel } from '#shared/schemas/streams';
import { streamMessages } from '#shared/streams';
import { fakePlayback } from '#client/components/video/test-playback';
import { FeaturedStreamCard } from './featured-stream-card';
import { liveChannel, renderWithProviders, testChannel } from './test-channels';

const mainEvent = { slug: 'main-event', title: 'Live: Showcase Main Event', featured: true };

const loaded = (items: Channel[]) =>
  ({ data: { items }, isPending: false, isError: false }) as UseQueryResult<{ items: Channel[] }>;

beforeEach(() => {
  fakePlayback({ duration: Number.POSITIVE_INFINITY });
});

afterEach(() => {
  // Unmount while the media is still faked: the player calls load() as it goes.
  cleanup();
  vi.restoreAllMocks();
});

describe('FeaturedStreamCard', () => {
  it('says LIVE NOW and opens the channel in a new tab while the main event is live', async () => {
    renderWithProviders(<FeaturedStreamCard list={loaded([liveChannel(mainEvent)])} />);
    expect(await screen.findByText('LIVE NOW')).toBeInTheDocument();
    expect(screen.getByText('Stream status: live now, 42 watching.')).toBeInTheDocument();
    const watch = screen.getByRole('link', { name: /Watch Now/ });
    expect(watch).toHaveAttribute('href', '/live/main-event');
    expect(watch).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('button', { name: 'Share' })).toBeEnabled();
  });

  it('says STREAM OFFLINE and disables Watch Now while it is not', async () => {
    renderWithProviders(<FeaturedStreamCard list={loaded([testChannel(mainEvent)])} />);
    expect(await screen.findByText('STREAM OFFLINE')).toBeInTheDocument();
    expect(screen.getByText(streamMessages.offline)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Watch Now' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: /Watch Now/ })).not.toBeInTheDocument();
  });

  it('says the stream is not available when there is no main event', async () => {
    renderWithProviders(<FeaturedStreamCard list={loaded([testChannel()])} />);
    expect(
      await screen.findByText('Live stream "Live: Main Event" not available.'),
    ).toBeInTheDocument();
  });
});
