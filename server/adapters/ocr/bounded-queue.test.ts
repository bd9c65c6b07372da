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

describe('the bounded queue, with several callers', () => {
  it("serves callers in turn: one caller's burst delays another's photo by one of its own, not the whole burst", async () => {
    const queue = new BoundedQueue(1, 48);
    const gate = deferred();
    const order: string[] = [];
    const job = (name: string) => async () => {
      await gate.promise;
      order.push(name);
    };
    const burst = Array.from({ length: 20 }, (_, n) => queue.run(job(`a${n}`), 'agent-a'));
    const single = queue.run(job('b0'), 'customer-b');
    gate.resolve();
    await Promise.all([...burst, single]);
    expect(order.indexOf('b0')).toBe(2);
    expect(order.filter((name) => name.startsWith('a'))).toEqual(Array.from({ length: 20 }, (_, n) => `a${n}`));
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a caller beyond its share of the waiting room while another caller still gets in', async () => {
    const queue = new BoundedQueue(1, 10, 3);
    const gate = deferred();
    const job = async () => {
      await gate.promise;
    };
    const accepted = [queue.run(job, 'a'), queue.run(job, 'a'), queue.run(job, 'a'), queue.run(job, 'a')];
    await expect(queue.run(job, 'a')).rejects.toBeInstanceOf(QueueFullError);
    const other = queue.run(job, 'b');
    expect(queue.size).toEqual({ running: 1, waiting: 4 });
    gate.resolve();
    await Promise.all([...accepted, other]);
  });
});
