import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isWordQuery, TAGS, type AuthResponse, type SearchResponse } from '@stackhive/shared';
import { asUser, createTestApp, signUp, type TestApp } from '../../test/helpers.js';
import { askAs, questionIds, searchOf } from '../../test/search.js';

let t: TestApp;
let asker: AuthResponse;
const ids: Record<string, string> = {};

async function ask(key: string, title: string, body: string, tags: string[]) {
  ids[key] = await askAs(t, asker.token, title, body, tags);
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
  // One- and two-letter words, and the same letters inside longer words.
  await ask('goBody', 'Cheap concurrency', 'In Go, a goroutine costs little.', ['docker']);
  await ask('gopher', 'Google gophers and golang', 'ago, cargo', ['git']);
  await ask('rLang', 'Plotting in R', 'ggplot2 or base graphics?', ['data-visualization']);
  await ask('cLang', 'Pointers in C', 'Why does C need them? (not C#)', ['bash']);
  await ask('goTitle', 'Go: channels or mutexes?', 'Which one, and why?', ['docker']);
  await ask('ai', 'AI pair programming', 'Does it help? Ai, ai, ai.', ['python']);
  for (const name of ['Élodie Durand', 'ÖZGE YILMAZ', 'Öz Kaya', 'Ana É Lopes']) {
    await signUp(t.app, { name });
  }
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

const search = searchOf(() => t);
const names = async (q: string) =>
  (await search(q, 'users')).items.map((user) => (user as { name: string }).name);

describe('GET /api/search', () => {
  it('matches questions on title or body, case-insensitively, titles first', async () => {
    const result = await search('QUICKSORT');
    // Both titles hold the word (which ranks first between them is BM25's call:
    // relevance-order.test.ts holds the ranking), then the body.
    const [first, second, third] = questionIds(result);
    expect(new Set([first, second])).toEqual(new Set([ids.both, ids.title]));
    expect(third).toBe(ids.bodyOnly);
    expect(questionIds(await search('QUICKSORT', 'questions', '&sort=newest'))).toEqual([
      ids.both,
      ids.title,
      ids.bodyOnly,
    ]);
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

  it('matches unicode case-insensitively in user names', async () => {
    expect(await names('élodie')).toEqual(['Élodie Durand']);
    expect(await names('ÉLODIE')).toEqual(['Élodie Durand']);
    expect(await names('özge')).toEqual(['ÖZGE YILMAZ']);
    expect(await names('Yilmaz')).toEqual(['ÖZGE YILMAZ']);
  });

  it('matches one- and two-letter queries as whole words, titles first', async () => {
    // Title matches, then body matches (equal scores: newest first within each).
    const inWord = await search('in');
    expect(questionIds(inWord)).toEqual([ids.cLang, ids.rLang, ids.title, ids.goBody, ids.both]);
    expect(inWord.counts.questions).toEqual({ count: 5, capped: false });
    // "goroutine", "golang", "ago" and "cargo" hold the letters but not the word.
    expect(questionIds(await search('go'))).toEqual([ids.goTitle, ids.goBody]);
    expect(questionIds(await search('GO'))).toEqual([ids.goTitle, ids.goBody]);
    expect(questionIds(await search('r'))).toEqual([ids.rLang]);
    expect(questionIds(await search('ai'))).toEqual([ids.ai]);
    expect(questionIds(await search('a'))).toEqual([ids.goBody, ids.special, ids.bodyOnly]);
    // Punctuation separates words, in the text and in the query: "c++" and "c#" hold "c".
    expect(questionIds(await search('c'))).toEqual([ids.cLang, ids.special]);
    expect(questionIds(await search('c#'))).toEqual([ids.cLang, ids.special]);
    expect(questionIds(await search('q'))).toEqual([]);
  });

  it('pages users in any order asked for (they have no votes: by votes is by time)', async () => {
    await signUp(t.app, { name: 'Paging Person One' });
    await signUp(t.app, { name: 'Paging Person Two' });
    for (const sort of ['relevance', 'newest', 'votes']) {
      const first = await search('paging', 'users', `&sort=${sort}&limit=1`);
      expect(first.nextCursor, sort).not.toBeNull();
      const cursor = encodeURIComponent(first.nextCursor ?? '');
      const second = await search('paging', 'users', `&sort=${sort}&limit=1&cursor=${cursor}`);
      expect(second.items, sort).toHaveLength(1);
      expect(second.items, sort).not.toEqual(first.items);
    }
  });

  it('folds case in short queries across Unicode and keeps diacritics', async () => {
    expect(await names('öz')).toEqual(['Öz Kaya']);
    expect(await names('ÖZ')).toEqual(['Öz Kaya']);
    expect(await names('é')).toEqual(['Ana É Lopes']);
    expect(await names('É')).toEqual(['Ana É Lopes']);
    expect(await names('e')).toEqual([]);
    expect(await names('o')).toEqual([]);
    expect((await search('öz', 'users')).counts.users).toEqual({ count: 1, capped: false });
  });

  it('never names a catalogue tag with a short query (word indexes hold no tags)', () => {
    expect(TAGS.map((tag) => tag.TagName).filter(isWordQuery)).toEqual([]);
  });

  it('takes full-text syntax characters literally, short or long (never an error)', async () => {
    const wordless = ['"', '*', '-', ':', '^', '(', ')', '+', '%', '_', "''", '\\', '""', '-*'];
    for (const q of wordless) {
      for (const type of ['questions', 'posts', 'users']) {
        const result = await search(q, type);
        expect(result.items, `${q} ${type}`).toEqual([]);
        expect([result.counts.questions, result.counts.posts, result.counts.users]).toEqual([
          { count: 0, capped: false },
          { count: 0, capped: false },
          { count: 0, capped: false },
        ]);
      }
    }
    // Operators of FTS5 and of tsquery are words or punctuation here, never syntax.
    for (const q of [
      'go*',
      '"go',
      'r:',
      '-r',
      'NEAR',
      'NEAR(go r)',
      'title:go',
      'a OR c',
      'go & !r',
      'a:*',
      '(ai)',
    ]) {
      for (const type of ['questions', 'posts', 'users']) await search(q, type);
    }
    // Three characters and more: a literal substring; fewer: the query's word.
    expect(questionIds(await search('go*'))).toEqual([]);
    expect(questionIds(await search('(ai)'))).toEqual([]);
    expect(questionIds(await search('-r'))).toEqual([ids.rLang]);
    expect(questionIds(await search('r:'))).toEqual([ids.rLang]);
  });

  it('searches tags by name, posts by title and users by name, with all four counts', async () => {
    const tags = await search('script', 'tags');
    expect(tags.items.map((tag) => (tag as { TagName: string }).TagName)).toEqual([
      'javascript',
      'typescript',
    ]);
    // Spec 3's Tag fields, by those names and nothing else, on the wire.
    for (const tag of tags.items) expect(Object.keys(tag).sort()).toEqual(['TagDesc', 'TagName']);
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
    const everyPage = async (q: string, limit: number) => {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: SearchResponse = await search(
          q,
          'questions',
          `&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
        );
        seen.push(...questionIds(page));
        cursor = page.nextCursor;
      } while (cursor);
      return seen;
    };
    expect(await everyPage('quicksort', 1)).toEqual(questionIds(await search('quicksort')));
    // A short query pages through its ranked titles, then bodies, the same way.
    expect(await everyPage('in', 2)).toEqual([
      ids.cLang,
      ids.rLang,
      ids.title,
      ids.goBody,
      ids.both,
    ]);
  });

  it('validates q, type and cursor (400)', async () => {
    for (const query of [
      '',
      'q=',
      'q=%20%20',
      `q=${'x'.repeat(201)}`,
      'q=a&type=answers',
      'q=abc&cursor=zzz',
      'q=go&cursor=zzz',
      'q=go&cursor=eyJjIjoieCJ9',
      'q=abc&type=tags&cursor=eyJjIjoieCJ9',
    ]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/search?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
  });

  it('follows edits and deletes', async () => {
    await ask('temp', 'Ephemeral zebra question xq', 'body', ['git']);
    expect(questionIds(await search('zebra'))).toEqual([ids.temp]);
    expect(questionIds(await search('xq'))).toEqual([ids.temp]);
    // No route edits a question yet; the indexes follow the row whoever changes it.
    await t.app.deps.db
      .updateTable('questions')
      .set({ title: 'Ephemeral zebra question xw' })
      .where('id', '=', ids.temp as string)
      .execute();
    expect(questionIds(await search('xq'))).toEqual([]);
    expect(questionIds(await search('xw'))).toEqual([ids.temp]);
    // Several words read the title, body and tags together (migration 038): they follow too.
    expect(questionIds(await search('ephemeral zebra'))).toEqual([ids.temp]);
    await t.app.deps.db
      .updateTable('questions')
      .set({ title: 'Passing okapi question', body: 'a zebra body' })
      .where('id', '=', ids.temp as string)
      .execute();
    expect(questionIds(await search('ephemeral zebra'))).toEqual([]);
    expect(questionIds(await search('okapi zebra'))).toEqual([ids.temp]);
    await t.app.deps.db
      .updateTable('questions')
      .set({ body: 'a giraffe body' })
      .where('id', '=', ids.temp as string)
      .execute();
    expect(questionIds(await search('okapi zebra'))).toEqual([]);
    expect(questionIds(await search('okapi giraffe'))).toEqual([ids.temp]);
    // Tags are read from the same index: a retagged question moves with its tags.
    expect(questionIds(await search('okapi [git]'))).toEqual([ids.temp]);
    await t.app.deps.db
      .updateTable('questions')
      .set({ tags: JSON.stringify(['docker']) })
      .where('id', '=', ids.temp as string)
      .execute();
    expect(questionIds(await search('okapi [git]'))).toEqual([]);
    expect(questionIds(await search('okapi [docker]'))).toEqual([ids.temp]);
    expect(questionIds(await search('[docker]'))).toContain(ids.temp);
    await t.app.deps.db
      .updateTable('questions')
      .set({ title: 'Ephemeral zebra question xw' })
      .where('id', '=', ids.temp as string)
      .execute();
    await t.app.inject(
      asUser(asker.token, { method: 'DELETE', url: `/api/questions/delete/${ids.temp}` }),
    );
    expect(questionIds(await search('zebra'))).toEqual([]);
    expect(questionIds(await search('xw'))).toEqual([]);
    await t.app.inject(
      asUser(asker.token, {
        method: 'PATCH',
        url: `/api/user/update/${asker.result._id}`,
        payload: { name: 'Renamed Walrus Qi', about: '', tags: [] },
      }),
    );
    expect((await search('walrus', 'users')).items).toHaveLength(1);
    expect((await search('qi', 'users')).items).toHaveLength(1);
    expect((await search('searcher', 'users')).items).toHaveLength(0);
  });
});
