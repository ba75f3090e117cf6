/** Addresses counted one by one at once: beyond them new addresses share one count. */
const MAX_ADDRESSES = 100_000;
const OVERFLOW = '*';

/**
 * How many cached pages one client address may have computed (a response cache miss: a
 * render, a query) per window (issue 30). Hits are never counted, so a flood of distinct
 * misses from one address is answered 429 while every cached page still answers everyone.
 *
 * Counted in this process's memory, on purpose: what it protects is this process's event loop
 * and database connections, and it must cost nothing on the way to a hit.
 */
export class MissLimit {
  private counts = new Map<string, number>();
  private windowEnds = 0;

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly clock: () => number,
  ) {}

  /**
   * Counts one miss of `address` (as `clientAddress` gives it: IPv6 per /64). The seconds
   * until its window ends when it is past the limit, else null. Once a window has met
   * MAX_ADDRESSES addresses, the new ones share one count, so spreading a flood over more
   * addresses than that wins nothing but that shared limit.
   */
  take(address: string): number | null {
    const now = this.clock();
    if (now >= this.windowEnds) {
      this.counts.clear();
      this.windowEnds = now + this.windowMs;
    }
    const key = this.counts.has(address) || this.counts.size < MAX_ADDRESSES ? address : OVERFLOW;
    const count = (this.counts.get(key) ?? 0) + 1;
    if (count > this.max) return Math.max(1, Math.ceil((this.windowEnds - now) / 1000));
    this.counts.set(key, count);
    return null;
  }
}
