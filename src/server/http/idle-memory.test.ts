import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { releaseMemoryWhenQuiet } from './idle-memory';

describe('memory given back after a burst of requests', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const watch = () => {
    const server = new EventEmitter();
    const collect = vi.fn();
    const stop = releaseMemoryWhenQuiet(server, { collect, quietMs: 2000 });
    return { server, collect, stop };
  };

  it('collects once when requests stop, and again only after the next burst', () => {
    const { server, collect, stop } = watch();
    // A process that has had no request yet (just started) is left alone.
    vi.advanceTimersByTime(10_000);
    expect(collect).not.toHaveBeenCalled();

    for (let second = 0; second < 5; second += 1) {
      server.emit('request');
      vi.advanceTimersByTime(1000);
    }
    expect(collect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2000);
    expect(collect).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(30_000);
    expect(collect).toHaveBeenCalledTimes(1);

    server.emit('request');
    vi.advanceTimersByTime(4000);
    expect(collect).toHaveBeenCalledTimes(2);

    stop();
    server.emit('request');
    vi.advanceTimersByTime(10_000);
    expect(collect).toHaveBeenCalledTimes(2);
    expect(server.listenerCount('request')).toBe(0);
  });

  it('never collects while requests keep coming', () => {
    const { server, collect } = watch();
    for (let tenth = 0; tenth < 300; tenth += 1) {
      server.emit('request');
      vi.advanceTimersByTime(100);
    }
    expect(collect).not.toHaveBeenCalled();
  });

  it('does nothing where the runtime offers no collection', () => {
    const server = new EventEmitter();
    const stop = releaseMemoryWhenQuiet(server, { collect: undefined });
    expect(server.listenerCount('request')).toBe(0);
    stop();
  });
});
