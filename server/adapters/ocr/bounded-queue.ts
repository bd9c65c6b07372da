/** Thrown when the queue already holds its capacity of waiting jobs. */
export class QueueFullError extends Error {
  constructor() {
    super('queue full');
    this.name = 'QueueFullError';
  }
}

/**
 * Runs at most `concurrency` jobs at a time and holds at most `capacity` more waiting; a job beyond that is
 * refused at once, so a burst of photos costs bounded memory instead of piling up.
 */
export class BoundedQueue {
  #running = 0;
  readonly #waiting: Array<() => void> = [];

  constructor(
    readonly concurrency: number,
    readonly capacity: number,
  ) {}

  get size(): { running: number; waiting: number } {
    return { running: this.#running, waiting: this.#waiting.length };
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.#running >= this.concurrency) {
      if (this.#waiting.length >= this.capacity) throw new QueueFullError();
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    } else {
      this.#running++;
    }
    try {
      return await job();
    } finally {
      // The slot passes straight to the next waiting job, so the running count stays exact.
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running--;
    }
  }
}
