import { describe, expect, it } from 'vitest';
import {
  clampToWindow,
  formatLiveTime,
  isScrubbable,
  liveWindowOf,
  livePosition,
  sameLiveWindow,
} from './live-window';

/** TimeRanges as an element reports them, from [start, end] pairs. */
const ranges = (...parts: [number, number][]) =>
  ({
    length: parts.length,
    start: (index: number) => parts[index]![0],
    end: (index: number) => parts[index]![1],
  }) as TimeRanges;

describe('liveWindowOf', () => {
  it('is null while the element has nothing seekable', () => {
    expect(liveWindowOf(ranges())).toBeNull();
  });

  it('spans the seekable range, from its first start to its last end', () => {
    expect(liveWindowOf(ranges([100, 160]))).toEqual({ start: 100, end: 160 });
    expect(liveWindowOf(ranges([100, 130], [131, 160]))).toEqual({ start: 100, end: 160 });
  });

  it('refuses a range without a finite end', () => {
    expect(liveWindowOf(ranges([0, Number.POSITIVE_INFINITY]))).toBeNull();
    expect(liveWindowOf(ranges([Number.NaN, 10]))).toBeNull();
  });
});

describe('livePosition', () => {
  const dvr = { start: 100, end: 160 };

  it('counts a viewer with no window yet as live', () => {
    expect(livePosition(null, 0, 2)).toEqual({ behind: 0, atEdge: true });
  });

  it('measures from the window’s end and allows four target durations', () => {
    expect(livePosition(dvr, 160, 2)).toEqual({ behind: 0, atEdge: true });
    expect(livePosition(dvr, 152, 2)).toEqual({ behind: 8, atEdge: true });
    expect(livePosition(dvr, 151, 2)).toEqual({ behind: 9, atEdge: false });
    expect(livePosition(dvr, 140, 6)).toEqual({ behind: 20, atEdge: true });
  });

  it('never reports a viewer ahead of the edge', () => {
    expect(livePosition(dvr, 161, 2)).toEqual({ behind: 0, atEdge: true });
  });

  it('falls back to 2-second segments for an unknown target duration', () => {
    expect(livePosition(dvr, 151, 0).atEdge).toBe(false);
  });
});

describe('the live window helpers', () => {
  it('clamps a time into the window', () => {
    expect(clampToWindow(90, { start: 100, end: 160 })).toBe(100);
    expect(clampToWindow(130, { start: 100, end: 160 })).toBe(130);
    expect(clampToWindow(170, { start: 100, end: 160 })).toBe(160);
  });

  it('lets the slider show from a 10-second window up', () => {
    expect(isScrubbable({ start: 100, end: 109.9 })).toBe(false);
    expect(isScrubbable({ start: 100, end: 110 })).toBe(true);
  });

  it('compares windows by value', () => {
    expect(sameLiveWindow(null, null)).toBe(true);
    expect(sameLiveWindow({ start: 1, end: 2 }, { start: 1, end: 2 })).toBe(true);
    expect(sameLiveWindow({ start: 1, end: 2 }, { start: 1, end: 3 })).toBe(false);
    expect(sameLiveWindow(null, { start: 1, end: 2 })).toBe(false);
  });

  it('reads -m:ss behind the edge, and nothing at it (the player says LIVE)', () => {
    expect(formatLiveTime({ behind: 3, atEdge: true })).toBeNull();
    expect(formatLiveTime({ behind: 12, atEdge: false })).toBe('-0:12');
    expect(formatLiveTime({ behind: 75.4, atEdge: false })).toBe('-1:15');
  });
});
