/** Raised when a gate's queue is full: the server is saturated, the client should retry. */
export class BusyError extends Error {}

/**
 * Runs at most `concurrency` tasks at once and queues up to `maxQueue` more; beyond that
 * it refuses at once. Used for scrypt, whose 128 MiB per hash on libuv's small thread pool
 * would otherwise let a login flood starve file reads and DNS for everyone.
 */
export class Gate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly concurrency: number,
    private readonly maxQueue: number,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxQueue) throw new BusyError('too many tasks waiting');
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.running += 1;
    try {
      return await task();
    } finally {
      this.running -= 1;
      this.waiting.shift()?.();
    }
  }
}
