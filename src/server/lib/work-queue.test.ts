import { describe, expect, it } from 'vitest';
import { QueueFullError, WorkQueue } from './work-queue';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
};

describe('WorkQueue', () => {
  it('runs no more jobs at once than allowed, in the order they came', async () => {
    const queue = new WorkQueue(2, 10);
    const gates = Array.from({ length: 5 }, deferred);
    const started: number[] = [];
    const jobs = gates.map((gate, index) =>
      queue.run(async () => {
        started.push(index);
        await gate.promise;
        return index;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(queue.size).toEqual({ running: 2, waiting: 3 });
    gates[0]!.resolve();
    await jobs[0];
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual([0, 1, 2]);
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(jobs)).toEqual([0, 1, 2, 3, 4]);
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses work past its waiting room, and frees its slot when a job fails', async () => {
    const queue = new WorkQueue(1, 1);
    const gate = deferred();
    const first = queue.run(() => gate.promise);
    const second = queue.run(async () => 'second');
    await expect(queue.run(async () => 'third')).rejects.toBeInstanceOf(QueueFullError);
    gate.resolve();
    await first;
    expect(await second).toBe('second');
    await expect(queue.run(() => Promise.reject(new Error('bad file')))).rejects.toThrow(
      'bad file',
    );
    expect(await queue.run(async () => 'after')).toBe('after');
  });
});
