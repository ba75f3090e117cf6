import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * Keys that may be used once, such as a live stream ticket's id (issue 30): `claim` answers
 * true the first time a key is claimed within `ttlMs`, false after that. In this process's
 * memory, or in Redis (`SET NX PX`) when REDIS_URL is set, so that a key claimed by one
 * process is claimed for all of them. A Redis error rejects: the caller refuses the request
 * rather than let a key be used twice.
 */
export interface UsedOnce {
  claim(key: string, ttlMs: number): Promise<boolean>;
  close(): Promise<void>;
}

export function createUsedOnce(
  log: FastifyBaseLogger,
  redis?: { url: string; prefix: string },
): UsedOnce {
  if (redis) {
    const client = new Redis(redis.url, { connectTimeout: 1000, maxRetriesPerRequest: 1 });
    client.on('error', (error: Error) => log.error({ err: error }, 'used-once keys: Redis error'));
    return {
      async claim(key, ttlMs) {
        const set = await client.set(`${redis.prefix}${key}`, '1', 'PX', Math.ceil(ttlMs), 'NX');
        return set === 'OK';
      },
      async close() {
        await client.quit().catch(() => undefined);
      },
    };
  }
  /** Key → when its claim lapses (ms), in the order claimed. */
  const claimed = new Map<string, number>();
  return {
    async claim(key, ttlMs) {
      const now = Date.now();
      // A caller claims with one TTL, so claims lapse in about the order they were made: the
      // lapsed ones are at the front.
      for (const [old, lapses] of claimed) {
        if (lapses > now) break;
        claimed.delete(old);
      }
      if ((claimed.get(key) ?? 0) > now) return false;
      claimed.set(key, now + ttlMs);
      return true;
    },
    async close() {
      claimed.clear();
    },
  };
}
