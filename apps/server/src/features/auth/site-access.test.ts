import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_ACCESS_MESSAGES, SITE_ACCESS_META, type AuthResponse } from '@stackhive/shared';
import { asUser, createTestApp, signUp, TEST_ENGINE, type TestApp } from '../../test/helpers.js';
import { askAs } from '../../test/search.js';
import { webBuild } from '../../test/web-build.js';

/** A server render that would put the question's title on the page (it must never run). */
const RENDER_MODULE = `
export async function render({ url, fetchApi }) {
  const answer = await fetchApi('/api/questions/get?limit=5');
  return { kind: 'page', status: 200, head: '<title>Q</title>', app: 'RENDERED ' + (await answer.text()), data: '' };
}
`;

const TITLE = 'Members only marker: how do I rotate the deploy keys?';

/**
 * SITE_ACCESS=members (issue 33): a company's own deployment. Visitors reach signing up and
 * in, verification and reset, and nothing else: every other API route answers 401 (cached
 * pages included, right after a member filled the cache), pages carry no content, robots.txt
 * closes everything and there are no sitemaps. SIGNUP_DOMAINS limits who may sign up.
 */
describe(`a members-only site (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let build: ReturnType<typeof webBuild>;
  let member: AuthResponse;
  let questionId: string;

  beforeAll(async () => {
    build = webBuild(RENDER_MODULE);
    t = await createTestApp({
      webDist: build.dist,
      siteAccess: 'members',
      signupDomains: ['example.com', 'corp.example'],
      // As in production: a member's request fills the cache a visitor's would hit.
      honorNoCache: false,
    });
    member = await signUp(t.app, { name: 'Mia Member', email: 'mia@example.com' });
    questionId = await askAs(
      t,
      member.token,
      TITLE,
      'The keys of the deploy pipeline expire next month.',
      ['git'],
    );
  });
  afterAll(async () => {
    await t.close();
    build.remove();
  });

  it('answers 401 to visitors on every content route, also after a member filled the cache', async () => {
    const urls = [
      '/api/questions/get',
      `/api/questions/${questionId}`,
      `/api/search?q=${encodeURIComponent('deploy keys')}`,
      '/api/user/getAllUsers',
      `/api/user/${member.result._id}`,
      '/api/community/get',
      '/api/openapi.json',
      '/api/live?topics=question:x',
      '/api/live?ticket=forged',
    ];
    for (const url of urls) {
      const asMember = await t.app.inject(asUser(member.token, { method: 'GET', url }));
      if (!url.startsWith('/api/live')) expect(asMember.statusCode, url).toBeLessThan(400);
      const visitor = await t.app.inject({ method: 'GET', url });
      expect(visitor.statusCode, url).toBe(401);
      // A forged stream ticket is refused as such (features/live/tickets.ts).
      if (!url.includes('ticket')) {
        expect(visitor.json().message).toBe(SITE_ACCESS_MESSAGES.membersOnly);
      }
      expect(visitor.body).not.toContain('rotate the deploy keys');
      const forged = await t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: 'Bearer not-a-token' },
      });
      expect(forged.statusCode, url).toBe(401);
    }
    const feedback = await t.app.inject({
      method: 'POST',
      url: '/api/verification/send-feedback',
      payload: { name: 'x', email: 'x@example.com', subject: 'x', message: 'x' },
    });
    expect(feedback.statusCode).toBe(401);
  });

  it('lets visitors sign up (at the allowed domains) and sign in, then read', async () => {
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/user/signup',
      payload: { name: 'Out Sider', email: 'out@elsewhere.org', password: 'correct horse 1' },
    });
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json().message).toBe(
      'Sign-up is open to addresses at example.com, corp.example only.',
    );
    // A subdomain is another domain.
    const sub = await t.app.inject({
      method: 'POST',
      url: '/api/user/signup',
      payload: { name: 'Sub Domain', email: 'sub@mail.example.com', password: 'correct horse 1' },
    });
    expect(sub.statusCode).toBe(403);
    const newcomer = await signUp(t.app, { name: 'Nia New', email: 'NIA@Corp.Example' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'nia@corp.example', password: 'correct horse 1' },
    });
    expect(login.statusCode).toBe(200);
    const read = await t.app.inject(
      asUser(newcomer.token, { method: 'GET', url: `/api/questions/${questionId}` }),
    );
    expect(read.statusCode).toBe(200);
    expect(read.body).toContain('rotate the deploy keys');
    for (const url of ['/api/health', '/api/site']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
  });

  it('serves pages without content, marked members-only, and closes robots and sitemaps', async () => {
    for (const url of ['/', '/Questions', `/Questions/${questionId}`, '/Users', '/Auth']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toContain(`<meta name="${SITE_ACCESS_META}" content="members">`);
      expect(page.body).toContain('<meta name="robots" content="noindex">');
      expect(page.body).not.toContain('RENDERED');
      expect(page.body).not.toContain('rotate the deploy keys');
      expect(page.headers['x-robots-tag']).toBe('noindex');
    }
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toBe('User-agent: *\nDisallow: /\n');
    for (const url of ['/sitemap.xml', '/sitemaps/questions-1.xml']) {
      const sitemap = await t.app.inject({ method: 'GET', url });
      expect(sitemap.statusCode, url).toBe(404);
      expect(sitemap.body).not.toContain(questionId);
    }
  });
});
