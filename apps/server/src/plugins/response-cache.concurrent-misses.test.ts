import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AppDeps } from '../core/app-context.js';
import { responseCachePlugin } from './response-cache.js';

describe('concurrent misses of one page', () => {
  /** A bare app with the cache and one cacheable route whose answer the test releases. */
  async function gatedApp(status = 200) {
    const app = Fastify();
    app.decorate('deps', {
      config: { responseCache: { maxBytes: 1024 * 1024, ttlMs: 60_000 }, redisUrl: undefined },
      clock: Date.now,
    } as unknown as AppDeps);
    await app.register(responseCachePlugin);
    let computed = 0;
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    app.get('/page', { config: { cachedBy: ['questions'] } }, async (_request, reply) => {
      computed += 1;
      await gate;
      return reply.code(status).send({ computed });
    });
    await app.ready();
    return { app, open, computed: () => computed };
  }
  const started = () => new Promise((resolve) => setTimeout(resolve, 20));

  it('computes the page once and answers the others from it', async () => {
    const { app, open, computed } = await gatedApp();
    try {
      const pending = Array.from({ length: 5 }, () => app.inject({ method: 'GET', url: '/page' }));
      await started();
      expect(computed()).toBe(1);
      open();
      const responses = await Promise.all(pending);
      expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect(new Set(responses.map((r) => r.body))).toEqual(new Set(['{"computed":1}']));
      expect(responses.map((r) => r.headers['x-cache']).sort()).toEqual([
        'hit',
        'hit',
        'hit',
        'hit',
        'miss',
      ]);
      expect(computed()).toBe(1);
    } finally {
      await app.close();
    }
  });

  it('lets the others compute for themselves when the first answer is not stored', async () => {
    const { app, open, computed } = await gatedApp(404);
    try {
      const pending = Array.from({ length: 3 }, () => app.inject({ method: 'GET', url: '/page' }));
      await started();
      expect(computed()).toBe(1);
      open();
      const responses = await Promise.all(pending);
      expect(responses.map((r) => r.statusCode)).toEqual([404, 404, 404]);
      expect(computed()).toBe(3);
    } finally {
      await app.close();
    }
  });

  it("holds a client's Cache-Control: no-cache behind the page being computed like any reader", async () => {
    const { app, open, computed } = await gatedApp();
    try {
      const first = app.inject({ method: 'GET', url: '/page' });
      await started();
      const reload = app.inject({
        method: 'GET',
        url: '/page',
        headers: { 'cache-control': 'no-cache' },
      });
      await started();
      open();
      expect((await first).statusCode).toBe(200);
      const reloaded = await reload;
      expect([reloaded.statusCode, reloaded.headers['x-cache']]).toEqual([200, 'hit']);
      // A client cannot make the server compute a page again (issue 30).
      expect(computed()).toBe(1);
    } finally {
      await app.close();
    }
  });
});
