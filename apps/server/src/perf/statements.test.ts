import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '@stackhive/shared';
import { SAMPLES } from '../test/media-samples.js';
import { asUser, createTestApp, signUp, upload, type TestApp } from '../test/helpers.js';

/**
 * Every request runs a small, fixed number of SQL statements, whatever the data: an N+1
 * (a query per row of a page) would show here as counts growing with the page.
 */
const MAX_STATEMENTS = 5;
/**
 * A write that moves reputation (a vote, an accept) also reads the users it touches and their
 * live events, and writes the ledger (issue 29: the rules moved out of the database's
 * triggers into features/reputation). PostgreSQL writes the ledger in one statement; SQLite,
 * without data-modifying CTEs, in up to three. Still fixed, whatever the data.
 */
const MAX_LEDGER_STATEMENTS = 8;
/**
 * A request that earns a badge (a first vote, accept or edit here: once per user and badge)
 * also writes the award and its notification: one statement on PostgreSQL, two on SQLite.
 */
const AWARD_STATEMENTS = 2;
/**
 * A search first looks its words of three letters or more up among the indexed words (one
 * statement for all of them: word-lexicon.postgres.ts, word-lexicon.sqlite.ts).
 */
const wordLookup = (url: string) => (url.startsWith('/api/search') ? 1 : 0);
/**
 * A route whose `:id` is a question first asks whether the question is a team's (issue 33:
 * the team gate, features/questions/team-gate.plugin.ts): one primary-key read.
 */
const TEAM_GATE = 1;
const gated = (url: string) => (/^\/api\/(questions\/[^/?]+$|answer\/)/.test(url) ? TEAM_GATE : 0);

let t: TestApp;
let statements: string[] = [];
let user: AuthResponse;
let other: AuthResponse;
let questionId: string;
let postId: string;

beforeAll(async () => {
  // Data statements only: the transaction's begin and commit are not counted.
  t = await createTestApp(
    {},
    { onQuery: (sql) => !/^(begin|commit|rollback)\b/i.test(sql) && statements.push(sql) },
  );
  user = await signUp(t.app, { name: 'Counter' });
  other = await signUp(t.app, { name: 'Other' });
  await t.app.inject(
    asUser(user.token, {
      method: 'PATCH',
      url: `/api/user/addFriend/${user.result._id}`,
      payload: { friends: [{ userName: 'o', userId: other.result._id }] },
    }),
  );
  // Enough rows that a per-row query would be obvious: 25 questions with answers and votes,
  // 25 posts with media, likes and comments.
  for (let i = 0; i < 25; i += 1) {
    const asker = i % 2 ? user : other;
    const question = await t.app.inject(
      asUser(asker.token, {
        method: 'POST',
        url: '/api/questions/Ask',
        payload: {
          questionTitle: `Counting question ${i}`,
          questionBody: 'Counting body',
          questionTags: ['sql', 'git'],
        },
      }),
    );
    questionId = question.json()._id;
    const voter = asker === user ? other : user;
    await t.app.inject(
      asUser(voter.token, {
        method: 'PATCH',
        url: `/api/questions/vote/${questionId}`,
        payload: { value: 'upVote' },
      }),
    );
    await t.app.inject(
      asUser(voter.token, {
        method: 'PATCH',
        url: `/api/answer/post/${questionId}`,
        payload: { answerBody: 'An answer' },
      }),
    );
    const media = await upload(t.app, asker.token, SAMPLES.png);
    const post = await t.app.inject(
      asUser(asker.token, {
        method: 'POST',
        url: '/api/community/new-post',
        payload: { postTitle: `Counting post ${i}`, postContent: [media] },
      }),
    );
    postId = post.json()._id;
    await t.app.inject(
      asUser(voter.token, { method: 'PATCH', url: `/api/community/like/${postId}`, payload: {} }),
    );
    await t.app.inject(
      asUser(voter.token, {
        method: 'PATCH',
        url: `/api/comment/post/${postId}`,
        payload: { commentBody: 'A comment' },
      }),
    );
  }
});
afterAll(() => t.close());

async function count(
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
  token?: string,
): Promise<number> {
  statements = [];
  const options = { method, url, ...(payload ? { payload } : {}) };
  const response = await t.app.inject(token ? asUser(token, options) : options);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  if (process.env.SHOW_SQL) console.log(url, statements);
  return statements.length;
}

/** A question by `user` (tagged sql) with one answer by `other`. */
async function askAndAnswer(questionTitle: string): Promise<{ id: string; answerId: string }> {
  const asked = await t.app.inject(
    asUser(user.token, {
      method: 'POST',
      url: '/api/questions/Ask',
      payload: { questionTitle, questionBody: 'b', questionTags: ['sql'] },
    }),
  );
  const id = asked.json()._id;
  const answered = await t.app.inject(
    asUser(other.token, {
      method: 'PATCH',
      url: `/api/answer/post/${id}`,
      payload: { answerBody: 'Counted' },
    }),
  );
  return { id, answerId: answered.json().answer[0]._id };
}

describe(`at most ${MAX_STATEMENTS} SQL statements per request`, () => {
  const reads: [string, string, boolean][] = [
    ['question list', '/api/questions/get?limit=20', false],
    ['question list, signed in', '/api/questions/get?limit=20', true],
    ['question detail', '/api/questions/QID', false],
    ['tag page', '/api/questions/get?tag=sql&limit=20', false],
    ['user list', '/api/user/getAllUsers?limit=20', false],
    ['profile', '/api/user/UID', false],
    ['current user', '/api/user/me', true],
    ['community feed', '/api/community/get?limit=20', false],
    ['community feed, following', '/api/community/get?limit=20', true],
    ['post page', '/api/community/post/PID', false],
    ['user posts', '/api/community/user/UID', false],
    ['search', '/api/search?q=counting', false],
    ['search, short query', '/api/search?q=co', false],
    ['search, users tab', '/api/search?q=counter&type=users', false],
  ];
  it.each(reads)('%s', async (_label, url, signedIn) => {
    const resolved = url
      .replace('QID', questionId)
      .replace('PID', postId)
      .replace('UID', user.result._id);
    const extra = wordLookup(url) + gated(url);
    expect(
      await count('GET', resolved, undefined, signedIn ? user.token : undefined),
    ).toBeLessThanOrEqual(MAX_STATEMENTS + extra);
  });

  it('post an answer', async () => {
    expect(
      await count(
        'PATCH',
        `/api/answer/post/${questionId}`,
        { answerBody: 'Counted answer' },
        user.token,
      ),
    ).toBeLessThanOrEqual(MAX_STATEMENTS + TEAM_GATE);
  });

  it('accept an answer, and un-accept it', async () => {
    const { id, answerId } = await askAndAnswer('Accept counting');
    for (let round = 0; round < 2; round++) {
      expect(
        await count('PATCH', `/api/answer/accept/${id}`, { answerId }, user.token),
      ).toBeLessThanOrEqual(MAX_LEDGER_STATEMENTS + AWARD_STATEMENTS + TEAM_GATE);
    }
  });

  it('vote, and vote again', async () => {
    const asked = await t.app.inject(
      asUser(other.token, {
        method: 'POST',
        url: '/api/questions/Ask',
        payload: { questionTitle: 'Vote counting', questionBody: 'b', questionTags: ['sql'] },
      }),
    );
    const id = asked.json()._id;
    expect(
      await count('PATCH', `/api/questions/vote/${id}`, { value: 'upVote' }, user.token),
    ).toBeLessThanOrEqual(MAX_LEDGER_STATEMENTS + AWARD_STATEMENTS + TEAM_GATE);
    expect(
      await count('PATCH', `/api/questions/vote/${id}`, { value: 'downVote' }, user.token),
    ).toBeLessThanOrEqual(MAX_LEDGER_STATEMENTS + AWARD_STATEMENTS + TEAM_GATE);
  });

  it('vote on an answer, edit it, edit the question and retag it', async () => {
    const { id, answerId } = await askAndAnswer('Edit counting');
    expect(
      await count('PATCH', `/api/answer/vote/${id}`, { answerId, value: 'upVote' }, user.token),
    ).toBeLessThanOrEqual(MAX_LEDGER_STATEMENTS + AWARD_STATEMENTS + TEAM_GATE);
    const writes: [string, object, string][] = [
      [`/api/answer/edit/${id}`, { answerId, answerBody: 'Counted, edited' }, other.token],
      [
        `/api/questions/${id}`,
        { questionTitle: 'Edit counting', questionBody: 'b, edited', questionTags: ['sql'] },
        user.token,
      ],
      [
        `/api/questions/${id}`,
        { questionTitle: 'Edit counting', questionBody: 'b, edited', questionTags: ['git', 'css'] },
        user.token,
      ],
    ];
    // The first edit of each editor makes them an Editor; the later ones award nothing.
    const awarded = new Set<string>();
    for (const [url, payload, token] of writes) {
      const budget = MAX_STATEMENTS + TEAM_GATE + (awarded.has(token) ? 0 : AWARD_STATEMENTS);
      awarded.add(token);
      expect(await count('PATCH', url, payload, token), url).toBeLessThanOrEqual(budget);
    }
  });

  it('the question list does not grow with the page size', async () => {
    const small = await count('GET', '/api/questions/get?limit=2');
    const large = await count('GET', '/api/questions/get?limit=25');
    expect(large).toBe(small);
  });
});
