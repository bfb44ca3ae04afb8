// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { streamMessages } from '#shared/streams';
import { fakePlayback } from '#client/components/video/test-playback';
import { everyMessage } from '#client/lib/i18n/every-catalog';
import type { Translate } from '#client/lib/i18n/i18n';
import { ChannelGrid } from './channel-grid';
import { channelPrice, StreamCard } from './stream-card';
import { liveChannel, renderWithProviders, testChannel } from './test-channels';

const streamButton = () =>
  screen.getByRole('button', { name: /^(Tune In|Watch|Currently|Stream)/ });

beforeEach(() => {
  fakePlayback({ duration: Number.POSITIVE_INFINITY });
});

afterEach(() => {
  // Unmount while the media is still faked: the player calls load() as it goes.
  cleanup();
  vi.restoreAllMocks();
});

describe('channelPrice', () => {
  const english = everyMessage('en');
  const t: Translate = (id, values) => english.format(id, values);

  it('prices what the channel sells, as the server says, and nothing else', () => {
    expect(channelPrice({ priceCents: 3000, offer: 'booking' }, t)).toBe('$30.00 per session');
    expect(channelPrice({ priceCents: 999, offer: 'pass' }, t)).toBe(
      '$9.99 pay-per-view: 48-hour pass',
    );
    // A price on a channel that sells nothing is not shown: it is free to watch.
    expect(channelPrice({ priceCents: 1500, offer: null }, t)).toBeNull();
    expect(channelPrice({ priceCents: null, offer: null }, t)).toBeNull();
  });

  it('shows no price on a card whose channel is free to watch', async () => {
    renderWithProviders(<StreamCard channel={testChannel({ priceCents: 1500, offer: null })} />);
    expect(await screen.findByText('OFFLINE')).toBeInTheDocument();
    expect(screen.queryByText(/\$15\.00/)).not.toBeInTheDocument();
  });
});

describe('StreamCard', () => {
  it('offers Tune In & Earn while the channel is live, with its viewers', async () => {
    renderWithProviders(<StreamCard channel={liveChannel()} />);
    expect(await screen.findByText('LIVE')).toBeInTheDocument();
    expect(streamButton()).toHaveTextContent('Tune In & Earn');
    expect(streamButton()).toBeEnabled();
    expect(screen.getByText('42 watching')).toBeInTheDocument();
  });

  it('reads Watch & Earn for a playable stream that is not live', async () => {
    renderWithProviders(<StreamCard channel={liveChannel({ status: 'replay', viewers: 0 })} />);
    expect(await screen.findByText('REPLAY')).toBeInTheDocument();
    expect(streamButton()).toHaveTextContent('Watch & Earn');
    expect(streamButton()).toBeEnabled();
  });

  it('is disabled and reads Currently Offline when the stream exists but is idle', async () => {
    renderWithProviders(<StreamCard channel={testChannel()} />);
    expect(await screen.findByText('OFFLINE')).toBeInTheDocument();
    expect(streamButton()).toHaveTextContent('Currently Offline');
    expect(streamButton()).toBeDisabled();
    expect(screen.queryByText(/\d+ watching/)).not.toBeInTheDocument();
  });

  it('is disabled and reads Stream Not Found when the provider does not know the stream', async () => {
    renderWithProviders(<StreamCard channel={testChannel({ found: false })} />);
    expect(await screen.findByText('OFFLINE')).toBeInTheDocument();
    expect(streamButton()).toHaveTextContent('Stream Not Found');
    expect(streamButton()).toBeDisabled();
  });

  it('shows the schedule, the Watch & Earn message and a link to the channel', async () => {
    renderWithProviders(
      <StreamCard
        channel={testChannel({
          slug: 'trainer-led-sessions',
          title: 'Trainer-Led Live Sessions',
          category: 'training',
          schedule: 'Mondays and Wednesdays: Grassroots 7-8 PM, Advanced 8-9 PM',
        })}
      />,
    );
    expect(
      await screen.findByText('Mondays and Wednesdays: Grassroots 7-8 PM, Advanced 8-9 PM'),
    ).toBeInTheDocument();
    expect(screen.getByText(streamMessages.watchAndEarn)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Trainer-Led Live Sessions' })).toHaveAttribute(
      'href',
      '/live/trainer-led-sessions',
    );
  });

  it('plays a live stream in the card and stops again', async () => {
    renderWithProviders(<StreamCard channel={liveChannel()} />);
    (await screen.findByRole('button', { name: /Tune In & Earn/ })).click();
    const stop = await screen.findByRole('button', { name: 'Stop watching' });
    expect(screen.queryByRole('button', { name: /Tune In & Earn/ })).not.toBeInTheDocument();
    stop.click();
    expect(await screen.findByRole('button', { name: /Tune In & Earn/ })).toBeInTheDocument();
  });
});

describe('ChannelGrid', () => {
  const channels = [
    testChannel({ slug: 'main-event', imageUrl: '/images/channels/main-event.webp' }),
    testChannel({ slug: 'hoops-tournament', imageUrl: '/images/channels/hoops-tournament.webp' }),
  ];
  const list = { data: { items: channels }, isPending: false, isError: false } as Parameters<
    typeof ChannelGrid
  >[0]['list'];
  const pictures = async () => {
    await screen.findAllByRole('article');
    return [...document.querySelectorAll('article img')].map((img) => [
      img.getAttribute('loading'),
      img.getAttribute('fetchpriority'),
    ]);
  };

  it('asks for the first picture with the page when it starts near the top, the rest on scroll', async () => {
    renderWithProviders(<ChannelGrid list={list} channels={channels} placeholders={2} atTop />);
    expect(await pictures()).toEqual([
      ['eager', 'high'],
      ['lazy', null],
    ]);
  });

  it('leaves every picture to load on scroll further down a page', async () => {
    renderWithProviders(<ChannelGrid list={list} channels={channels} placeholders={2} />);
    expect(await pictures()).toEqual([
      ['lazy', null],
      ['lazy', null],
    ]);
  });
});
