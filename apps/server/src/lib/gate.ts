/** Raised when a gate's queue is full: the server is saturated, the client should retry. */
export class BusyError extends Error {}

interface Waiter {
  start: () => void;
  refuse: (error: BusyError) => void;
}

export interface GateLimits {
  /** Tasks running at once, in all. */
  concurrency: number;
  /** Tasks of one key (a client's address) running at once. */
  perKey: number;
  /** Tasks of one key waiting at once: past it that key's next task is refused. */
  queuePerKey: number;
  /** Tasks waiting at once, in all. */
  maxQueue: number;
}

/**
 * Runs at most `concurrency` tasks at once, fairly among keys: each key has its own queue,
 * and a free slot goes to the keys in turn (round-robin), so a new client waits for at most
 * one task of each busy client, never behind a flooding client's whole queue. When every
 * waiting place is taken, a newcomer takes the last place of the longest queue (that task
 * is refused) unless its own queue is as long. Used for scrypt, whose 128 MiB per hash on
 * libuv's small thread pool would otherwise let a login flood starve file reads and DNS.
 */
export class Gate {
  private running = 0;
  private waiting = 0;
  private readonly runningByKey = new Map<string, number>();
  /** Keys with waiting tasks, in turn order (a Map keeps insertion order). */
  private readonly queues = new Map<string, Waiter[]>();

  constructor(private readonly limits: GateLimits) {}

  async run<T>(key: string, task: () => Promise<T>): Promise<T> {
    if (this.queues.has(key) || !this.mayStart(key)) await this.enqueue(key);
    else this.started(key);
    try {
      return await task();
    } finally {
      this.running -= 1;
      const left = (this.runningByKey.get(key) ?? 1) - 1;
      if (left > 0) this.runningByKey.set(key, left);
      else this.runningByKey.delete(key);
      this.dispatch();
    }
  }

  private mayStart(key: string): boolean {
    return (
      this.running < this.limits.concurrency &&
      (this.runningByKey.get(key) ?? 0) < this.limits.perKey
    );
  }

  private started(key: string): void {
    this.running += 1;
    this.runningByKey.set(key, (this.runningByKey.get(key) ?? 0) + 1);
  }

  private enqueue(key: string): Promise<void> {
    const own = this.queues.get(key) ?? [];
    if (own.length >= this.limits.queuePerKey) throw new BusyError('too many tasks waiting');
    if (this.waiting >= this.limits.maxQueue) this.evictFor(own.length);
    return new Promise<void>((start, refuse) => {
      own.push({ start, refuse });
      this.queues.set(key, own);
      this.waiting += 1;
      this.dispatch();
    });
  }

  /** Frees a place from the longest queue if it is longer than the newcomer's would be. */
  private evictFor(ownLength: number): void {
    let longest: [string, Waiter[]] | undefined;
    for (const entry of this.queues)
      if (!longest || entry[1].length > longest[1].length) longest = entry;
    if (!longest || longest[1].length <= ownLength + 1)
      throw new BusyError('too many tasks waiting');
    longest[1].pop()?.refuse(new BusyError('too many tasks waiting'));
    this.waiting -= 1;
  }

  /** Starts waiting tasks while slots are free: the next key in turn that may run one. */
  private dispatch(): void {
    while (this.running < this.limits.concurrency) {
      const next = [...this.queues.keys()].find((key) => this.mayStart(key));
      if (next === undefined) return;
      const queue = this.queues.get(next)!;
      const waiter = queue.shift()!;
      this.waiting -= 1;
      // Its turn is over: the key goes to the back of the line, or leaves it.
      this.queues.delete(next);
      if (queue.length > 0) this.queues.set(next, queue);
      this.started(next);
      waiter.start();
    }
  }
}
