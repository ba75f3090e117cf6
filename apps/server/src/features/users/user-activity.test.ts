import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LIMITS,
  type AuthResponse,
  type Page,
  type Question,
  type QuestionSummary,
  type TopTag,
  type UserAnswer,
} from '@stackhive/shared';
import { asUser, createTestApp, signUp, TEST_ENGINE, type TestApp } from '../../test/helpers.js';

/**
 * Issue 16, a profile's questions and answers tabs (by votes or newest, paginated) and its
 * top tags by answer score. On both engines.
 */
describe(`a profile's questions, answers and top tags on ${TEST_ENGINE}`, () => {
  let t: TestApp;
  let author: AuthResponse;
  const voters: AuthResponse[] = [];
  const asked: Question[] = [];
  const answerIds: string[] = [];

  const write = async <T>(
    session: AuthResponse,
    method: 'POST' | 'PATCH',
    url: string,
    payload: object,
  ) => {
    const response = await t.app.inject(
      asUser(session.token, { method, url: `/api${url}`, payload }),
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };
  const get = async <T>(url: string, status = 200) => {
    const response = await t.app.inject({ method: 'GET', url: `/api${url}` });
    expect(response.statusCode, response.body).toBe(status);
    return response.json<T>();
  };

  beforeAll(async () => {
    t = await createTestApp();
    author = await signUp(t.app);
    const asker = await signUp(t.app);
    for (let i = 0; i < 3; i += 1) voters.push(await signUp(t.app));
    // The author asks three questions and answers three of the asker's, in this order.
    for (const [i, tags] of [['git'], ['python'], ['git', 'bash']].entries()) {
      asked.push(
        await write<Question>(author, 'POST', '/questions/Ask', {
          questionTitle: `Author question ${i}`,
          questionBody: 'Body.',
          questionTags: tags,
        }),
      );
    }
    for (const [i, tags] of [['git'], ['python'], ['git', 'python']].entries()) {
      const q = await write<Question>(asker, 'POST', '/questions/Ask', {
        questionTitle: `Asker question ${i}`,
        questionBody: 'Body.',
        questionTags: tags,
      });
      const answered = await write<Question>(author, 'PATCH', `/answer/post/${q._id}`, {
        answerBody: `Answer ${i}.`,
      });
      answerIds.push(answered.answer[0]!._id);
      if (i === 1)
        await write(asker, 'PATCH', `/answer/accept/${q._id}`, { answerId: answerIds[i] });
    }
    // Scores: question 1 gets 2 up, question 2 gets 1 down; answer 2 gets 3 up, answer 0 1 up.
    const vote = (who: AuthResponse, url: string, payload: object) =>
      write(who, 'PATCH', url, payload);
    await vote(voters[0]!, `/questions/vote/${asked[1]!._id}`, { value: 'upVote' });
    await vote(voters[1]!, `/questions/vote/${asked[1]!._id}`, { value: 'upVote' });
    await vote(voters[0]!, `/questions/vote/${asked[2]!._id}`, { value: 'downVote' });
    const answerQuestion = async (answerId: string) =>
      (await get<Page<UserAnswer>>(`/user/${author.result._id}/answers?sort=newest`)).items.find(
        (a) => a._id === answerId,
      )!.questionId;
    for (const voter of voters) {
      await vote(voter, `/answer/vote/${await answerQuestion(answerIds[2]!)}`, {
        answerId: answerIds[2],
        value: 'upVote',
      });
    }
    await vote(voters[0]!, `/answer/vote/${await answerQuestion(answerIds[0]!)}`, {
      answerId: answerIds[0],
      value: 'upVote',
    });
  });
  afterAll(() => t.close());

  it('lists their questions by votes or newest, a page at a time', async () => {
    const id = author.result._id;
    const byVotes = await get<Page<QuestionSummary>>(`/user/${id}/questions`);
    expect(byVotes.items.map((q) => [q.questionTitle, q.votes])).toEqual([
      ['Author question 1', 2],
      ['Author question 0', 0],
      ['Author question 2', -1],
    ]);
    expect(byVotes.total).toBe(3);
    const first = await get<Page<QuestionSummary>>(`/user/${id}/questions?sort=newest&limit=2`);
    expect(first.items.map((q) => q.questionTitle)).toEqual([
      'Author question 2',
      'Author question 1',
    ]);
    const rest = await get<Page<QuestionSummary>>(
      `/user/${id}/questions?sort=newest&limit=2&cursor=${first.nextCursor!}`,
    );
    expect([rest.items.map((q) => q.questionTitle), rest.nextCursor]).toEqual([
      ['Author question 0'],
      null,
    ]);
    const votesPage = await get<Page<QuestionSummary>>(`/user/${id}/questions?limit=2`);
    const votesRest = await get<Page<QuestionSummary>>(
      `/user/${id}/questions?limit=2&cursor=${votesPage.nextCursor!}`,
    );
    expect(votesRest.items.map((q) => q.questionTitle)).toEqual(['Author question 2']);
  });

  it('lists their answers with their questions, scores and accepted marks', async () => {
    const id = author.result._id;
    const byVotes = await get<Page<UserAnswer>>(`/user/${id}/answers`);
    expect(byVotes.items.map((a) => [a.questionTitle, a.votes, a.accepted])).toEqual([
      ['Asker question 2', 3, false],
      ['Asker question 0', 1, false],
      ['Asker question 1', 0, true],
    ]);
    const first = await get<Page<UserAnswer>>(`/user/${id}/answers?limit=1`);
    const second = await get<Page<UserAnswer>>(
      `/user/${id}/answers?limit=1&cursor=${first.nextCursor!}`,
    );
    expect(second.items.map((a) => a.questionTitle)).toEqual(['Asker question 0']);
    const newest = await get<Page<UserAnswer>>(`/user/${id}/answers?sort=newest`);
    expect(newest.items.map((a) => a.questionTitle)).toEqual([
      'Asker question 2',
      'Asker question 1',
      'Asker question 0',
    ]);
  });

  it('ranks their top tags by the summed score of their answers', async () => {
    const top = await get<{ items: TopTag[] }>(`/user/${author.result._id}/top-tags`);
    // git: answers 0 (1) and 2 (3); python: answers 1 (0) and 2 (3).
    expect(top.items).toEqual([
      { tag: 'git', score: 4, answers: 2 },
      { tag: 'python', score: 3, answers: 2 },
    ]);
    expect(top.items.length).toBeLessThanOrEqual(LIMITS.topTags.shown);
  });

  it('answers 404 for a missing user and 400 for a bad sort or cursor', async () => {
    for (const list of ['questions', 'answers', 'top-tags'])
      await get(`/user/no-such-user/${list}`, 404);
    const bad = await get<{ message: string }>(
      `/user/${author.result._id}/answers?sort=oldest`,
      400,
    );
    expect(bad.message).toContain('sort');
    // A newest cursor is not a votes cursor.
    const newest = await get<Page<UserAnswer>>(
      `/user/${author.result._id}/answers?sort=newest&limit=1`,
    );
    await get(`/user/${author.result._id}/answers?sort=votes&cursor=${newest.nextCursor!}`, 400);
  });
});
