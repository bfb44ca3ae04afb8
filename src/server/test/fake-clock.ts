import type { Clock } from '../lib/clock';

type Repeating = { ms: number; due: number; task: () => unknown };

/**
 * A clock that stands still until a test moves it on: what the app does after a while (a silent
 * broadcast ends, a viewer stops counting) happens at once, and only when the test says so.
 */
export function createFakeClock(start = Date.now()) {
  let time = start;
  const tasks = new Set<Repeating>();
  return {
    now: () => time,
    every: (ms: number, task: () => unknown) => {
      const entry = { ms, due: time + ms, task };
      tasks.add(entry);
      return () => void tasks.delete(entry);
    },
    /**
     * Moves the time on by `ms`, running each repeating task as often as it falls due meanwhile,
     * in the order they fall due, each awaited before the next.
     */
    advance: async (ms: number) => {
      const until = time + ms;
      for (;;) {
        let next: Repeating | undefined;
        for (const entry of tasks) {
          if (entry.due <= until && (!next || entry.due < next.due)) next = entry;
        }
        if (!next) break;
        time = next.due;
        next.due += next.ms;
        await next.task();
      }
      time = until;
    },
  } satisfies Clock & { advance: (ms: number) => Promise<void> };
}

export type FakeClock = ReturnType<typeof createFakeClock>;
