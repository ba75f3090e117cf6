import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import type { Post, PublicUser, Question } from '@stackhive/shared';
import { bearer, demoTokenOf, DEMO_PASSWORD } from '../support/helpers';

/**
 * Issue 17: public pages rendered on the server. First as a crawler (or a visitor with
 * JavaScript off) gets them over plain HTTP: status, title, canonical URL, content and
 * structured data. Then in Chromium: each page hydrates without an error and without asking
 * the API again for the data it came with.
 */

interface Fixture {
  question: Question;
  asker: PublicUser;
  post: Post;
}

let fixture: Fixture;
let origin = '';

/** A question with an accepted and a second answer, and a post: the pages' content. */
test.beforeAll(async ({ playwright }, testInfo) => {
  origin = String(testInfo.project.use.baseURL);
  const request = await playwright.request.newContext({ baseURL: origin });
  try {
    const grace = await demoTokenOf(request, 'grace@stackhive.dev');
    const linus = await demoTokenOf(request, 'linus@stackhive.dev');
    const ada = await demoTokenOf(request, 'ada@stackhive.dev');
    const asked = await request.post('/api/questions/Ask', {
      headers: bearer(grace),
      data: {
        questionTitle: `Why does </script><b>Array.prototype.sort</b> sort numbers as text ${Date.now()}?`,
        questionBody:
          'Calling `[10, 9, 1].sort()` gives `[1, 10, 9]`. Why is that? I expected numbers.\n\n```js\n[10, 9, 1].sort();\n```',
        questionTags: ['javascript'],
      },
    });
    expect(asked.ok()).toBe(true);
    const id = ((await asked.json()) as Question)._id;
    for (const [token, body] of [
      [
        linus,
        'Without a compare function, elements are compared as strings. Pass `(a, b) => a - b`.',
      ],
      [ada, 'Use `toSorted((a, b) => a - b)` to keep the original array.'],
    ] as const) {
      const answered = await request.patch(`/api/answer/post/${id}`, {
        headers: bearer(token),
        data: { answerBody: body },
      });
      expect(answered.ok()).toBe(true);
    }
    let question = (await (await request.get(`/api/questions/${id}`)).json()) as Question;
    const linusAnswer = question.answer.find((answer) => answer.answerBody.startsWith('Without'));
    const vote = await request.patch(`/api/answer/vote/${id}`, {
      headers: bearer(ada),
      data: { answerId: linusAnswer?._id, value: 'upVote' },
    });
    expect(vote.ok()).toBe(true);
    const accepted = await request.patch(`/api/answer/accept/${id}`, {
      headers: bearer(grace),
      data: { answerId: linusAnswer?._id },
    });
    expect(accepted.ok()).toBe(true);
    question = (await (await request.get(`/api/questions/${id}`)).json()) as Question;
    const asker = (await (await request.get(`/api/user/${question.userId}`)).json()) as PublicUser;
    const created = await request.post('/api/community/new-post', {
      headers: bearer(ada),
      data: { postTitle: 'Server rendering day', postBody: 'Pages now arrive **rendered**.' },
    });
    expect(created.ok()).toBe(true);
    fixture = { question, asker, post: (await created.json()) as Post };
  } finally {
    await request.dispose();
  }
});

/** The parts of a page's HTML a crawler reads. */
function readHead(html: string) {
  const decode = (text: string) =>
    text
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');
  const head = html.split('</head>')[0] ?? '';
  const attribute = (pattern: RegExp) => {
    const value = pattern.exec(head)?.[1];
    return value === undefined ? undefined : decode(value);
  };
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ''),
    titles: head.match(/<title>/g)?.length ?? 0,
    description: attribute(/<meta name="description" content="([^"]*)"/),
    canonical: attribute(/<link rel="canonical" href="([^"]*)"/),
    ogTitle: attribute(/<meta property="og:title" content="([^"]*)"/),
    twitterCard: attribute(/<meta name="twitter:card" content="([^"]*)"/),
    robots: attribute(/<meta name="robots" content="([^"]*)"/),
    lang: /<html lang="([^"]+)"/.exec(html)?.[1],
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
      (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
    ),
    root: /<div id="root">([\s\S]*)<\/div>/.exec(html)?.[1] ?? '',
  };
}

async function fetchPage(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  return {
    status: response.status(),
    headers: response.headers(),
    ...readHead(await response.text()),
  };
}

test('a question page comes rendered, with its title, description, canonical URL and QAPage data', async ({
  request,
}) => {
  const { question, asker } = fixture;
  const page = await fetchPage(request, `/Questions/${question._id}?answers=newest`);
  expect(page.status).toBe(200);
  expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(page.lang).toBe('en');
  expect(page.titles).toBe(1);
  expect(page.title).toBe(`${question.questionTitle} - StackHive`);
  expect(page.description).toBe(
    'Calling [10, 9, 1].sort() gives [1, 10, 9]. Why is that? I expected numbers.',
  );
  // One canonical address, whatever the query string the visitor came with.
  expect(page.canonical).toBe(`${origin}/Questions/${question._id}`);
  expect(page.ogTitle).toBe(question.questionTitle);
  expect(page.twitterCard).toBe('summary');
  // The content itself, as markup: the title (escaped), the body as rendered markdown, answers.
  expect(page.root).toContain(
    '<h1 class="question-detail__title">Why does &lt;/script&gt;&lt;b&gt;',
  );
  expect(page.root).toContain('<code>[10, 9, 1].sort()</code>');
  expect(page.root).toContain('Without a compare function');
  expect(page.root).toContain(`id="answer-${question.acceptedAnswerId}"`);

  const accepted = question.answer.find((answer) => answer._id === question.acceptedAnswerId)!;
  const other = question.answer.find((answer) => answer._id !== question.acceptedAnswerId)!;
  const person = (name: string, id: string) => ({
    '@type': 'Person',
    name,
    url: `${origin}/Users/${id}`,
  });
  // Every field Google documents as required or recommended for a Q&A page, and no other.
  expect(page.jsonLd).toEqual([
    {
      '@context': 'https://schema.org',
      '@type': 'QAPage',
      mainEntity: {
        '@type': 'Question',
        name: question.questionTitle,
        text: 'Calling [10, 9, 1].sort() gives [1, 10, 9]. Why is that? I expected numbers.',
        answerCount: 2,
        upvoteCount: question.votes,
        datePublished: question.askedOn,
        author: person(asker.name, asker._id),
        acceptedAnswer: {
          '@type': 'Answer',
          text: 'Without a compare function, elements are compared as strings. Pass (a, b) => a - b.',
          datePublished: accepted.answerOn,
          upvoteCount: 1,
          url: `${origin}/Questions/${question._id}#answer-${accepted._id}`,
          author: person(accepted.userAnswered, accepted.userId),
        },
        suggestedAnswer: [
          {
            '@type': 'Answer',
            text: 'Use toSorted((a, b) => a - b) to keep the original array.',
            datePublished: other.answerOn,
            upvoteCount: 0,
            url: `${origin}/Questions/${question._id}#answer-${other._id}`,
            author: person(other.userAnswered, other.userId),
          },
        ],
      },
    },
  ]);
});

test('every public page comes rendered with its own title and canonical URL; profiles carry ProfilePage data, the home page WebSite', async ({
  request,
}) => {
  const { asker, post } = fixture;
  const pages: { path: string; title: string; canonical: string; content: string }[] = [
    {
      path: '/',
      title: 'Where developers ask, answer and share - StackHive',
      canonical: '/',
      content: 'stack',
    },
    {
      path: '/Questions?tab=newest',
      title: 'All Questions - StackHive',
      canonical: '/Questions?tab=newest',
      content: fixture.question._id,
    },
    {
      path: '/Tags',
      title: 'Tags - StackHive',
      canonical: '/Tags',
      content: 'href="/tag/javascript"',
    },
    {
      path: '/tag/javascript',
      title: 'Questions tagged [javascript] - StackHive',
      canonical: '/tag/javascript',
      content: fixture.question._id,
    },
    {
      path: '/Users',
      title: 'Users - StackHive',
      canonical: '/Users',
      content: `href="/Users/${asker._id}"`,
    },
    {
      path: `/Users/${asker._id}?tab=answers&sort=newest`,
      title: `User ${asker.name} - StackHive`,
      canonical: `/Users/${asker._id}?tab=answers&sort=newest`,
      content: asker.name,
    },
    {
      path: '/community',
      title: 'Community - StackHive',
      canonical: '/Community',
      content: post.postTitle,
    },
    {
      path: `/community/post/${post._id}`,
      title: `${post.postTitle} - StackHive`,
      canonical: `/community/post/${post._id}`,
      content: '<strong>rendered</strong>',
    },
    { path: '/badges', title: 'Badges - StackHive', canonical: '/badges', content: 'Editor' },
    {
      path: '/Search/sort',
      title: 'Search results for sort - StackHive',
      canonical: '/search/sort',
      content: fixture.question._id,
    },
  ];
  for (const expected of pages) {
    const page = await fetchPage(request, expected.path);
    expect(page.status, expected.path).toBe(200);
    expect(page.title, expected.path).toBe(expected.title);
    expect(page.canonical, expected.path).toBe(`${origin}${expected.canonical}`);
    expect(page.description?.length, expected.path).toBeGreaterThan(10);
    expect(page.root, expected.path).toContain(expected.content);
  }

  // Search results are followed, not listed.
  expect((await fetchPage(request, '/search/sort')).robots).toBe('noindex, follow');
  expect((await fetchPage(request, '/Questions')).robots).toBeUndefined();

  const profile = await fetchPage(request, `/Users/${asker._id}`);
  expect(profile.jsonLd).toEqual([
    {
      '@context': 'https://schema.org',
      '@type': 'ProfilePage',
      dateCreated: asker.joinedOn,
      mainEntity: {
        '@type': 'Person',
        name: asker.name,
        identifier: asker._id,
        url: `${origin}/Users/${asker._id}`,
        ...(asker.about ? { description: expect.any(String) } : {}),
      },
    },
  ]);
  const home = await fetchPage(request, '/');
  expect(home.jsonLd).toEqual([
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'StackHive',
      url: `${origin}/`,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${origin}/search/{search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    },
  ]);
});

test('every public page of the demo data renders in one pass, from the queries it declares', async ({
  request,
}) => {
  const { question, asker, post } = fixture;
  const answerId = question.answer[0]?._id ?? '';
  const paths = [
    '/',
    '/Questions',
    '/Questions?tab=unanswered',
    `/Questions/${question._id}`,
    `/Questions/${question._id}/revisions`,
    `/Questions/${question._id}/answers/${answerId}/revisions`,
    '/tag/javascript',
    '/tag/javascript?tab=votes',
    '/Tags',
    '/Users',
    '/Users?sort=reputation',
    `/Users/${asker._id}`,
    `/Users/${asker._id}?tab=answers&sort=newest`,
    '/badges',
    '/badges/student',
    '/Community',
    '/community',
    `/community/post/${post._id}`,
    `/community/user/post/${post.userId}`,
    '/search/sort',
    '/Search/sort?tab=users',
  ];
  for (const path of paths) {
    // Past the HTML cache: rendered now. The render names its passes in Server-Timing; a second
    // pass means the page ran a query its page table entry does not declare (the server logs
    // which), or a lazy component suspended.
    const response = await request.get(path, { headers: { 'cache-control': 'no-cache' } });
    expect(response.status(), path).toBe(200);
    expect(response.headers()['server-timing'], path).toMatch(
      /^render;dur=[\d.]+;desc="1 pass", data;dur=/,
    );
  }
});

test('unknown pages answer 404 with the error page, wrong-case addresses 301 to the canonical, the API keeps JSON', async ({
  request,
}) => {
  const missing = '01a20000-0000-7000-8000-000000000000';
  for (const path of [
    `/Questions/${missing}`,
    `/Users/${missing}`,
    `/community/post/${missing}`,
    '/no/such/page',
  ]) {
    const page = await fetchPage(request, path);
    expect(page.status, path).toBe(404);
    expect(page.root, path).toContain('Unexpected Application Error!');
    expect(page.robots, path).toBe('noindex, follow');
  }
  // A tag outside the catalogue: the tag page says so itself.
  const tag = await fetchPage(request, '/tag/not-a-tag');
  expect(tag.status).toBe(404);
  expect(tag.root).toContain('Tag not found');
  const { question } = fixture;
  for (const [path, location] of [
    [`/questions/${question._id}`, `/Questions/${question._id}`],
    ['/TAGS', '/Tags'],
    ['/tag/JavaScript?tab=newest', '/tag/javascript?tab=newest'],
    ['/COMMUNITY', '/Community'],
  ] as const) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(301);
    expect(response.headers().location, path).toBe(location);
  }
  const api = await request.get('/api/no-such-thing');
  expect(api.status()).toBe(404);
  expect(api.headers()['content-type']).toContain('application/json');
});

test('a rendered page is cached like the JSON pages: ETag and 304, retired by a write', async ({
  request,
}) => {
  const path = `/Questions/${fixture.question._id}`;
  const first = await request.get(path);
  const etag = first.headers().etag;
  expect(etag).toBeTruthy();
  const again = await request.get(path, { headers: { 'if-none-match': etag! } });
  expect(again.status()).toBe(304);
  expect(again.headers()['x-cache']).toBe('hit');

  const linus = await demoTokenOf(request, 'linus@stackhive.dev');
  const commented = await request.patch(`/api/questions/${fixture.question._id}/comments`, {
    headers: bearer(linus),
    data: { commentBody: 'Rendered again after this comment.' },
  });
  expect(commented.ok()).toBe(true);
  const after = await request.get(path, { headers: { 'if-none-match': etag! } });
  expect(after.status()).toBe(200);
  expect(await after.text()).toContain('Rendered again after this comment.');
});

test('without JavaScript a list pages through links: "Load more" names the next page, rendered from there', async ({
  request,
}) => {
  // More questions of one tag than a page holds.
  const grace = await demoTokenOf(request, 'grace@stackhive.dev');
  const marker = `paging${Date.now()}`;
  for (let i = 0; i < 21; i++) {
    const asked = await request.post('/api/questions/Ask', {
      headers: bearer(grace),
      data: {
        questionTitle: `Paging question ${i} of ${marker}?`,
        questionBody: 'One of many, to fill more than a page.',
        questionTags: ['azure'],
      },
    });
    expect(asked.ok()).toBe(true);
  }
  const first = await fetchPage(request, '/tag/azure?tab=newest');
  const more =
    /<a href="([^"]+)" role="button" class="[^"]*question-list__more[^"]*">Load more<\/a>/.exec(
      first.root,
    );
  expect(more).not.toBeNull();
  const next = more![1]!.replace(/&amp;/g, '&');
  expect(next).toMatch(/^\/tag\/azure\?tab=newest&after=[\w-]+$/);
  const titles = (html: string) =>
    [...html.matchAll(new RegExp(`Paging question (\\d+) of ${marker}`, 'g'))].map((m) => m[1]);
  // Newest first: the first page holds 20 of them, the next the oldest one.
  expect(titles(first.root)).toHaveLength(20);
  const second = await fetchPage(request, next);
  expect(second.status).toBe(200);
  expect(second.canonical).toBe(`${origin}${next}`);
  expect(titles(second.root)).toEqual(['0']);
});

/** Loads `path` and records console errors and the API requests the page made. */
async function load(page: Page, path: string) {
  const errors: string[] = [];
  const apiRequests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiRequests.push(request.url());
  });
  await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  // Hydrated: the menu button answers a click (it does nothing before React has taken over).
  await page.setViewportSize({ width: 500, height: 800 });
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  return { errors, apiRequests };
}

test('in Chromium each public page hydrates without an error and without asking again for its data', async ({
  page,
}) => {
  const { question, asker, post } = fixture;
  for (const path of [
    '/',
    '/Questions',
    `/Questions/${question._id}`,
    '/Tags',
    '/tag/javascript',
    '/Users',
    `/Users/${asker._id}`,
    '/Community',
    `/community/post/${post._id}`,
    '/badges',
    '/search/sort',
  ]) {
    const { errors, apiRequests } = await load(page, path);
    expect(errors, path).toEqual([]);
    // A question or a post page opens its live stream (issue 18): that is no data it has.
    const live = (url: string) => new URL(url).pathname === '/api/live';
    expect(
      apiRequests.filter((url) => !live(url)),
      path,
    ).toEqual([]);
    if (/^\/(Questions|community\/post)\/./.test(path))
      await expect.poll(() => apiRequests.some(live), { message: path }).toBe(true);
    page.removeAllListeners('console');
    page.removeAllListeners('pageerror');
    page.removeAllListeners('request');
  }
  // After hydration the app is the app: a link navigates in place, fetching what it lacks.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/Questions/${question._id}`);
  await page.getByRole('link', { name: asker.name }).first().click();
  await expect(page.getByRole('heading', { name: asker.name, level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(`User ${asker.name} - StackHive`);
});

test('a signed-in reader gets the rendered page, then their own controls once it has hydrated', async ({
  page,
  request,
}) => {
  const response = await request.post('/api/user/login', {
    data: { email: 'ada@stackhive.dev', password: DEMO_PASSWORD },
  });
  const profile = JSON.stringify(await response.json());
  await page.addInitScript((stored) => localStorage.setItem('Profile', stored), profile);
  const { errors } = await load(page, `/Questions/${fixture.question._id}`);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page.getByLabel('Your Answer')).toBeVisible();
  expect(errors).toEqual([]);
});
