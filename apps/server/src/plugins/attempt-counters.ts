import type { Redis } from 'ioredis';
import { MESSAGES } from '@stackhive/shared';
import { HttpError } from '../core/errors.js';

/**
 * Counters that only some outcomes add to (a failed sign-in, a sent mail), unlike the
 * rate limiter's, which counts every request. Each key counts within a fixed window that its
 * first `add` opens. In memory, or in Redis (the rate limiter's connection) so that every
 * process shares them.
 */
export interface AttemptCounters {
  /** The count under `key` and the milliseconds until its window closes (0, 0 if none). */
  get(key: string): Promise<{ count: number; resetInMs: number }>;
  /** Adds one under `key`; answers the new count. */
  add(key: string, windowMs: number): Promise<number>;
  /** Forgets `key`. */
  clear(key: string): Promise<void>;
}

/** With rate limits off (tests, benchmarks) nothing is counted. */
export const uncounted: AttemptCounters = {
  get: async () => ({ count: 0, resetInMs: 0 }),
  add: async () => 0,
  clear: async () => {},
};

/**
 * Forgets the least recently counted keys past `maxKeys`, so a flood of new keys cannot grow
 * memory while the counts in use (and an owner's known addresses) stay.
 */
export function memoryCounters(maxKeys = 100_000): AttemptCounters {
  const counts = new Map<string, { count: number; endsAt: number }>();
  const live = (key: string) => {
    const entry = counts.get(key);
    if (entry && entry.endsAt <= Date.now()) counts.delete(key);
    return entry && entry.endsAt > Date.now() ? entry : undefined;
  };
  return {
    get: async (key) => {
      const entry = live(key);
      return entry
        ? { count: entry.count, resetInMs: entry.endsAt - Date.now() }
        : { count: 0, resetInMs: 0 };
    },
    add: async (key, windowMs) => {
      const entry = live(key) ?? { count: 0, endsAt: Date.now() + windowMs };
      entry.count += 1;
      // Moved to the end: a Map iterates in insertion order, the front is evicted first.
      counts.delete(key);
      counts.set(key, entry);
      if (counts.size > maxKeys) counts.delete(counts.keys().next().value as string);
      return entry.count;
    },
    clear: async (key) => void counts.delete(key),
  };
}

/** A store that cannot be reached refuses (503) rather than let guesses run uncounted. */
async function orBusy<T>(operation: Promise<T>): Promise<T> {
  try {
    return await operation;
  } catch {
    throw new HttpError(503, MESSAGES.serviceBusy);
  }
}

/** The replies of a MULTI, or the first command's error. */
function replies(results: [Error | null, unknown][] | null): unknown[] {
  if (!results) throw new Error('transaction aborted');
  return results.map(([error, reply]) => {
    if (error) throw error;
    return reply;
  });
}

export function redisCounters(redis: Redis, prefix: string): AttemptCounters {
  return {
    get: async (key) => {
      const [count, ttl] = await orBusy(
        redis
          .multi()
          .get(prefix + key)
          .pttl(prefix + key)
          .exec()
          .then(replies),
      );
      return { count: Number(count ?? 0), resetInMs: Math.max(Number(ttl), 0) };
    },
    // SET NX opens the window with its expiry; INCR keeps it.
    add: async (key, windowMs) => {
      const multi = redis
        .multi()
        .set(prefix + key, 0, 'PX', windowMs, 'NX')
        .incr(prefix + key);
      return Number((await orBusy(multi.exec().then(replies)))[1]);
    },
    clear: async (key) => void (await orBusy(redis.del(prefix + key))),
  };
}
