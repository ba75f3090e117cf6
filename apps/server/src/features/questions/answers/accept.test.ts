import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGES,
  type AuthResponse,
  type Question,
  type QuestionSummary,
} from '@stackhive/shared';
import { asUser, createTestApp, signUp, TEST_ENGINE, type TestApp } from '../../../test/helpers.js';

/** Issue 15, accepted answers: PATCH /api/answer/accept/{questionId} {answerId}. */
describe(`accepted answers on ${TEST_ENGINE}`, () => {
  let t: TestApp;
  let asker: AuthResponse;
  let helper: AuthResponse;
  let other: AuthResponse;
  beforeAll(async () => {
    t = await createTestApp();
    [asker, helper, other] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
  });
  afterAll(() => t.close());

  const as = (
    session: AuthResponse | null,
    method: 'PATCH' | 'POST',
    url: string,
    payload: object,
  ) =>
    t.app.inject(
      session
        ? asUser(session.token, { method, url: `/api${url}`, payload })
        : { method, url: `/api${url}`, payload },
    );
  /** A question by the asker with two answers (by the helper, then by the asker). */
  const questionWithAnswers = async () => {
    const asked = (
      await as(asker, 'POST', '/questions/Ask', {
        questionTitle: 'Which answer helped?',
        questionBody: 'b',
        questionTags: ['git'],
      })
    ).json<Question>();
    await as(helper, 'PATCH', `/answer/post/${asked._id}`, { answerBody: 'first' });
    const answered = (
      await as(asker, 'PATCH', `/answer/post/${asked._id}`, { answerBody: 'second' })
    ).json<Question>();
    const [first, second] = answered.answer.map((answer) => answer._id) as [string, string];
    return { id: asked._id, first, second };
  };
  const accept = (session: AuthResponse | null, id: string, answerId: string) =>
    as(session, 'PATCH', `/answer/accept/${id}`, { answerId });
  const detail = async (id: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/questions/${id}` })).json<Question>();

  it('a question starts with none; the asker accepts one, and it is listed first', async () => {
    const q = await questionWithAnswers();
    expect((await detail(q.id)).acceptedAnswerId).toBeNull();
    const response = await accept(asker, q.id, q.second);
    expect(response.statusCode).toBe(200);
    const question = response.json<Question>();
    expect(question.acceptedAnswerId).toBe(q.second);
    expect(question.answer.map((answer) => answer.answerBody)).toEqual(['second', 'first']);
    expect((await detail(q.id)).acceptedAnswerId).toBe(q.second);
  });

  it('accepting the accepted answer again un-accepts it; another moves the mark', async () => {
    const q = await questionWithAnswers();
    await accept(asker, q.id, q.first);
    expect((await accept(asker, q.id, q.second)).json<Question>().acceptedAnswerId).toBe(q.second);
    const undone = (await accept(asker, q.id, q.second)).json<Question>();
    expect(undone.acceptedAnswerId).toBeNull();
    expect(undone.answer.map((answer) => answer.answerBody)).toEqual(['first', 'second']);
  });

  it('the list items carry the mark too', async () => {
    const q = await questionWithAnswers();
    await accept(asker, q.id, q.first);
    const list = await t.app.inject({ method: 'GET', url: '/api/questions/get?limit=100' });
    const item = list.json<{ items: QuestionSummary[] }>().items.find((i) => i._id === q.id);
    expect(item?.acceptedAnswerId).toBe(q.first);
  });

  it('deleting the accepted answer clears the mark', async () => {
    const q = await questionWithAnswers();
    await accept(asker, q.id, q.first);
    const deleted = await as(helper, 'PATCH', `/answer/delete/${q.id}`, { answerId: q.first });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json<Question>()).toMatchObject({ acceptedAnswerId: null, noOfAnswers: 1 });
    expect((await detail(q.id)).acceptedAnswerId).toBeNull();
  });

  it('refuses everyone but the asker (403), anonymous callers (401) and bad ids (404, 400)', async () => {
    const q = await questionWithAnswers();
    expect((await accept(helper, q.id, q.first)).statusCode).toBe(403);
    expect((await accept(other, q.id, q.first)).statusCode).toBe(403);
    expect((await accept(null, q.id, q.first)).statusCode).toBe(401);
    const missingQuestion = await accept(asker, 'no-such-question', q.first);
    expect(missingQuestion.statusCode).toBe(404);
    expect(missingQuestion.json().message).toBe(MESSAGES.questionNotFound);
    const missingAnswer = await accept(asker, q.id, 'no-such-answer');
    expect(missingAnswer.statusCode).toBe(404);
    expect(missingAnswer.json().message).toBe(MESSAGES.answerNotFound);
    // An answer of another question is not this question's.
    const elsewhere = await questionWithAnswers();
    expect((await accept(asker, q.id, elsewhere.first)).statusCode).toBe(404);
    const noBody = await as(asker, 'PATCH', `/answer/accept/${q.id}`, {});
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().message).toMatch(/answerId/);
    expect((await detail(q.id)).acceptedAnswerId).toBeNull();
  });

  it('two accepts at once apply one after the other: the mark ends on one of them', async () => {
    const q = await questionWithAnswers();
    const results = await Promise.all([
      accept(asker, q.id, q.first),
      accept(asker, q.id, q.second),
    ]);
    expect(results.map((result) => result.statusCode)).toEqual([200, 200]);
    expect([q.first, q.second]).toContain((await detail(q.id)).acceptedAnswerId);
    // Both toggled from the state the other left: the same answer twice at once un-accepts.
    const again = await questionWithAnswers();
    await Promise.all([accept(asker, again.id, again.first), accept(asker, again.id, again.first)]);
    expect((await detail(again.id)).acceptedAnswerId).toBeNull();
  });
});
