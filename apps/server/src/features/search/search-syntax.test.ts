import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse, SearchResponse } from '@stackhive/shared';
import { asUser, createTestApp, signUp, type TestApp } from '../../test/helpers.js';
import { askAs, expectRefusedOperators, questionIds, searchOf } from '../../test/search.js';

// Issue 32: words, phrases, exclusions, tags, operators and the sort switch, on both engines.
let t: TestApp;
let asker: AuthResponse;
let other: AuthResponse;
const ids: Record<string, string> = {};

async function ask(key: string, who: AuthResponse, title: string, body: string, tags: string[]) {
  ids[key] = await askAs(t, who.token, title, body, tags);
}

beforeAll(async () => {
  t = await createTestApp();
  asker = await signUp(t.app, { name: 'Asha Asker' });
  other = await signUp(t.app, { name: 'Otto Other' });
  // Oldest first.
  await ask('undo', asker, 'How to undo the last commit', 'I committed too early.', ['git']);
  await ask('split', asker, 'Revert a pushed change', 'Can I undo it? The commit is public.', [
    'git',
  ]);
  await ask('loop', other, 'Node event loop phases', 'What runs in the event loop first?', [
    'javascript',
  ]);
  await ask('loose', other, 'A loop over events', 'Each event fires a loop of its own.', [
    'javascript',
  ]);
  await ask('pandas', asker, 'Pandas groupby is slow', 'groupby on ten million rows', ['python']);
  await ask('jq', other, 'Undo a jQuery commit hook', 'jquery plugin commit undo', ['javascript']);
  await ask('short', asker, 'Go is fast', 'A go program', ['docker']);
  await ask('ago', other, 'Long ago islands', 'ago island', ['docker']);
  // Counters the operators read, set as the features that keep them would.
  const db = t.app.deps.db;
  await db
    .updateTable('questions')
    .set({ upVotes: 5, viewCount: 300, answerCount: 2 })
    .where('id', '=', ids.undo!)
    .execute();
  await db
    .updateTable('questions')
    .set({ upVotes: 2, viewCount: 40, answerCount: 1 })
    .where('id', '=', ids.split!)
    .execute();
  await db.updateTable('questions').set({ downVotes: 1 }).where('id', '=', ids.jq!).execute();
  await db
    .updateTable('questions')
    // Closed as a duplicate, as a close writes it (issue 34: closed means closed_on is set).
    .set({
      duplicateOf: ids.undo!,
      closedOn: '2025-06-01T00:00:00.000Z',
      closedReason: 'duplicate',
    })
    .where('id', '=', ids.split!)
    .execute();
  // Dates in the order they were asked, so newest first reads the same on both engines.
  const asked = [
    '2025-01-05',
    '2025-03-10',
    '2025-05-01',
    '2025-07-01',
    '2025-09-01',
    '2026-01-01',
    '2026-02-01',
    '2026-03-01',
  ];
  for (const [index, key] of [
    'undo',
    'split',
    'loop',
    'loose',
    'pandas',
    'jq',
    'short',
    'ago',
  ].entries()) {
    const askedOn = `${asked[index]}T12:00:00.000Z`;
    await db.updateTable('questions').set({ askedOn }).where('id', '=', ids[key]!).execute();
  }
});
afterAll(() => t.close());

const search = searchOf(() => t);
/** The questions a search finds, by their names here, in order. */
const named = (result: SearchResponse) =>
  questionIds(result).map((id) => Object.keys(ids).find((key) => ids[key] === id) ?? id);
const matched = async (q: string, extra = '') => named(await search(q, 'questions', extra));

describe('words and phrases', () => {
  it('match every word anywhere in the title or body, title matches first', async () => {
    // "undo commit" is nowhere as one substring; each question holds both words.
    expect(await matched('undo commit')).toEqual(['jq', 'undo', 'split']);
    expect((await search('undo commit')).counts.questions).toEqual({ count: 3, capped: false });
    expect(await matched('pandas groupby slow')).toEqual(['pandas']);
    expect(await matched('COMMIT undo')).toEqual(['jq', 'undo', 'split']);
  });

  it('match a quoted phrase as written, and only so', async () => {
    expect(await matched('event loop')).toEqual(['loose', 'loop']);
    expect(await matched('"event loop"')).toEqual(['loop']);
    expect(await matched('"event loop" phases')).toEqual(['loop']);
  });

  it('leave out excluded words and phrases', async () => {
    expect(await matched('undo commit -jquery')).toEqual(['undo', 'split']);
    expect(await matched('loop -"event loop"')).toEqual(['loose']);
  });

  it('still find what the whole text finds, short words included', async () => {
    // "go is" as one substring is in "Long ago islands"; as words, only in "Go is fast".
    expect(await matched('go is')).toEqual(['ago', 'short']);
    expect(await matched('go program')).toEqual(['short']);
    // Long words in the title, a short one in the body only: a body match, still found.
    expect(await matched('pandas groupby on')).toEqual(['pandas']);
    expect(await matched('fast program go')).toEqual(['short']);
  });
});

describe('tags and operators', () => {
  it('narrow by tags, an operator alone being a search', async () => {
    expect(await matched('[git]')).toEqual(['split', 'undo']);
    expect(await matched('[javascript] commit')).toEqual(['jq']);
    expect(await matched('[git] [python]')).toEqual([]);
    const result = await search('[git]');
    expect(result.counts).toMatchObject({
      questions: { count: 2, capped: false },
      posts: { count: 0, capped: false },
      users: { count: 0, capped: false },
    });
    const tags = await search('[git]', 'tags');
    expect(tags.items).toEqual([expect.objectContaining({ TagName: 'git' })]);
  });

  it('narrow by score, answers, views, acceptance, closing and date', async () => {
    expect(await matched('commit score:2')).toEqual(['undo', 'split']);
    expect(await matched('commit score:3..5')).toEqual(['undo']);
    expect(await matched('commit score:..-1')).toEqual(['jq']);
    expect(await matched('commit answers:2')).toEqual(['undo']);
    expect(await matched('commit answers:0')).toEqual(['jq']);
    expect(await matched('undo views:100')).toEqual(['undo']);
    expect(await matched('undo hasaccepted:no')).toHaveLength(3);
    expect(await matched('undo hasaccepted:yes')).toEqual([]);
    expect(await matched('undo closed:yes')).toEqual(['split']);
    expect(await matched('undo duplicate:no')).toEqual(['jq', 'undo']);
    expect(await matched('created:2025')).toEqual(['pandas', 'loose', 'loop', 'split', 'undo']);
    expect(await matched('created:2025-03..2025-06')).toEqual(['loop', 'split']);
    expect(await matched('loop created:2025-06..')).toEqual(['loose']);
  });

  it('narrow by author, user:me being the signed-in reader', async () => {
    expect(await matched(`loop user:${other.result._id}`)).toEqual(['loose', 'loop']);
    expect(await matched(`loop user:${asker.result._id}`)).toEqual([]);
    const mine = await t.app.inject(
      asUser(asker.token, {
        method: 'GET',
        url: `/api/search?q=${encodeURIComponent('undo user:me')}`,
      }),
    );
    expect(named(mine.json<SearchResponse>())).toEqual(['undo', 'split']);
    // Not kept for others: the same URL for the other user answers theirs.
    const theirs = await t.app.inject(
      asUser(other.token, {
        method: 'GET',
        url: `/api/search?q=${encodeURIComponent('undo user:me')}`,
      }),
    );
    expect(named(theirs.json<SearchResponse>())).toEqual(['jq']);
    const signedOut = await t.app.inject({ method: 'GET', url: '/api/search?q=user%3Ame' });
    expect(signedOut.statusCode).toBe(400);
    expect(signedOut.json<{ message: string }>().message).toMatch(/^q: user:me .*signed in/);
  });

  it('answer 400 naming an operator they cannot read', async () => {
    await expectRefusedOperators(t, [
      ['commit score:lots', 'score:lots'],
      ['answers:-2', 'answers:-2'],
      ['created:2026-13', 'created:2026-13'],
      ['is:answers', 'is:answers'],
      ['created:9999', 'created:9999'],
    ]);
  });

  it('is:question leaves posts, users and tags out', async () => {
    const result = await search('is:question undo');
    expect(named(result)).toEqual(['jq', 'undo', 'split']);
    expect(result.counts.posts).toEqual({ count: 0, capped: false });
    expect(result.counts.tags).toEqual({ count: 0, capped: false });
  });
});

describe('tag synonyms', () => {
  it('find a tag by another name, as a word and in brackets', async () => {
    // "js" is in no title or body here: it finds the questions tagged javascript.
    expect((await matched('js')).sort()).toEqual(['jq', 'loop', 'loose']);
    expect(await matched('[js]')).toEqual(await matched('[javascript]'));
    expect(await matched('js commit')).toEqual(['jq']);
    // A tag's name among several long words finds the tag too.
    expect(await matched('javascript commit')).toEqual(['jq']);
    expect(await matched('commit javascript -jquery')).toEqual([]);
    // Excluding a tag's other name leaves out the questions with the tag.
    expect(await matched('undo -js')).toEqual(['undo', 'split']);
    const tags = await search('js', 'tags');
    // The names holding "js" (the spec's substring match), and javascript for the other name.
    expect(tags.items.map((tag) => (tag as { TagName: string }).TagName)).toEqual([
      'javascript',
      'reactjs',
      'nextjs',
      'vuejs',
    ]);
  });
});

describe('the sort switch', () => {
  it('orders by relevance, newest or votes, paging through each without repeats', async () => {
    expect(await matched('undo', '&sort=relevance')).toEqual(['jq', 'undo', 'split']);
    expect(await matched('undo', '&sort=newest')).toEqual(['jq', 'split', 'undo']);
    expect(await matched('undo', '&sort=votes')).toEqual(['undo', 'split', 'jq']);
    for (const sort of ['relevance', 'newest', 'votes']) {
      const whole = await matched('undo', `&sort=${sort}`);
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: SearchResponse = await search(
          'undo',
          'questions',
          `&sort=${sort}&limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        );
        expect(page.sort).toBe(sort);
        seen.push(...named(page));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen, sort).toEqual(whole);
    }
    const wrong = await t.app.inject({ method: 'GET', url: '/api/search?q=undo&sort=best' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ message: string }>().message).toBe(
      'sort must be relevance, newest or votes',
    );
  });

  it('refuses a cursor of another order', async () => {
    const page = await search('undo', 'questions', '&sort=votes&limit=1');
    const cursor = encodeURIComponent(page.nextCursor ?? '');
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/search?q=undo&sort=newest&cursor=${cursor}`,
    });
    expect(response.statusCode).toBe(400);
  });
});
