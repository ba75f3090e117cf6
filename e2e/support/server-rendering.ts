import {
  expect,
  type APIRequestContext,
  type PlaywrightWorkerArgs,
  type TestInfo,
} from '@playwright/test';
import type { Post, PublicUser, Question } from '@stackhive/shared';
import { bearer, demoTokenOf } from './helpers';

/** What the server-rendering specs read on the pages: see seedPageContent. */
export interface Fixture {
  question: Question;
  asker: PublicUser;
  post: Post;
}

/** The content seedPages wrote for the spec, and the site's origin. */
export let fixture: Fixture;
export let origin = '';

/** A spec's beforeAll: seeds the pages' content (seedPageContent) on the site under test. */
export async function seedPages(
  { playwright }: PlaywrightWorkerArgs,
  testInfo: TestInfo,
): Promise<void> {
  origin = String(testInfo.project.use.baseURL);
  const request = await playwright.request.newContext({ baseURL: origin });
  try {
    fixture = await seedPageContent(request);
  } finally {
    await request.dispose();
  }
}

/** A question with an accepted and a second answer, and a post: the pages' content. */
async function seedPageContent(request: APIRequestContext): Promise<Fixture> {
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
  return { question, asker, post: (await created.json()) as Post };
}

/** The parts of a page's HTML a crawler reads. */
export function readHead(html: string) {
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

/** `path` as a crawler gets it: its status, headers and the parts of its HTML it reads. */
export async function fetchPage(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  return {
    status: response.status(),
    headers: response.headers(),
    ...readHead(await response.text()),
  };
}
