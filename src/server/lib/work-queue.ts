/** Thrown when a queue already holds as much waiting work as it accepts. */
export class QueueFullError extends Error {
  constructor() {
    super('The work queue is full.');
    this.name = 'QueueFullError';
  }
}

/**
 * Runs at most `concurrency` jobs at a time and keeps at most `maxWaiting` more waiting; past
 * that a new job is refused at once (QueueFullError) instead of piling up memory. For work whose
 * cost is large and bounded per job, such as decoding an uploaded picture.
 */
export class WorkQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly concurrency: number,
    private readonly maxWaiting: number,
  ) {}

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) throw new QueueFullError();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await job();
    } finally {
      // Hand the slot straight to the next job, or free it.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  get size() {
    return { running: this.running, waiting: this.waiting.length };
  }
}
