import { describe, expect, it } from 'vitest';
import { BoundedQueue, QueueFullError } from './bounded-queue';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('the bounded queue', () => {
  it('runs at most `concurrency` jobs, holds `capacity` more and refuses the rest', async () => {
    const queue = new BoundedQueue(1, 2);
    const gate = deferred();
    const order: number[] = [];
    const job = (n: number) => async () => {
      await gate.promise;
      order.push(n);
      return n;
    };
    const accepted = [queue.run(job(1)), queue.run(job(2)), queue.run(job(3))];
    await expect(queue.run(job(4))).rejects.toBeInstanceOf(QueueFullError);
    expect(queue.size).toEqual({ running: 1, waiting: 2 });
    gate.resolve();
    expect(await Promise.all(accepted)).toEqual([1, 2, 3]);
    expect(order).toEqual([1, 2, 3]);
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot of a job that fails', async () => {
    const queue = new BoundedQueue(1, 0);
    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await queue.run(async () => 'next')).toBe('next');
  });
});
