import { ServiceBusyError } from '../errors/domain-errors';

export interface WorkQueueOptions {
  /** How many tasks run at once. */
  readonly concurrency: number;
  /** How many more may wait; past that a task is refused with ServiceBusyError (503 + Retry-After). */
  readonly maxWaiting: number;
  /** The 503's message, saying which work is busy. */
  readonly busyMessage: string;
  readonly retryAfterSeconds: number;
}

/**
 * Runs CPU- or memory-heavy tasks a few at a time, in arrival order, with a bounded waiting list: a burst of heavy
 * requests waits its turn or is told to come back later, instead of taking every core, every libuv thread or all the
 * memory from the requests that are cheap (logins, health checks, readers).
 */
export class WorkQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly options: WorkQueueOptions) {}

  /** Tasks running or waiting now. */
  get size(): number {
    return this.running + this.waiting.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.options.concurrency) {
      if (this.waiting.length >= this.options.maxWaiting) {
        throw new ServiceBusyError(this.options.busyMessage, this.options.retryAfterSeconds);
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      // The slot passes straight to the next task waiting, or is given back.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
