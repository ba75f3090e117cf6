import { randomBytes } from 'node:crypto';
import type { Question, Team } from '@stackhive/shared';
import { expect, test } from '../support/test';
import { bearer, PASSWORD, sessionTokenOf, uniqueEmail, verifyEmailOf } from '../support/helpers';
import { readHead } from '../support/server-rendering';

/**
 * Issue 33, "Nothing leaks", on the production build (the server-rendering bundle loaded, as
 * `npm start` runs it): a marker planted in a team's name, question, tags, answer and comment
 * is on none of the pages a visitor or a crawler gets — server-rendered HTML with its head
 * (title, description, Open Graph, JSON-LD), the sitemaps, robots.txt — not even after a
 * member has read them all, filling the server's caches. The team question's own address
 * renders as a page that does not exist, and is not indexed.
 */
test('a team question is on no server-rendered page, sitemap or crawler file', async ({
  request,
  playwright,
}) => {
  const marker = `zqx${randomBytes(5).toString('hex')}`;
  // Searched for: a word of the team question's that is not the marker, so that a search page
  // saying back what was searched for does not show it, and a result would.
  const word = `qzw${randomBytes(5).toString('hex')}`;
  const signUp = async (name: string) => {
    const email = uniqueEmail('leak');
    const created = await request.post('/api/user/signup', {
      data: { name, email, password: PASSWORD },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const token = await sessionTokenOf(request, email, PASSWORD);
    await verifyEmailOf(request, token);
    return token;
  };
  const owner = await signUp('Lena Leakcheck');
  const slug = `leak-${randomBytes(3).toString('hex')}`;
  const team = await request.post('/api/teams', {
    headers: bearer(owner),
    data: { name: `Team ${marker}`, slug },
  });
  expect(team.status()).toBe(201);
  const asked = await request.post('/api/questions/Ask', {
    headers: bearer(owner),
    data: {
      questionTitle: `Title ${marker} of a team question ${word}`,
      questionBody: `Body ${marker}, private to the team: ${word}.`,
      questionTags: [marker],
      team: ((await team.json()) as Team).slug,
    },
  });
  expect(asked.ok(), await asked.text()).toBe(true);
  const id = ((await asked.json()) as Question)._id;
  await request.patch(`/api/answer/post/${id}`, {
    headers: bearer(owner),
    data: { answerBody: `Answer ${marker} to ourselves.` },
  });
  await request.patch(`/api/questions/${id}/comments`, {
    headers: bearer(owner),
    data: { commentBody: `Comment ${marker}.` },
  });
  const me = (await (await request.get('/api/user/me', { headers: bearer(owner) })).json()) as {
    _id: string;
  };

  const pages = [
    '/',
    '/Questions',
    '/Questions?tab=active',
    `/Questions/${id}`,
    `/c/${slug}`,
    `/users/${me._id}`,
    `/search?q=${word}`,
    `/search/${word}`,
    `/search/${encodeURIComponent(`${word} is:answer`)}`,
    '/Tags',
    '/robots.txt',
    '/sitemap.xml',
    '/sitemaps/pages.xml',
    '/sitemaps/questions-1.xml',
    '/sitemaps/users-1.xml',
  ];
  // The member reads every page first, signed in: a cache would keep what they were shown.
  for (const path of pages) await request.get(path, { headers: bearer(owner) });

  const visitor = await playwright.request.newContext({
    baseURL: test.info().project.use.baseURL,
  });
  try {
    for (const path of pages) {
      const response = await visitor.get(path);
      expect(response.status(), path).toBeLessThan(500);
      const leaked = (await response.text()).toLowerCase().includes(marker);
      expect(leaked, `${path} shows the team's content`).toBe(false);
    }
    const own = await visitor.get(`/Questions/${id}`);
    expect(own.status()).toBe(404);
    expect(readHead(await own.text()).robots).toContain('noindex');
    const robots = await (await visitor.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /c/');
  } finally {
    await visitor.dispose();
  }
});
