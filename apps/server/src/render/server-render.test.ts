import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, createTestApp, signUp, type TestApp } from '../test/helpers.js';
import { webBuild } from '../test/web-build.js';

/**
 * The server's side of server rendering (issue 17), with a stand-in for the web build's
 * render module: how its answers become responses, that its data comes from the API in
 * process, and that rendered pages are cached like the JSON pages. The real module is
 * exercised in e2e/tests/server-rendering.spec.ts.
 */
const RENDER_MODULE = `
export async function render({ url, origin, fetchApi }) {
  if (url.startsWith('/Old')) return { kind: 'redirect', location: '/New' };
  if (url.startsWith('/AskQuestion')) return { kind: 'client' };
  if (url.startsWith('/Health')) {
    const health = await fetchApi('/api/health');
    return { kind: 'page', status: 200, head: '<title>Health</title>', app: '<p>' + health.status + '</p>', data: '' };
  }
  if (url.startsWith('/Missing')) {
    return { kind: 'page', status: 404, head: '<title>Gone</title>', app: '<p>gone</p>', data: '' };
  }
  const answer = await fetchApi('/api/questions/get?limit=5');
  const titles = JSON.parse(answer.body).items.map((q) => q.questionTitle).join('|');
  return {
    kind: 'page',
    status: 200,
    head: '<title>Rendered</title>',
    app: '<p>' + answer.status + ' ' + origin + ' ' + titles + '</p>',
    data: '<script type="application/json" id="ssr-data">{}</script>',
  };
}
`;

describe('server-rendered pages', () => {
  let t: TestApp;
  let build: ReturnType<typeof webBuild>;
  beforeAll(async () => {
    build = webBuild(RENDER_MODULE);
    t = await createTestApp({ webDist: build.dist, publicUrl: 'https://hive.example' });
  });
  afterAll(async () => {
    await t.close();
    build.remove();
  });
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('answers the rendered page in the built document: its head for the built title, its app in #root, its data after', async () => {
    const response = await get('/Questions');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Rendered</title>');
    expect(html).not.toContain('content="The site"');
    // Its scripts only make it interactive: they load after what paints it.
    expect(html).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js"></script>',
    );
    // The data comes from the API, in process, and the page knows the public origin.
    expect(html).toContain('<div id="root"><p>200 https://hive.example </p></div>');
    expect(html).toMatch(
      /<\/div><script type="application\/json" id="ssr-data">\{\}<\/script><\/body>/,
    );
  });

  it('caches a rendered page like a JSON page: a hit with its type, 304 on its ETag, retired by a write', async () => {
    const first = await get('/Questions?tab=newest');
    expect(first.headers['x-cache']).toBe('miss');
    const etag = String(first.headers.etag);
    const hit = await get('/Questions?tab=newest');
    expect(hit.headers['x-cache']).toBe('hit');
    expect(hit.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(hit.body).toBe(first.body);
    expect((await get('/Questions?tab=newest', { 'if-none-match': etag })).statusCode).toBe(304);

    const { token } = await signUp(t.app);
    const asked = await t.app.inject(
      asUser(token, {
        method: 'POST',
        url: '/api/questions/Ask',
        payload: {
          questionTitle: 'Is a rendered page retired by a new question?',
          questionBody: 'It should be: the list it shows has changed.',
          questionTags: ['javascript'],
        },
      }),
    );
    expect(asked.statusCode).toBe(200);
    const after = await get('/Questions?tab=newest', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers['x-cache']).toBe('miss');
    expect(after.body).toContain('Is a rendered page retired by a new question?');
  });

  it('is retired only by the writes that retire the pages it was rendered from', async () => {
    const { token } = await signUp(t.app);
    expect((await get('/Questions?tab=active')).headers['x-cache']).toBe('miss');
    // A post changes the community and users, not the questions this page read.
    const posted = await t.app.inject(
      asUser(token, {
        method: 'POST',
        url: '/api/community/new-post',
        payload: { postTitle: 'Not about questions', postBody: 'The question list is the same.' },
      }),
    );
    expect(posted.statusCode).toBe(200);
    expect((await get('/Questions?tab=active')).headers['x-cache']).toBe('hit');
  });

  it('never keeps a page rendered from a read that is not cached itself', async () => {
    for (const expected of ['miss', 'miss']) {
      const page = await get('/Health');
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root"><p>200</p></div>');
      expect(page.headers['x-cache']).toBe(expected);
    }
  });

  it('redirects with 301, answers a not-found page with 404, and keeps the API and its 404s JSON', async () => {
    const moved = await get('/Old/place?x=1');
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/New');

    const missing = await get('/Missing/thing');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(missing.body).toContain('<div id="root"><p>gone</p></div>');
    expect(missing.body).not.toContain('ssr-data');

    const api = await get('/api/no-such-route');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: expect.any(String) });
  });

  it('serves the client-rendered app for pages it does not render, and never caches that stand-in', async () => {
    for (const expected of ['miss', 'miss']) {
      const response = await get('/AskQuestion');
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-cache']).toBe(expected);
      expect(response.body).toContain('<title>StackHive</title>');
      expect(response.body).toContain('<header class="navbar">shell</header>');
      expect(response.body).not.toContain('fetchpriority');
    }
  });
});
