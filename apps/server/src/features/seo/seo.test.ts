import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TAG_NAMES, type AuthResponse } from '@stackhive/shared';
import { toIso } from '../../db/convert.js';
import { newId } from '../../db/ids.js';
import { insertQuestion } from '../../test/factories.js';
import { createTestApp, signUp, TEST_ENGINE, type TestApp } from '../../test/helpers.js';
import { parseXml, type XmlElement } from '../../test/xml.js';
import { escapeXml, urlsetXml } from './sitemap-xml.js';
import { INDEX_TTL_MS } from './sitemaps.service.js';

const SITE = 'http://stackhive.test';
const PAGE_SIZE = 2;
const XML_TYPE = 'application/xml; charset=utf-8';

const child = (element: XmlElement, name: string) =>
  element.children.find((each) => each.name === name)?.text ?? null;
/** The `<loc>` and `<lastmod>` of each `<url>` (or `<sitemap>`) of a document. */
const entries = (root: XmlElement) =>
  root.children.map((entry) => ({ loc: child(entry, 'loc'), lastmod: child(entry, 'lastmod') }));

/**
 * robots.txt and the sitemaps (index, paged files, fixed lists), on both engines, with
 * files of PAGE_SIZE URLs so that a handful of rows spans several files.
 */
describe(`robots.txt and sitemaps on ${TEST_ENGINE}`, () => {
  let t: TestApp;
  let shift = 0;
  let statements = 0;
  let alice: AuthResponse;
  let bob: AuthResponse;
  let carol: AuthResponse;
  let dave: AuthResponse;
  let erin: AuthResponse;
  const questionIds: string[] = [];

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  /** A sitemap document: answered 200 as XML, well-formed, with its `<url>`s or `<sitemap>`s. */
  async function sitemap(url: string) {
    const response = await get(url);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    expect(response.headers['content-type']).toBe(XML_TYPE);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const root = parseXml(response.body);
    expect(root.attributes.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    return root;
  }
  const index = async () => {
    const root = await sitemap('/sitemap.xml');
    expect(root.name).toBe('sitemapindex');
    return entries(root);
  };
  const urls = async (name: string) => {
    const root = await sitemap(`/sitemaps/${name}`);
    expect(root.name).toBe('urlset');
    return entries(root);
  };
  const activeOn = async (id: string) =>
    toIso(
      (
        await t.app.deps.db
          .selectFrom('questions')
          .select('activeOn')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).activeOn,
    );
  const ask = async (userId: string, askedOn: string) => {
    const id = newId();
    await insertQuestion(t.app.deps.db, {
      id,
      userId,
      title: 'Sitemaps?',
      body: 'How are they paged?',
      tags: ['git'],
      askedOn,
    });
    questionIds.push(id);
    return id;
  };
  const post = async (userId: string, postedOn: string, hidden: 0 | 1) => {
    const id = newId();
    await t.app.deps.db
      .insertInto('posts')
      .values({ id, userId, title: 'A post', body: '', postedOn, hidden })
      .execute();
    return id;
  };

  beforeAll(async () => {
    t = await createTestApp(
      { sitemapUrls: PAGE_SIZE },
      { clock: () => Date.now() + shift, onQuery: () => (statements += 1) },
    );
    // In id order (ids grow with time): the users' sitemap files follow it.
    alice = await signUp(t.app, { name: 'Alice' });
    bob = await signUp(t.app, { name: 'Bob' });
    carol = await signUp(t.app, { name: 'Carol' });
    dave = await signUp(t.app, { name: 'Dave' });
    erin = await signUp(t.app, { name: 'Erin' });
    for (let day = 1; day <= 5; day += 1)
      await ask(alice.result._id, `2020-01-0${day}T10:00:00.000Z`);
    // Bob's answer to the second question moves its last activity on.
    const answered = await t.app.inject({
      method: 'PATCH',
      url: `/api/answer/post/${questionIds[1]}`,
      headers: { authorization: `Bearer ${bob.token}` },
      payload: { answerBody: 'One file per fifty thousand URLs.' },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    await post(carol.result._id, '2020-02-01T08:00:00.000Z', 0);
    await post(erin.result._id, '2020-02-02T08:00:00.000Z', 1);
  });
  afterAll(() => t.close());

  it('serves robots.txt: public pages allowed, the API and signed-in pages not, and the sitemap', async () => {
    const response = await get('/robots.txt', { host: 'attacker.example' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const lines = response.body.split('\n');
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
    for (const path of [
      '/api/',
      '/AskQuestion',
      '/Questions/*/edit',
      '/NewPost',
      '/ChatBot',
      '/Verify-email',
      '/Verify-OTP',
      '/FeedBack-Form',
      '/reset-verify',
      '/mail-sent',
      '/reset-password/',
      '/admin/',
      '/review/',
      '/moderation/',
      '/flags',
      '/Auth',
      '/notifications',
      '/unsubscribe',
    ])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines.filter((line) => line.startsWith('Disallow: /Questions'))).toEqual([
      'Disallow: /Questions/*/edit',
    ]);
    // On PUBLIC_URL, whatever Host the request names.
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(response.body).not.toContain('attacker');
  });

  it('indexes every file, PAGE_SIZE URLs each, with its latest change, and caches the index', async () => {
    statements = 0;
    const files = await index();
    expect(statements).toBeGreaterThan(0);
    const q = await Promise.all(questionIds.map(activeOn));
    expect(q[1]! > '2020-01-05').toBe(true);
    expect(files).toEqual([
      { loc: `${SITE}/sitemaps/pages.xml`, lastmod: q[1] },
      { loc: `${SITE}/sitemaps/tags.xml`, lastmod: q[1] },
      { loc: `${SITE}/sitemaps/questions-1.xml`, lastmod: q[1] },
      { loc: `${SITE}/sitemaps/questions-2.xml`, lastmod: q[3] },
      { loc: `${SITE}/sitemaps/questions-3.xml`, lastmod: q[4] },
      { loc: `${SITE}/sitemaps/users-1.xml`, lastmod: expect.any(String) },
      { loc: `${SITE}/sitemaps/users-2.xml`, lastmod: '2020-02-01T08:00:00.000Z' },
      { loc: `${SITE}/sitemaps/posts-1.xml`, lastmod: '2020-02-01T08:00:00.000Z' },
    ]);
    // Asked again: from memory, not one statement.
    statements = 0;
    expect(await index()).toEqual(files);
    expect(statements).toBe(0);
  });

  it('lists every question once, in id order, page after page, with its last activity', async () => {
    const pages = [];
    for (let n = 1; n <= 3; n += 1) pages.push(await urls(`questions-${n}.xml`));
    expect(pages.map((page) => page.length)).toEqual([2, 2, 1]);
    const expected = await Promise.all(
      questionIds.map(async (id) => ({
        loc: `${SITE}/Questions/${id}`,
        lastmod: await activeOn(id),
      })),
    );
    // Page 2 starts right after page 1's last question, and so on.
    expect(pages.flat()).toEqual(expected);
    expect(expected[0]!.lastmod).toBe('2020-01-01T10:00:00.000Z');
  });

  it('lists the users with a question, an answer or a visible post, and no one else', async () => {
    const listed = [...(await urls('users-1.xml')), ...(await urls('users-2.xml'))];
    expect(listed.map((entry) => entry.loc)).toEqual(
      [alice, bob, carol].map((user) => `${SITE}/Users/${user.result._id}`),
    );
    const all = JSON.stringify(listed);
    expect(all).not.toContain(dave.result._id);
    // Erin's only post is hidden.
    expect(all).not.toContain(erin.result._id);
    // Each at their newest content: Alice's newest question, Carol's post.
    expect(listed[0]!.lastmod).toBe('2020-01-05T10:00:00.000Z');
    expect(listed[2]!.lastmod).toBe('2020-02-01T08:00:00.000Z');
  });

  it('lists visible community posts only', async () => {
    const listed = await urls('posts-1.xml');
    expect(listed).toHaveLength(1);
    expect(listed[0]!.loc).toMatch(new RegExp(`^${SITE}/community/post/[0-9a-f-]{36}$`));
    expect(listed[0]!.lastmod).toBe('2020-02-01T08:00:00.000Z');
  });

  it('lists the list pages, and every catalogue tag with its URL-encoded name', async () => {
    const pages = await urls('pages.xml');
    expect(pages.map((entry) => entry.loc)).toEqual(
      ['/', '/Questions', '/Users', '/Community', '/badges'].map((path) => `${SITE}${path}`),
    );
    const tags = await urls('tags.xml');
    expect(tags.map((entry) => entry.loc)).toEqual([
      `${SITE}/Tags`,
      ...TAG_NAMES.map((tag) => `${SITE}/tag/${encodeURIComponent(tag)}`),
    ]);
    expect(tags.map((entry) => entry.loc)).toContain(`${SITE}/tag/c%2B%2B`);
    // A used tag carries its latest question activity; an unused one no lastmod.
    const git = tags.find((entry) => entry.loc === `${SITE}/tag/git`);
    expect(git?.lastmod).toBe(await activeOn(questionIds[1]!));
    expect(tags.find((entry) => entry.loc === `${SITE}/tag/php`)?.lastmod).toBeNull();
  });

  it('answers 404 for a file the index does not name', async () => {
    for (const name of [
      'questions-0.xml',
      'questions-4.xml',
      'users-3.xml',
      'posts-2.xml',
      'questions-1',
      'questions-01.xml',
      'nope.xml',
      '..%2Fsitemap.xml',
    ]) {
      const response = await get(`/sitemaps/${name}`);
      expect(response.statusCode, name).toBe(404);
      expect(response.json()).toEqual({ message: expect.any(String) });
    }
  });

  it('answers HEAD with the headers alone', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/sitemaps/questions-1.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XML_TYPE);
    expect(response.body).toBe('');
  });

  it('sends a file compressed when the client accepts it', async () => {
    const response = await get('/sitemaps/tags.xml', { 'accept-encoding': 'gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    const xml = gunzipSync(response.rawPayload).toString('utf8');
    expect(parseXml(xml).children).toHaveLength(TAG_NAMES.length + 1);
  });

  it('shows new questions in the open last file at once, and in a file of their own once the index is rebuilt', async () => {
    const before = await index();
    const sixth = await ask(carol.result._id, '2020-03-01T10:00:00.000Z');
    const seventh = await ask(carol.result._id, '2020-03-02T10:00:00.000Z');
    // The index is still the cached one, and its last file takes new questions up to its size.
    expect(await index()).toEqual(before);
    expect((await urls('questions-3.xml')).map((entry) => entry.loc)).toEqual([
      `${SITE}/Questions/${questionIds[4]}`,
      `${SITE}/Questions/${sixth}`,
    ]);
    shift += INDEX_TTL_MS;
    // Expired: the old index still answers, while the new one is built in the background.
    expect(await index()).toEqual(before);
    await vi.waitFor(async () =>
      expect((await index()).map((entry) => entry.loc)).toContain(
        `${SITE}/sitemaps/questions-4.xml`,
      ),
    );
    expect(await urls('questions-4.xml')).toEqual([
      { loc: `${SITE}/Questions/${seventh}`, lastmod: '2020-03-02T10:00:00.000Z' },
    ]);
  });
});

describe('sitemap XML', () => {
  it('escapes text for XML', () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
  });

  it('writes a well-formed urlset, escaping URLs, in pieces', async () => {
    async function* many() {
      for (let i = 0; i < 1000; i += 1) yield { path: `/p?a=${i}&b=<${i}>`, lastmod: null };
    }
    const pieces: string[] = [];
    for await (const piece of urlsetXml('https://x.example', many())) pieces.push(piece);
    expect(pieces.length).toBeGreaterThan(1);
    const root = parseXml(pieces.join(''));
    expect(root.children).toHaveLength(1000);
    expect(child(root.children[7]!, 'loc')).toBe('https://x.example/p?a=7&b=<7>');
    expect(child(root.children[7]!, 'lastmod')).toBeNull();
  });
});
