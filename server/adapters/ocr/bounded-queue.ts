/** Thrown when the queue already holds its capacity of waiting jobs (in all, or of the caller). */
export class QueueFullError extends Error {
  constructor() {
    super('queue full');
    this.name = 'QueueFullError';
  }
}

/**
 * Runs at most `concurrency` jobs at a time and holds at most `capacity` more waiting, at most `perCaller` of
 * them from one caller; a job beyond that is refused at once, so a burst of photos costs bounded memory instead
 * of piling up. Waiting jobs are served round robin by caller: one caller's burst of twenty photos delays
 * another caller's photo by at most one of its own, never by the whole burst.
 */
export class BoundedQueue {
  #running = 0;
  #waiting = 0;
  /** Each caller's waiting jobs; the map's order is the order callers are served in. */
  readonly #lanes = new Map<string, Array<() => void>>();

  constructor(
    readonly concurrency: number,
    readonly capacity: number,
    readonly perCaller: number = capacity,
  ) {}

  get size(): { running: number; waiting: number } {
    return { running: this.#running, waiting: this.#waiting };
  }

  async run<T>(job: () => Promise<T>, caller = ''): Promise<T> {
    if (this.#running >= this.concurrency) {
      const lane = this.#lanes.get(caller) ?? [];
      if (this.#waiting >= this.capacity || lane.length >= this.perCaller) throw new QueueFullError();
      await new Promise<void>((resolve) => {
        lane.push(resolve);
        if (lane.length === 1) this.#lanes.set(caller, lane);
        this.#waiting++;
      });
    } else {
      this.#running++;
    }
    try {
      return await job();
    } finally {
      this.#handOver();
    }
  }

  /** The slot passes straight to the next caller in line (so the running count stays exact), who goes to the back. */
  #handOver(): void {
    const first = this.#lanes.entries().next();
    if (first.done) {
      this.#running--;
      return;
    }
    const [caller, lane] = first.value;
    const next = lane.shift();
    this.#lanes.delete(caller);
    if (lane.length > 0) this.#lanes.set(caller, lane);
    this.#waiting--;
    next?.();
  }
}
