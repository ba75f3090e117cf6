import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helpers.js';

/** A built web app in miniature: index.html with its entry, and the build's route hints. */
function webBuild(withHints: boolean): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'stackhive-spa-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>StackHive</title>' +
      '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/vendor-1.js"></head>' +
      '<body><div id="root"></div></body></html>',
  );
  if (withHints) {
    // As the web build writes it: the route's static chunks, itself first.
    writeFileSync(
      path.join(dist, 'route-hints.json'),
      JSON.stringify({
        routes: [
          {
            path: '/Questions/:id',
            modulepreload: [
              '/assets/QuestionDetailPage-1.js',
              '/assets/markdown-1.js',
              '/assets/vendor-1.js',
            ],
            fetch: ['/api/questions/:id'],
          },
          {
            // Two parameters, one name the prefix of the other: each fills its own.
            path: '/tagged/:tag/:tagPage',
            modulepreload: [],
            fetch: ['/api/tagged/page/:tagPage/of/:tag'],
          },
        ],
      }),
    );
  }
  return dist;
}

describe('the SPA shell of a question page', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = webBuild(true);
    t = await createTestApp({ webDist: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it("names the route's chunks and the question's API answer for the browser to fetch at once", async () => {
    for (const url of ['/Questions/0192aaaa-0000-7000-8000-000000000000', '/questions/abc-123']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      const head = response.body.split('</head>')[0] ?? '';
      // The route's chunks, except what index.html already loads.
      expect(head.match(/rel="modulepreload"[^>]*href="[^"]+"/g)).toEqual([
        'rel="modulepreload" crossorigin href="/assets/vendor-1.js"',
        'rel="modulepreload" crossorigin href="/assets/QuestionDetailPage-1.js"',
        'rel="modulepreload" crossorigin href="/assets/markdown-1.js"',
      ]);
      const id = url.split('/')[2];
      expect(head).toContain(
        `<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/questions/${id}">`,
      );
      expect(response.body).toContain('<div id="root"></div>');
    }
  });

  it('fills each whole parameter of the API URL, even when one name starts another', async () => {
    const head = (await get('/tagged/sql/3')).body.split('</head>')[0] ?? '';
    expect(head).toContain('href="/api/tagged/page/3/of/sql"');
  });

  it('serves the plain page for other routes and for ids that are not plain', async () => {
    for (const url of [
      '/Users',
      '/Questions',
      '/Questions/a%22b',
      '/Questions/x/y',
      '/AskQuestion',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain('rel="preload"');
      expect(response.body, url).not.toContain('QuestionDetailPage');
    }
  });
});

it('serves the plain page when the build has no route hints', async () => {
  const dist = webBuild(false);
  const t = await createTestApp({ webDist: dist });
  try {
    const response = await t.app.inject({ method: 'GET', url: '/Questions/abc' });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('rel="preload"');
  } finally {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  }
});
