import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LIMITS,
  SEARCH_RANK_WINDOW,
  type AuthResponse,
  type SearchResponse,
} from '@stackhive/shared';
import { newId } from '../../db/ids.js';
import { asUser, createTestApp, signUp, type TestApp } from '../../test/helpers.js';
import { askAs, questionIds, searchOf } from '../../test/search.js';

// Issue 32: relevance ranks the newest matches by an exact title, every word in the title,
// BM25 (bm25.ts, the same on both engines), then score, an accepted answer and newest;
// older matches past the ranked window follow newest first. Both engines.
let t: TestApp;
let asker: AuthResponse;
const ids: Record<string, string> = {};

async function ask(key: string, title: string, body: string, tags: string[], score = 0) {
  ids[key] = await askAs(t, asker.token, title, body, tags);
  await t.app.deps.db
    .updateTable('questions')
    .set({ upVotes: score })
    .where('id', '=', ids[key]!)
    .execute();
}

beforeAll(async () => {
  t = await createTestApp();
  asker = await signUp(t.app, { name: 'Rhea Ranker' });
  // Oldest first; the better text match is the older one, with fewer votes, every time.
  await ask('exact', 'Undo git commit', 'Nothing else to say.', ['git']);
  await ask('titled', 'How do I undo a git commit safely?', 'Asking for a friend.', ['git'], 10);
  await ask(
    'many',
    'Version control trouble',
    'undo the commit, undo that commit, undo every commit: undo, commit, undo, commit',
    ['git'],
  );
  await ask('once', 'Version control worry', 'Can I undo a commit later on?', ['git'], 30);
  // Twins: the same text, told apart by score, an accepted answer, then newest.
  await ask('twinVotes', 'Pick a merge style', 'rebase or squash', ['bash'], 5);
  await ask('twinAccepted', 'Pick a merge style', 'rebase or squash', ['bash'], 3);
  await ask('twinOlder', 'Pick a merge style', 'rebase or squash', ['bash'], 3);
  await ask('twinNewest', 'Pick a merge style', 'rebase or squash', ['bash'], 3);
  // Answered by another member, accepted by the asker, through the API.
  const helper = await signUp(t.app, { name: 'Hal Helper' });
  const answered = await t.app.inject(
    asUser(helper.token, {
      method: 'PATCH',
      url: `/api/answer/post/${ids.twinAccepted}`,
      payload: { answerBody: 'Squash when the branch is yours alone.' },
    }),
  );
  expect(answered.statusCode, answered.body).toBe(200);
  const answerId = answered.json<{ answer: { _id: string }[] }>().answer[0]!._id;
  const accepted = await t.app.inject(
    asUser(asker.token, {
      method: 'PATCH',
      url: `/api/answer/accept/${ids.twinAccepted}`,
      payload: { answerId },
    }),
  );
  expect(accepted.statusCode, accepted.body).toBe(200);
});
afterAll(() => t.close());

const search = searchOf(() => t);
const named = (result: SearchResponse) =>
  questionIds(result).map((id) => Object.keys(ids).find((key) => ids[key] === id) ?? id);
const ranked = async (q: string) => named(await search(q, 'questions', '&sort=relevance'));

describe('relevance', () => {
  it('puts the exact title first, then titles holding every word, then the best text match', async () => {
    // Case and punctuation aside, the title is the query; the others outvote it.
    expect(await ranked('undo GIT commit')).toEqual(['exact', 'titled', 'many', 'once']);
    // Without the exact title: titles holding every word (BM25 favours the shorter), then the
    // body saying it most.
    expect(await ranked('undo commit')).toEqual(['exact', 'titled', 'many', 'once']);
    expect(await ranked('"undo a git commit"')).toEqual(['titled']);
  });

  it('ranks the same text by score, then an accepted answer, then newest', async () => {
    expect(await ranked('rebase squash')).toEqual([
      'twinVotes',
      'twinAccepted',
      'twinNewest',
      'twinOlder',
    ]);
    // Newest and votes orders stay as they were.
    expect(named(await search('rebase squash', 'questions', '&sort=newest'))).toEqual([
      'twinNewest',
      'twinOlder',
      'twinAccepted',
      'twinVotes',
    ]);
  });

  it('pages through the ranked order without gaps or repeats', async () => {
    const whole = await ranked('commit');
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: SearchResponse = await search(
        'commit',
        'questions',
        `&sort=relevance&limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      seen.push(...named(page));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(whole);
    expect(whole).toHaveLength(4);
  });
});

describe('past the ranked window', () => {
  it('ranks the newest matches and lists the older ones after them, newest first', async () => {
    const fresh = await createTestApp();
    try {
      const user = await signUp(fresh.app);
      const window = SEARCH_RANK_WINDOW;
      // Oldest first: every other question holds the word in its title too, so a ranking of
      // everything would mix old and new.
      const rows = Array.from({ length: window + 5 }, (_, i) => {
        const askedOn = new Date(Date.UTC(2022, 0, 1, 0, i)).toISOString();
        return {
          id: newId(),
          userId: user.result._id,
          title: i % 2 === 0 ? `Walrus question ${i}` : `Question ${i}`,
          body: 'about a walrus',
          tags: '["git"]',
          askedOn,
          activeOn: askedOn,
        };
      });
      for (let k = 0; k < rows.length; k += 100) {
        await fresh.app.deps.db
          .insertInto('questions')
          .values(rows.slice(k, k + 100))
          .execute();
      }
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const response: { statusCode: number; body: string; json: <T>() => T } =
          await fresh.app.inject({
            method: 'GET',
            url: `/api/search?q=walrus&limit=${LIMITS.page.max}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
          });
        expect(response.statusCode, response.body).toBe(200);
        const page: SearchResponse = response.json<SearchResponse>();
        seen.push(...questionIds(page));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen).toHaveLength(rows.length);
      expect(new Set(seen).size).toBe(rows.length);
      const newest = rows.slice(-window);
      // The window: title matches first, then the rest.
      const titled = newest.filter((row) => row.title.startsWith('Walrus')).map((row) => row.id);
      expect(new Set(seen.slice(0, titled.length))).toEqual(new Set(titled));
      expect(new Set(seen.slice(0, window))).toEqual(new Set(newest.map((row) => row.id)));
      // Then the older ones, newest first.
      expect(seen.slice(window)).toEqual(
        rows
          .slice(0, 5)
          .reverse()
          .map((row) => row.id),
      );
    } finally {
      await fresh.close();
    }
  });
});
