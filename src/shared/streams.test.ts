import { describe, expect, it } from 'vitest';
import {
  featuredStreamBadge,
  heroStreamButton,
  providerStreamStatus,
  streamBadge,
  streamButton,
} from './streams';

describe('stream card status (docs/product.md#stream-badges)', () => {
  it('is live only when the provider says the stream is active', () => {
    expect(providerStreamStatus({ isActive: true })).toBe('live');
    expect(providerStreamStatus({ isActive: false })).toBe('ondemand');
    expect(providerStreamStatus(null)).toBe('ondemand');
  });

  it.each([
    ['live', true, 'LIVE'],
    ['live', false, 'LIVE'],
    ['upcoming', false, 'UPCOMING'],
    ['replay', false, 'REPLAY'],
    ['ondemand', false, 'ON DEMAND'],
    ['ondemand', true, 'OFFLINE'],
  ] as const)('badge for %s (provider stream: %s) reads %s', (status, provider, badge) => {
    expect(streamBadge(status, provider)).toBe(badge);
  });

  it('reads Tune In & Earn for a live, playable stream', () => {
    expect(
      streamButton({ status: 'live', found: true, isActive: true, playbackId: 'abc' }),
    ).toEqual({ label: 'Tune In & Earn', disabled: false });
  });

  it('reads Watch & Earn for a fixed stream that is not live', () => {
    expect(
      streamButton({
        status: 'replay',
        fixed: true,
        found: true,
        isActive: false,
        playbackId: null,
      }),
    ).toEqual({ label: 'Watch & Earn', disabled: false });
  });

  it('is not playable when active without a playbackId', () => {
    expect(streamButton({ status: 'live', found: true, isActive: true, playbackId: null })).toEqual(
      { label: 'Currently Offline', disabled: true },
    );
  });

  it('reads Currently Offline for a known, inactive stream and Stream Not Found for a missing one', () => {
    expect(
      streamButton({ status: 'ondemand', found: true, isActive: false, playbackId: 'abc' }),
    ).toEqual({ label: 'Currently Offline', disabled: true });
    expect(
      streamButton({ status: 'ondemand', found: false, isActive: false, playbackId: null }),
    ).toEqual({ label: 'Stream Not Found', disabled: true });
  });

  it('disables the home hero button when the stream is missing or inactive', () => {
    expect(heroStreamButton({ found: true, isActive: true })).toEqual({
      label: 'Watch Live',
      disabled: false,
    });
    expect(heroStreamButton({ found: true, isActive: false })).toEqual({
      label: 'Stream Offline',
      disabled: true,
    });
    expect(heroStreamButton({ found: false, isActive: false })).toEqual({
      label: 'Stream Unavailable',
      disabled: true,
    });
  });

  it('labels the featured card LIVE NOW or STREAM OFFLINE', () => {
    expect(featuredStreamBadge(true)).toBe('LIVE NOW');
    expect(featuredStreamBadge(false)).toBe('STREAM OFFLINE');
  });
});
