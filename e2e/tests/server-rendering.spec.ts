import { expect, test } from '../support/test';
import { MESSAGES } from '@stackhive/shared';
import { bearer, demoTokenOf } from '../support/helpers';
import { fetchPage, fixture, origin, seedPages } from '../support/server-rendering';

/**
 * Issue 17: public pages rendered on the server, as a crawler (or a visitor with JavaScript
 * off) gets them over plain HTTP: status, title, canonical URL, content, structured data and
 * the lists' links, each page in one pass. support/server-rendering.ts seeds the content.
 */

test.beforeAll(seedPages);

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
    // Code is kept as written (issue 32): the fenced block's line too.
    'Calling [10, 9, 1].sort() gives [1, 10, 9]. Why is that? I expected numbers. [10, 9, 1].sort();',
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
        // Code is kept as written (issue 32): the fenced block's line too.
        text: 'Calling [10, 9, 1].sort() gives [1, 10, 9]. Why is that? I expected numbers. [10, 9, 1].sort();',
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
  for (const [path, says] of [
    [`/Questions/${missing}`, MESSAGES.questionNotFound],
    [`/Users/${missing}`, MESSAGES.userNotFound],
    [`/community/post/${missing}`, MESSAGES.postNotFound],
    ['/no/such/page', 'Page not found'],
  ] as const) {
    const page = await fetchPage(request, path);
    expect(page.status, path).toBe(404);
    // The not-found page, inside the site's frame (its navbar rendered too).
    expect(page.root, path).toContain(`<h1>${says}</h1>`);
    expect(page.root, path).toContain('aria-label="Main"');
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
