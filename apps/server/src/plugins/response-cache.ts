import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import { MESSAGES } from '@stackhive/shared';
import { openInvalidationChannel } from '../infra/cache-channel.js';
import { type CacheScope, type ContentEncoding, RenderedCache } from '../infra/rendered-cache.js';
import { keyOfQuerySchema } from './cache-key.js';
import { MissLimit } from './miss-limit.js';
import { clientAddress } from './rate-limit.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * GET routes whose answer is the same for every visitor: the rendered body is cached
     * by URL until a write to one of these scopes (names the routes choose: 'questions').
     */
    cachedBy?: readonly CacheScope[] | typeof SCOPES_OF_ITS_READS;
    /**
     * The URL a page of the route is kept under, from the one asked for: by default its path
     * and the query parameters its querystring schema names (plugins/cache-key.ts).
     */
    cacheKey?: (url: string) => string;
    /** Writes: the scopes this route can change. Undeclared means every scope any route names. */
    invalidates?: readonly CacheScope[];
  }
  interface FastifyRequest {
    /** The scopes a cacheable page is being computed under, and their generations. */
    cacheScopes: readonly CacheScope[] | null;
    cacheGenerations: number[] | null;
    /** Set while this request computes a page others wait for: call when it is done. */
    cacheFlightDone: (() => void) | null;
    /** The URL the page being computed is kept under. */
    cacheKey: string | null;
    /** A write that changes nothing cached (changesNothingCached): it retires no scope. */
    cacheUntouched: boolean;
  }
  interface FastifyInstance {
    /** The response cache's side of pages made of other cached pages (`composedOf`). */
    responseCache: ResponseCache;
  }
}

/**
 * `cachedBy` of pages computed from other cached pages (server-rendered HTML reads the JSON
 * pages in process, src/render/): their generations are taken for every scope as they start,
 * and their handler then tells the cache which pages it read (`app.responseCache.composedOf`),
 * whose scopes alone retire them. A page that does not is retired by every write.
 */
export const SCOPES_OF_ITS_READS = 'scopes of its reads';

/** What the response cache offers the routes that compute a page from other cached pages. */
export interface ResponseCache {
  /**
   * Says that the page `request` computes (its route `cachedBy: SCOPES_OF_ITS_READS`) was made
   * of the GET pages at `reads` (their URLs, `/api/...`, read in process once it had started):
   * the page is kept under their scopes only, with the generations taken when it started, so
   * exactly the writes that retire one of them retire it, a write that came between included.
   * A read the cache holds no current page for (a route that is not cached, a failed answer,
   * a page already retired) keeps it from being stored at all.
   */
  composedOf: (request: FastifyRequest, reads: readonly string[]) => void;
  /**
   * Says that this answer of a cached route depends on who asks (a search for `user:me`): it
   * is not stored, so no one else is ever served it (nor is it served from what others got,
   * since its URL is then never kept).
   */
  personal: (request: FastifyRequest) => void;
  /**
   * Says that the write `request` makes changes nothing any cached page shows (a team's
   * content, issue 33): it retires no scope, here or in other processes.
   */
  changesNothingCached: (request: FastifyRequest) => void;
  /**
   * Headers for those in-process reads: they are kept under the URLs they name, and are not
   * counted against the address's misses (the page that makes them was).
   */
  inProcessHeaders: Readonly<Record<string, string>>;
}

/** With the cache off (RESPONSE_CACHE_MB=0) no page is stored: there is nothing to narrow. */
const NO_CACHE: ResponseCache = {
  composedOf: () => {},
  personal: () => {},
  changesNothingCached: () => {},
  inProcessHeaders: {},
};
const IN_PROCESS_HEADER = 'x-stackhive-in-process';

const JSON_TYPE = 'application/json; charset=utf-8';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** As @fastify/compress's threshold in app.ts: smaller bodies go out as they are. */
const COMPRESS_FROM_BYTES = 1024;

/** br, else gzip, when the client accepts it (a q of 0 refuses). */
function acceptedEncoding(request: FastifyRequest): ContentEncoding | undefined {
  const header = request.headers['accept-encoding'];
  if (!header) return undefined;
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.find((param) => param.trim().startsWith('q='));
    if (!q || Number(q.trim().slice(2)) > 0) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

/**
 * Serves the hot public read pages (question list, tag pages, question detail, user list,
 * profiles, post pages, search) from memory. Registered at the root after the security headers (so hits carry
 * them) and before compression (so the stored body is the plain JSON).
 *
 * A page is kept under its path and the query parameters that change it (`cacheKey`), and a
 * client's `Cache-Control: no-cache` does not recompute it (issue 30): revalidating by ETag
 * answers 304 instead. Misses (what computes a page) are counted per client address, 429
 * past CACHE_MISS_LIMIT per CACHE_MISS_WINDOW; hits never are.
 *
 * Invalidation is by the write routes themselves: when a POST/PATCH/DELETE has run (its
 * transaction committed before its reply is sent), its scopes' generations move on, in
 * this process and, through Redis pub/sub when REDIS_URL is set, in every other. While
 * that channel is down the cache serves nothing, and it starts empty when it comes back.
 */
export const responseCachePlugin = fp(async (app: FastifyInstance) => {
  const { config, clock } = app.deps;
  const { maxBytes, ttlMs } = config.responseCache;
  if (maxBytes === 0) {
    app.decorate('responseCache', NO_CACHE);
    return;
  }
  const cache = new RenderedCache(maxBytes, ttlMs, clock);
  // Only this process knows it: no client can pass its requests off as in-process reads.
  const inProcessToken = randomBytes(24).toString('base64url');
  const misses = config.rateLimits
    ? new MissLimit(config.cacheMissLimit.max, config.cacheMissLimit.windowMs, clock)
    : null;
  app.decorate('responseCache', {
    inProcessHeaders: { [IN_PROCESS_HEADER]: inProcessToken },
    personal(request) {
      request.cacheGenerations = null;
    },
    changesNothingCached(request) {
      request.cacheUntouched = true;
    },
    composedOf(request, reads) {
      const { cacheScopes, cacheGenerations } = request;
      if (!cacheScopes || !cacheGenerations) return;
      const scopes = new Set<CacheScope>();
      for (const url of reads) {
        const read = cache.get(url);
        if (!read) {
          request.cacheGenerations = null;
          return;
        }
        for (const scope of read.scopes) scopes.add(scope);
      }
      const narrowed = [...scopes];
      const generations = narrowed.map((scope) => cacheGenerations[cacheScopes.indexOf(scope)]);
      if (generations.some((generation) => generation === undefined)) {
        request.cacheGenerations = null;
        return;
      }
      request.cacheScopes = narrowed;
      request.cacheGenerations = generations as number[];
    },
  } satisfies ResponseCache);
  const channel = config.redisUrl
    ? openInvalidationChannel(config.redisUrl, `${config.redisPrefix}:cache`, app.log, cache)
    : undefined;
  if (channel) app.addHook('onClose', () => channel.close());
  app.decorateRequest('cacheScopes', null);
  app.decorateRequest('cacheGenerations', null);
  app.decorateRequest('cacheFlightDone', null);
  app.decorateRequest('cacheKey', null);
  app.decorateRequest('cacheUntouched', false);
  // Pages being computed right now, by URL. Concurrent misses of one page wait for the
  // first instead of all computing it: after a write retires a popular page, or when a
  // slow page (a common search on PostgreSQL takes seconds) is asked for by many at once,
  // the database does the work once.
  const inFlight = new Map<string, Promise<void>>();

  const lead = (request: FastifyRequest, reply: FastifyReply, key: string) => {
    let release!: () => void;
    const flight = new Promise<void>((resolve) => (release = resolve));
    inFlight.set(key, flight);
    request.cacheFlightDone = () => {
      request.cacheFlightDone = null;
      if (inFlight.get(key) === flight) inFlight.delete(key);
      release();
    };
    // Whatever happens to this request (an error, a client gone), the others stop waiting.
    reply.raw.once('close', () => request.cacheFlightDone?.());
  };

  // Hits are answered by a route-level hook placed after the route's own onRequest hooks,
  // so a rate limit on a cached route (search) still counts every request.
  const serveFromCache = (
    request: FastifyRequest,
    reply: FastifyReply,
    done: (error?: Error) => void,
    keyOf: (url: string) => string,
    state: { waited?: boolean } = {},
  ): void => {
    const cachedBy = request.routeOptions.config.cachedBy;
    if (!cachedBy || request.method !== 'GET' || (channel && !channel.live())) return done();
    const scopes = cachedBy === SCOPES_OF_ITS_READS ? everyScope : cachedBy;
    const inProcess = request.headers[IN_PROCESS_HEADER] === inProcessToken;
    const key = inProcess ? request.url : keyOf(request.url);
    // Benchmarks and tests only (RESPONSE_CACHE_HONOR_NO_CACHE): a hard reload computes afresh.
    const fresh =
      config.honorNoCache && request.headers['cache-control']?.includes('no-cache') === true;
    const hit = fresh ? undefined : cache.get(key);
    if (!hit) {
      const flight = fresh || state.waited ? undefined : inFlight.get(key);
      if (flight) {
        void flight
          .then(() => serveFromCache(request, reply, done, keyOf, { waited: true }))
          .catch(done);
        return;
      }
      if (misses && !inProcess) {
        const retryAfter = misses.take(clientAddress(request));
        if (retryAfter !== null) {
          return void reply
            .code(429)
            .header('retry-after', String(retryAfter))
            .send({ message: MESSAGES.rateLimited });
        }
      }
      if (!fresh && !state.waited) lead(request, reply, key);
      request.cacheKey = key;
      request.cacheScopes = scopes;
      request.cacheGenerations = cache.snapshot(scopes);
      void reply.header('x-cache', 'miss');
      return done();
    }
    void reply.header('x-cache', 'hit').header('etag', hit.etag).header('vary', 'accept-encoding');
    if (request.headers['if-none-match'] === hit.etag) return void reply.code(304).send();
    void reply.header('content-type', hit.contentType);
    const encoding = hit.body.length >= COMPRESS_FROM_BYTES ? acceptedEncoding(request) : undefined;
    if (!encoding) return void reply.send(hit.body);
    // Compressed once per page and encoding, not once per request.
    void reply.header('content-encoding', encoding).send(cache.encoded(hit, encoding));
  };
  // The scopes are learned from the routes that name them.
  const declared = new Set<CacheScope>();
  const written = new Set<CacheScope>();
  let everyScope: CacheScope[] = [];
  app.addHook('onRoute', (route) => {
    for (const scope of route.config?.invalidates ?? []) {
      declared.add(scope);
      written.add(scope);
    }
    if (!route.config?.cachedBy) return;
    if (route.config.cachedBy !== SCOPES_OF_ITS_READS) {
      for (const scope of route.config.cachedBy) declared.add(scope);
    }
    const keyOf = route.config.cacheKey ?? keyOfQuerySchema(route.schema?.querystring);
    const own = route.onRequest ?? [];
    route.onRequest = [
      ...(Array.isArray(own) ? own : [own]),
      (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) =>
        serveFromCache(request, reply, done, keyOf),
    ];
  });
  // A scope no write names (a typo, say) would keep its pages until some undeclared write.
  app.addHook('onReady', async () => {
    everyScope = [...declared];
    for (const scope of declared) {
      if (!written.has(scope))
        app.log.warn(`response cache: no write route invalidates '${scope}'`);
    }
  });

  app.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload: unknown, done) => {
    const { config: route } = request.routeOptions;
    if (!SAFE_METHODS.has(request.method)) {
      // A refused write (4xx) changed nothing; after a 5xx nobody knows, so assume it did.
      const status = reply.statusCode;
      const scopes = request.cacheUntouched ? [] : (route.invalidates ?? [...declared]);
      if (route.url !== undefined && (status < 400 || status >= 500) && scopes.length > 0) {
        cache.invalidate(scopes);
        channel?.publish(scopes);
      }
    } else if (
      request.cacheKey &&
      request.cacheGenerations &&
      request.cacheScopes &&
      reply.statusCode === 200
    ) {
      const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
      if (Buffer.isBuffer(body)) {
        const type = reply.getHeader('content-type');
        const stored = cache.set(
          request.cacheKey,
          body,
          request.cacheScopes,
          request.cacheGenerations,
          {
            contentType: typeof type === 'string' ? type : JSON_TYPE,
          },
        );
        request.cacheFlightDone?.();
        if (!stored) return done(null, body);
        void reply.header('etag', stored.etag);
        // Compressed here, once, into the copy the next readers are served (a quick one, see
        // RenderedCache.encoded), rather than by @fastify/compress for this answer and again
        // for the first hit; compress leaves an answer with a Content-Encoding alone.
        const encoding = body.length >= COMPRESS_FROM_BYTES ? acceptedEncoding(request) : undefined;
        if (!encoding) return done(null, body);
        void reply.header('content-encoding', encoding).header('vary', 'accept-encoding');
        return done(null, cache.encoded(stored, encoding, { quick: true }));
      }
    }
    done(null, payload);
  });
});
