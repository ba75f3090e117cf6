import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Question } from '@stackhive/shared';
import { asUser, createTestApp, signUp, type TestApp } from '../test/helpers.js';
import { webBuild } from '../test/web-build.js';

/**
 * Cache-busting floods (issue 30): public pages, rendered and JSON, asked for with random
 * query strings, with `Cache-Control: no-cache`, or as a flood of distinct misses from one
 * address. A response that carries `Server-Timing` was rendered for it; a hit carries none.
 */
const RENDER_MODULE = `
export async function render({ url, fetchApi }) {
  const id = url.split('?')[0].split('/')[2];
  const answer = await fetchApi(id ? '/api/questions/' + id : '/api/questions/get?limit=5');
  if (answer.status !== 200) {
    return { kind: 'page', status: 404, head: '<title>Gone</title>', app: '<p>gone</p>', data: '' };
  }
  return { kind: 'page', status: 200, head: '<title>Q</title>', app: '<p>' + url + '</p>', data: '' };
}
`;

const rendered = (response: { headers: Record<string, unknown> }) =>
  String(response.headers['server-timing'] ?? '').startsWith('render;');

describe('cache-busting floods', () => {
  let t: TestApp;
  let build: ReturnType<typeof webBuild>;
  let question: Question;
  beforeAll(async () => {
    build = webBuild(RENDER_MODULE);
    t = await createTestApp({
      webDist: build.dist,
      honorNoCache: false,
      rateLimits: true,
      cacheMissLimit: { max: 6, windowMs: 60_000 },
      // Behind one proxy at 127.0.0.1: the client is the address it forwards.
      trustProxy: ['127.0.0.1'],
    });
    const { token } = await signUp(t.app, { remoteAddress: '192.0.2.99' });
    const asked = await t.app.inject(
      asUser(token, {
        method: 'POST',
        url: '/api/questions/Ask',
        payload: { questionTitle: 'Flooded?', questionBody: 'Body', questionTags: ['git'] },
      }),
    );
    question = asked.json<Question>();
  });
  afterAll(async () => {
    await t.close();
    build.remove();
  });
  /** A GET from the client at `client` (behind the proxy), with `headers`. */
  const get = (url: string, client: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { 'x-forwarded-for': client, ...headers } });

  it('renders a page once whatever other query string it is asked with, and keeps what it declares apart', async () => {
    const page = `/Questions/${question._id}`;
    const first = await get(`${page}?x=1`, '198.51.100.1');
    expect(first.statusCode).toBe(200);
    expect(rendered(first)).toBe(true);
    // Rendered for the address it is kept under: without the parameter it does not declare.
    expect(first.body).toContain(`<p>${page}</p>`);
    for (const query of ['?x=2', '?x=3&utm_source=y', '', '?']) {
      const again = await get(`${page}${query}`, '198.51.100.1');
      expect([again.statusCode, again.headers['x-cache'], rendered(again)]).toEqual([
        200,
        'hit',
        false,
      ]);
      expect(again.body).toBe(first.body);
    }
    // The list's tab is one of its own parameters: another page, and kept with its tab only.
    const votes = await get('/Questions?tab=votes&x=1', '198.51.100.1');
    expect([votes.headers['x-cache'], rendered(votes)]).toEqual(['miss', true]);
    expect(votes.body).toContain('<p>/Questions?tab=votes</p>');
    for (const url of ['/Questions?x=2&tab=votes', '/Questions?tab=votes&x=3']) {
      expect((await get(url, '198.51.100.1')).headers['x-cache']).toBe('hit');
    }
    // A question's answers in another order: the same question, another page.
    const oldest = await get(`${page}?answers=oldest&x=4`, '198.51.100.1');
    expect([oldest.headers['x-cache'], rendered(oldest)]).toEqual(['miss', true]);
    expect(oldest.body).toContain(`<p>${page}?answers=oldest</p>`);
  });

  it('answers a JSON page asked with unknown parameters from the page kept without them', async () => {
    const first = await get('/api/questions/get?limit=7&x=1', '198.51.100.2');
    expect(first.headers['x-cache']).toBe('miss');
    for (const url of ['/api/questions/get?limit=7&x=2', '/api/questions/get?limit=7']) {
      const again = await get(url, '198.51.100.2');
      expect(again.headers['x-cache']).toBe('hit');
      expect(again.body).toBe(first.body);
    }
  });

  it("does not recompute a public page for a client's no-cache or max-age=0; revalidation still answers 304", async () => {
    for (const url of ['/Questions?tab=active', '/api/questions/get?limit=9']) {
      const first = await get(url, '198.51.100.3');
      expect(first.headers['x-cache']).toBe('miss');
      for (const cacheControl of ['no-cache', 'max-age=0', 'no-cache, no-store']) {
        const reload = await get(url, '198.51.100.3', { 'cache-control': cacheControl });
        expect([reload.statusCode, reload.headers['x-cache'], rendered(reload)]).toEqual([
          200,
          'hit',
          false,
        ]);
      }
      const revalidated = await get(url, '198.51.100.3', {
        'cache-control': 'no-cache',
        'if-none-match': String(first.headers.etag),
      });
      expect(revalidated.statusCode).toBe(304);
    }
  });

  it('answers a flood of distinct misses from one address 429, while another address and cached readers get 200', async () => {
    const cached = `/Questions/${question._id}`;
    expect((await get(cached, '198.51.100.4')).statusCode).toBe(200);
    const attacker = '203.0.113.7';
    const missing = (i: number) => `/Questions/0190000${i}-0000-7000-8000-000000000000`;
    // Each renders (reading the API in process, not counted again): six misses are allowed.
    for (let i = 0; i < 6; i += 1) {
      const miss = await get(missing(i), attacker);
      expect([miss.statusCode, rendered(miss)]).toEqual([404, true]);
    }
    const flooded = await get(missing(6), attacker);
    expect(flooded.statusCode).toBe(429);
    expect(Number(flooded.headers['retry-after'])).toBeGreaterThan(0);
    expect(rendered(flooded)).toBe(false);
    // Its JSON misses too; its hits are never counted.
    expect((await get('/api/questions/get?limit=11', attacker)).statusCode).toBe(429);
    const hit = await get(cached, attacker);
    expect([hit.statusCode, hit.headers['x-cache']]).toEqual([200, 'hit']);
    // Another client: its misses and the cached pages answer as ever.
    const other = await get('/api/questions/get?limit=11', '198.51.100.5');
    expect([other.statusCode, other.headers['x-cache']]).toEqual([200, 'miss']);
    expect((await get(missing(6), '198.51.100.5')).statusCode).toBe(404);
    expect((await get(cached, '198.51.100.5')).headers['x-cache']).toBe('hit');
  });
});
