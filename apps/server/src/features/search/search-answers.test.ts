import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnswerHit, AuthResponse, Question, SearchResponse } from '@stackhive/shared';
import { asUser, createTestApp, signUp, type TestApp } from '../../test/helpers.js';
import { askAs, expectRefusedOperators, searchOf } from '../../test/search.js';

// Issue 32: answers are searchable (`is:answer`, `isaccepted:`), on both engines.
let t: TestApp;
let asker: AuthResponse;
let helper: AuthResponse;
const questions: Record<string, string> = {};
const answers: Record<string, string> = {};

/** PATCH /api/answer/{action}/{question id} as `who`, expecting the updated question. */
async function onAnswers(who: AuthResponse, action: string, question: string, payload: object) {
  const response = await t.app.inject(
    asUser(who.token, {
      method: 'PATCH',
      url: `/api/answer/${action}/${questions[question]}`,
      payload,
    }),
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Question>();
}

async function answer(key: string, who: AuthResponse, question: string, body: string) {
  const updated = await onAnswers(who, 'post', question, { answerBody: body });
  answers[key] = updated.answer.at(-1)!._id;
}

beforeAll(async () => {
  t = await createTestApp();
  asker = await signUp(t.app, { name: 'Asha Asker' });
  helper = await signUp(t.app, { name: 'Hugo Helper' });
  questions.git = await askAs(t, asker.token, 'Take back a commit', 'Wrong files.', ['git']);
  questions.py = await askAs(t, asker.token, 'Slow grouping of rows', 'Ten million.', ['python']);
  // Oldest first.
  await answer('reset', helper, 'git', 'Run git reset --soft HEAD~1 to undo the last commit.');
  await answer('revert', asker, 'git', 'If it was pushed, git revert makes a new commit.');
  await answer('agg', helper, 'py', 'Use **groupby** with `agg`, and go vectorised: undo loops.');
  await onAnswers(asker, 'accept', 'git', { answerId: answers.reset });
  await t.app.deps.db
    .updateTable('answers')
    .set({ upVotes: 4 })
    .where('id', '=', answers.agg!)
    .execute();
});
afterAll(() => t.close());

const search = searchOf(() => t);
const hits = (result: SearchResponse): AnswerHit[] => {
  expect(result.type).toBe('answers');
  return result.type === 'answers' ? result.items : [];
};
/** The answers a search finds, by their names here, in order. */
const found = async (q: string, extra = '') =>
  hits(await search(q, 'questions', extra)).map(
    (hit) => Object.keys(answers).find((key) => answers[key] === hit._id) ?? hit._id,
  );

describe('is:answer', () => {
  it('finds answers by every word, each with its question, author, mark and the text matched', async () => {
    const result = await search('is:answer undo commit');
    expect(hits(result)).toEqual([
      {
        _id: answers.reset,
        questionId: questions.git,
        questionTitle: 'Take back a commit',
        votes: 0,
        accepted: true,
        answeredOn: expect.any(String),
        userId: helper.result._id,
        userAnswered: 'Hugo Helper',
        excerpt: 'Run git reset --soft HEAD~1 to undo the last commit.',
      },
    ]);
    // The questions tab counts answers; the other tabs are left out.
    expect(result.counts).toEqual({
      questions: { count: 1, capped: false },
      tags: { count: 0, capped: false },
      posts: { count: 0, capped: false },
      users: { count: 0, capped: false },
    });
    // A tag named in brackets narrows the answers; the tags tab stays out of it.
    const tagged = await search('is:answer [git]', 'tags');
    expect(tagged.counts.tags).toEqual({ count: 0, capped: false });
    expect(tagged.items).toEqual([]);
    // Without is:answer, the same words find the question (its title holds "commit" only).
    expect((await search('undo commit')).counts.questions.count).toBe(0);
    expect(await found('is:answer commit', '&sort=newest')).toEqual(['revert', 'reset']);
    expect(await found('is:answer "new commit"')).toEqual(['revert']);
    expect(await found('is:answer commit -pushed')).toEqual(['reset']);
  });

  it('shows answers as plain text, and a short word only as a whole word', async () => {
    const [agg] = hits(await search('is:answer groupby'));
    expect(agg?.excerpt).toBe('Use groupby with agg, and go vectorised: undo loops.');
    expect(await found('is:answer go')).toEqual(['agg']);
    expect(await found('is:answer gi')).toEqual([]);
  });

  it('lists every answer with an operator alone, newest first or by votes', async () => {
    expect(await found('is:answer')).toEqual(['agg', 'revert', 'reset']);
    expect(await found('is:answer', '&sort=votes')).toEqual(['agg', 'revert', 'reset']);
    // One at a time, through every page, without repeats.
    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page = await search('is:answer', 'questions', `&limit=1&sort=newest${cursor}`);
      seen.push(...hits(page).map((hit) => hit._id));
      cursor = page.nextCursor === null ? null : `&cursor=${page.nextCursor}`;
    }
    expect(seen).toEqual([answers.agg, answers.revert, answers.reset]);
  });

  it("reads user:, score: and created: as the answer's, tags and the rest as its question's", async () => {
    expect(await found(`is:answer user:${helper.result._id}`)).toEqual(['agg', 'reset']);
    expect(await found('is:answer score:1')).toEqual(['agg']);
    expect(await found('is:answer [git]')).toEqual(['revert', 'reset']);
    expect(await found('is:answer [git] [python]')).toEqual([]);
    expect(await found('is:answer hasaccepted:no')).toEqual(['agg']);
    const thisYear = new Date().getUTCFullYear();
    expect(await found(`is:answer created:${thisYear}`)).toHaveLength(3);
    expect(await found(`is:answer created:..${thisYear - 1}`)).toEqual([]);
  });

  it('isaccepted: finds the accepted answers, or the others, and implies is:answer', async () => {
    expect(await found('isaccepted:yes')).toEqual(['reset']);
    expect(await found('isaccepted:no')).toEqual(['agg', 'revert']);
    expect(await found('commit isaccepted:no')).toEqual(['revert']);
  });

  it('follows edits and deletions', async () => {
    await onAnswers(asker, 'edit', 'git', {
      answerId: answers.revert,
      answerBody: 'A revert records a fresh change.',
    });
    expect(await found('is:answer fresh')).toEqual(['revert']);
    expect(await found('is:answer "new commit"')).toEqual([]);
    await onAnswers(asker, 'delete', 'git', { answerId: answers.revert });
    expect(await found('is:answer fresh')).toEqual([]);
    expect(await found('is:answer')).toEqual(['agg', 'reset']);
  });

  it("follows its question's tags when the question is retagged", async () => {
    expect(await found('is:answer [git] undo')).toEqual(['reset']);
    const retag = await t.app.inject(
      asUser(asker.token, {
        method: 'PATCH',
        url: `/api/questions/${questions.git}`,
        payload: {
          questionTitle: 'Take back a commit',
          questionBody: 'Wrong files.',
          questionTags: ['docker'],
        },
      }),
    );
    expect(retag.statusCode, retag.body).toBe(200);
    expect(await found('is:answer [git] undo')).toEqual([]);
    expect(await found('is:answer [docker] undo')).toEqual(['reset']);
    // The answer's own words stay as they were.
    expect(await found('is:answer undo commit')).toEqual(['reset']);
  });

  it('answers 400 naming what it cannot read', async () => {
    await expectRefusedOperators(t, [
      ['is:answer is:question', 'is:question'],
      ['isaccepted:maybe', 'isaccepted:maybe'],
      ['is:comment', 'is:comment'],
    ]);
    // A NUL is refused (the text guard, for every route), never a 500: SQLite's full-text
    // search would read the query only up to it.
    for (const q of ['a\0b', 'is:answer a\0bc', 'walrus a\0b']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/search?q=${encodeURIComponent(q)}`,
      });
      expect(response.statusCode, q).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(
        'querystring.q: text must not contain NUL characters',
      );
    }
  });
});
