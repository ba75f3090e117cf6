import { normalizeIP } from '@fastify/rate-limit';

/** Addresses counted at once: beyond them a new address goes uncounted until a window ends. */
const MAX_ADDRESSES = 100_000;

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
   * Counts one miss of `address` (IPv6 per /64: one host usually owns the whole block). The
   * seconds until its window ends when it is past the limit, else null.
   */
  take(address: string): number | null {
    const now = this.clock();
    if (now >= this.windowEnds) {
      this.counts.clear();
      this.windowEnds = now + this.windowMs;
    }
    const key = normalizeIP(address, 64);
    const count = (this.counts.get(key) ?? 0) + 1;
    if (count > this.max) return Math.max(1, Math.ceil((this.windowEnds - now) / 1000));
    if (count === 1 && this.counts.size >= MAX_ADDRESSES) return null;
    this.counts.set(key, count);
    return null;
  }
}
