/**
 * Where the server reads the time and schedules its repeating work: the system's clock in the
 * running app, a clock a test moves on by hand (test/fake-clock.ts) in tests.
 */
export type Clock = {
  /** Milliseconds since the epoch, as Date.now(). */
  now: () => number;
  /**
   * Runs `task` every `ms` until the returned function is called. The timer never keeps a
   * process (a test, a script) alive on its own.
   */
  every: (ms: number, task: () => unknown) => () => void;
};

export const systemClock: Clock = {
  now: () => Date.now(),
  every: (ms, task) => {
    const timer = setInterval(task, ms);
    timer.unref();
    return () => clearInterval(timer);
  },
};
