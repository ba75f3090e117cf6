import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse, SearchResponse } from '@stackhive/shared';
import { nowIso } from '../../db/convert.js';
import { newId } from '../../db/ids.js';
import { asUser, createTestApp, signUp, type TestApp } from '../../test/helpers.js';
import { insertQuestion } from '../questions/questions.repository.js';

let t: TestApp;
let asker: AuthResponse;
const ids: Record<string, string> = {};

async function ask(key: string, title: string, body: string, tags: string[]) {
  const response = await t.app.inject(
    asUser(asker.token, {
      method: 'POST',
      url: '/api/questions/Ask',
      payload: { questionTitle: title, questionBody: body, questionTags: tags },
    }),
  );
  expect(response.statusCode, response.body).toBe(200);
  ids[key] = response.json<{ _id: string }>()._id;
}

beforeAll(async () => {
  t = await createTestApp();
  asker = await signUp(t.app, { name: 'Zoë Searcher' });
  await signUp(t.app, { name: 'Plain Person' });
  // Oldest first.
  await ask('bodyOnly', 'Sorting lists', 'How does Quicksort pick a pivot?', ['python']);
  await ask('tagOnly', 'Heap or stack?', 'Where do my objects live?', ['java']);
  await ask('title', 'QuickSort in place', 'Is it stable?', ['c++']);
  await ask('both', 'quicksort again', 'quicksort twice in one body', ['javascript']);
  await ask('special', '100% done_with c++ "quotes"', "It's 50% faster: a_b", ['c++']);
  await ask('unicode', 'Ünïcödé naïve café', 'Straße und Größe', ['html']);
  await t.app.inject(
    asUser(asker.token, {
      method: 'POST',
      url: '/api/community/new-post',
      payload: { postTitle: 'My QuickSort poster', postBody: 'b' },
    }),
  );
  await t.app.inject(
    asUser(asker.token, {
      method: 'POST',
      url: '/api/community/new-post',
      payload: { postTitle: 'Unrelated', postBody: 'quicksort in the body only' },
    }),
  );
});
afterAll(() => t.close());

async function search(q: string, type = 'questions', extra = ''): Promise<SearchResponse> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/search?q=${encodeURIComponent(q)}&type=${type}${extra}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SearchResponse>();
}
const questionIds = (result: SearchResponse) =>
  result.items.map((item) => (item as { _id: string })._id);

describe('GET /api/search', () => {
  it('matches questions on title or body, case-insensitively, titles first, then newest', async () => {
    const result = await search('QUICKSORT');
    expect(questionIds(result)).toEqual([ids.both, ids.title, ids.bodyOnly]);
    expect(result.counts.questions).toEqual({ count: 3, capped: false });
  });

  it('matches an exact tag name, not a tag that merely contains it, once per question', async () => {
    const java = await search('java');
    expect(questionIds(java)).toEqual([ids.tagOnly]);
    const cpp = await search('c++');
    // 'special' has c++ in its title and as its tag: listed once, with the title matches.
    expect(questionIds(cpp)).toEqual([ids.special, ids.title]);
  });

  it('matches %, _, quotes and apostrophes literally', async () => {
    expect(questionIds(await search('100%'))).toEqual([ids.special]);
    expect(questionIds(await search('done_with'))).toEqual([ids.special]);
    expect(questionIds(await search('"quotes"'))).toEqual([ids.special]);
    expect(questionIds(await search("it's 50"))).toEqual([ids.special]);
    expect(questionIds(await search('1%0'))).toEqual([]);
    expect(questionIds(await search('a%b'))).toEqual([]);
  });

  it('matches unicode case-insensitively', async () => {
    expect(questionIds(await search('ÜNÏCÖDÉ'))).toEqual([ids.unicode]);
    expect(questionIds(await search('straße'))).toEqual([ids.unicode]);
  });

  it('answers short queries from a bounded scan, titles first', async () => {
    const result = await search('qu');
    expect(questionIds(result).slice(0, 3)).toEqual([ids.special, ids.both, ids.title]);
    expect(questionIds(result)).toContain(ids.bodyOnly);
    expect(result.counts.questions.capped).toBe(false);
    expect(questionIds(await search('%'))).toEqual([ids.special]);
  });

  it('searches tags by name, posts by title and users by name, with all four counts', async () => {
    const tags = await search('script', 'tags');
    expect(tags.items.map((tag) => (tag as { tagName: string }).tagName)).toEqual([
      'javascript',
      'typescript',
    ]);
    const posts = await search('quicksort', 'posts');
    expect(posts.items.map((post) => (post as { postTitle: string }).postTitle)).toEqual([
      'My QuickSort poster',
    ]);
    expect(posts.counts).toEqual({
      questions: { count: 3, capped: false },
      tags: { count: 0, capped: false },
      posts: { count: 1, capped: false },
      users: { count: 0, capped: false },
    });
    const users = await search('zoë', 'users');
    expect(users.items.map((user) => (user as { name: string }).name)).toEqual(['Zoë Searcher']);
    expect(JSON.stringify(users)).not.toContain('@example.com');
    for (const type of ['questions', 'tags', 'posts', 'users']) {
      expect((await search('nothing-like-this-anywhere', type)).items).toEqual([]);
    }
  });

  it('pages through results without gaps or repeats', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: SearchResponse = await search(
        'quicksort',
        'questions',
        `&limit=1${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...questionIds(page));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([ids.both, ids.title, ids.bodyOnly]);
    const short: string[] = [];
    cursor = null;
    do {
      const page: SearchResponse = await search(
        'qu',
        'questions',
        `&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      short.push(...questionIds(page));
      cursor = page.nextCursor;
    } while (cursor);
    expect(new Set(short).size).toBe(short.length);
    expect(short.slice(0, 3)).toEqual([ids.special, ids.both, ids.title]);
  });

  it('validates q, type and cursor (400)', async () => {
    for (const query of [
      '',
      'q=',
      'q=%20%20',
      `q=${'x'.repeat(201)}`,
      'q=a&type=answers',
      'q=abc&cursor=zzz',
      'q=abc&type=tags&cursor=eyJjIjoieCJ9',
    ]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/search?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
  });

  it('follows edits and deletes', async () => {
    await ask('temp', 'Ephemeral zebra question', 'body', ['git']);
    expect(questionIds(await search('zebra'))).toEqual([ids.temp]);
    await t.app.inject(
      asUser(asker.token, { method: 'DELETE', url: `/api/questions/delete/${ids.temp}` }),
    );
    expect(questionIds(await search('zebra'))).toEqual([]);
    await t.app.inject(
      asUser(asker.token, {
        method: 'PATCH',
        url: `/api/user/update/${asker.result._id}`,
        payload: { name: 'Renamed Walrus', about: '', tags: [] },
      }),
    );
    expect((await search('walrus', 'users')).items).toHaveLength(1);
    expect((await search('searcher', 'users')).items).toHaveLength(0);
  });
});

describe('search counts', () => {
  it('are exact up to 1000 and capped beyond', async () => {
    const fresh = await createTestApp();
    try {
      const user = await signUp(fresh.app);
      await fresh.app.deps.db.transaction().execute(async (trx) => {
        for (let i = 0; i < 1003; i += 1) {
          await insertQuestion(trx, {
            id: newId(),
            userId: user.result._id,
            title: `Common capybara ${i}`,
            body: 'b',
            tags: ['git'],
            askedOn: nowIso(),
          });
        }
      });
      const response = await fresh.app.inject({ method: 'GET', url: '/api/search?q=capybara' });
      const result = response.json<SearchResponse>();
      expect(result.counts.questions).toEqual({ count: 1000, capped: true });
      expect(result.items).toHaveLength(20);
      expect(result.nextCursor).not.toBeNull();
      const short = (
        await fresh.app.inject({ method: 'GET', url: '/api/search?q=ca' })
      ).json<SearchResponse>();
      expect(short.counts.questions).toEqual({ count: 1000, capped: true });
    } finally {
      await fresh.close();
    }
  });
});
