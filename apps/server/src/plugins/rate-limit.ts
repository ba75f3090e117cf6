import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { MESSAGES } from '@stackhive/shared';
import { HttpError } from '../core/errors.js';
import {
  memoryCounters,
  redisCounters,
  uncounted,
  type AttemptCounters,
} from './attempt-counters.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counters of outcomes (failed sign-ins, sent mails), shared like the rate limits. */
    attempts: AttemptCounters;
  }
}

/**
 * @fastify/rate-limit, registered without a global limit: routes declare their own with
 * `limitPerIp` (before the body is read) and `limitPerAccount` (keyed by a body field, after
 * validation). Counters live in memory, or in Redis when REDIS_URL is set so that every
 * process shares them; `app.attempts` counts outcomes in the same store.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  const { config } = app.deps;
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, {
        connectTimeout: 1000,
        maxRetriesPerRequest: 1,
        lazyConnect: false,
      })
    : undefined;
  if (redis) {
    redis.on('error', (error: Error) =>
      app.log.error({ err: error }, 'rate-limit store (Redis) error'),
    );
    app.addHook('onClose', async () => void (await redis.quit()));
  }
  await app.register(rateLimit, {
    global: false,
    // The in-memory store forgets the least recently used keys beyond this many: large, so
    // an attacker rotating addresses cannot flush a victim's per-account counter.
    cache: 100_000,
    ...(redis ? { redis, nameSpace: `${config.redisPrefix}:rl:` } : {}),
    skipOnError: false,
  });
  app.decorate(
    'attempts',
    !config.rateLimits
      ? uncounted
      : redis
        ? redisCounters(redis, `${config.redisPrefix}:attempts:`)
        : memoryCounters(),
  );
});

const passThrough = async () => {};

/**
 * A hook that counts one request under `keyOf(request)` and answers 429 with a message and
 * `retry-after` past `max` per `windowMs`. Built on `createRateLimit`, so several limits (per
 * address and per account) can guard one route.
 */
function limiter(
  app: FastifyInstance,
  max: number,
  windowMs: number,
  keyOf: (request: FastifyRequest) => string,
): onRequestHookHandler & preHandlerHookHandler {
  if (!app.deps.config.rateLimits) return passThrough;
  const check = app.createRateLimit({ max, timeWindow: windowMs, keyGenerator: keyOf });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    let limit;
    try {
      limit = await check(request);
    } catch (error) {
      // The shared store is unreachable: refuse rather than run unlimited.
      request.log.error({ err: error }, 'rate-limit store unavailable');
      void reply.header('retry-after', '5');
      throw new HttpError(503, MESSAGES.serviceBusy);
    }
    if (!limit.isAllowed && limit.isExceeded) throw tooManyRequests(reply, limit.ttl);
  };
}

/**
 * The client's address as limits count it: IPv6 per /64, as one host usually owns it all.
 * A request whose client has already gone may have no address left: it counts as ''.
 */
export const clientAddress = (request: FastifyRequest) => normalizeIP(request.ip ?? '', 64);

/** A per-client-address limit on one action (`name` keeps actions apart). */
export function limitPerIp(app: FastifyInstance, name: string, max: number, windowMs: number) {
  return limiter(app, max, windowMs, (request) => `${name}:ip:${clientAddress(request)}`);
}

/** 429 with the rate-limit message and when to come back. */
export function tooManyRequests(reply: FastifyReply, retryAfterMs: number): HttpError {
  void reply.header('retry-after', String(Math.max(1, Math.ceil(retryAfterMs / 1000))));
  return new HttpError(429, MESSAGES.rateLimited);
}

/** A per-account limit on one action, keyed by what `keyOf` reads (an email, a user id). */
export function limitPerAccount(
  app: FastifyInstance,
  name: string,
  max: number,
  windowMs: number,
  keyOf: (request: FastifyRequest) => string,
) {
  return limiter(app, max, windowMs, (request) => `${name}:acct:${keyOf(request)}`);
}

/** A per-account limit on one action of the signed-in user (after `requireUser`). */
export function limitPerUser(app: FastifyInstance, name: string, max: number, windowMs: number) {
  return limitPerAccount(app, name, max, windowMs, (request) => request.user?.id ?? '');
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
