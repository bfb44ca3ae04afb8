import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { collectGarbage, releaseMemoryWhenQuiet } from './idle-memory';

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
    const stop = releaseMemoryWhenQuiet(server, { collect: null });
    expect(server.listenerCount('request')).toBe(0);
    stop();
  });
});

describe('the collection every server process runs', () => {
  it('is there without --expose-gc: a single process gives memory back too', () => {
    // Vitest's workers start without the flag, as `npm start` and `node dist/server/index.js` do.
    expect(process.execArgv).not.toContain('--expose-gc');
    const server = new EventEmitter();
    const stop = releaseMemoryWhenQuiet(server);
    expect(server.listenerCount('request')).toBe(1);
    stop();
  });

  it('frees what nothing refers to any more', async () => {
    let burst: number[][] | null = Array.from({ length: 100 }, () => new Array(10_000).fill(1));
    const left = new WeakRef(burst);
    burst = null;
    // Past the current task, so nothing on the stack holds it.
    await new Promise((resolve) => setTimeout(resolve, 0));
    collectGarbage!();
    expect(left.deref()).toBeUndefined();
  });
});
