import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { CacheScope, RenderedCache } from './rendered-cache.js';

export interface InvalidationChannel {
  publish(scopes: readonly CacheScope[]): void;
  /** Subscribed right now: invalidations from other processes are arriving. */
  live(): boolean;
  close(): Promise<void>;
}

/**
 * Cache invalidations between the processes of one deployment, over Redis pub/sub
 * (REDIS_PREFIX keeps deployments apart): each write's scopes are published, and those of
 * the other processes applied to `cache`. While the subscription is down `live()` is false;
 * when it comes back the cache starts empty, since messages sent meanwhile are lost.
 */
export function openInvalidationChannel(
  url: string,
  name: string,
  log: FastifyBaseLogger,
  cache: RenderedCache,
): InvalidationChannel {
  const origin = randomUUID();
  const options = { connectTimeout: 1000, maxRetriesPerRequest: 1 };
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, options);
  let subscribed = false;
  for (const connection of [publisher, subscriber])
    connection.on('error', (error: Error) =>
      log.error({ err: error }, 'response cache: Redis error'),
    );
  subscriber.on('ready', () => {
    // Whatever was published while we were away is lost: start from nothing.
    cache.clear();
    subscriber.subscribe(name).then(
      () => (subscribed = true),
      (error: unknown) => log.error({ err: error }, 'response cache: subscribe failed'),
    );
  });
  subscriber.on('close', () => (subscribed = false));
  subscriber.on('message', (_channel: string, message: string) => {
    let parsed: { origin?: unknown; scopes?: unknown };
    try {
      parsed = (JSON.parse(message) ?? {}) as typeof parsed;
    } catch {
      parsed = {};
    }
    if (parsed.origin === origin) return;
    // Anything unreadable on the channel is taken as "everything changed", never ignored.
    if (!Array.isArray(parsed.scopes)) return cache.invalidateAll();
    cache.invalidate(parsed.scopes.filter((scope): scope is string => typeof scope === 'string'));
  });
  return {
    publish(scopes) {
      publisher
        .publish(name, JSON.stringify({ origin, scopes }))
        .catch((error: unknown) => log.error({ err: error }, 'response cache: publish failed'));
    },
    live: () => subscribed && subscriber.status === 'ready',
    async close() {
      subscriber.disconnect();
      await publisher.quit().catch(() => undefined);
    },
  };
}
