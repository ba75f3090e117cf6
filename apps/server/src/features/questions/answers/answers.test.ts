import { describe, expect, it } from 'vitest';
import { MESSAGES, type AuthResponse, type Question } from '@stackhive/shared';
import { asUser } from '../../../test/helpers.js';
import { alice, askOk, bob, list, MISSING, t, useQuestionsApp } from '../../../test/questions.js';

useQuestionsApp();

describe('answers', () => {
  const post = (session: AuthResponse | null, id: string, payload: Record<string, unknown>) => {
    const options = { method: 'PATCH' as const, url: `/api/answer/post/${id}`, payload };
    return t.app.inject(session ? asUser(session.token, options) : options);
  };
  const remove = (session: AuthResponse | null, id: string, payload: Record<string, unknown>) => {
    const options = { method: 'PATCH' as const, url: `/api/answer/delete/${id}`, payload };
    return t.app.inject(session ? asUser(session.token, options) : options);
  };

  it('posts with the server-side count and author name, and deletes as the author', async () => {
    const question = await askOk(alice);
    const posted = await post(bob, question._id, {
      noOfAnswers: 41,
      answerBody: ' Use `[::-1]`. ',
      userAnswered: 'Mallory',
      userId: bob.result._id,
    });
    expect(posted.statusCode).toBe(200);
    const updated = posted.json<Question>();
    expect(updated.noOfAnswers).toBe(1);
    expect(updated.answer).toHaveLength(1);
    expect(updated.answer[0]).toMatchObject({
      answerBody: 'Use `[::-1]`.',
      userAnswered: 'Bob',
      userId: bob.result._id,
    });
    const second = (
      await post(alice, question._id, { answerBody: 'Or list.reverse().' })
    ).json<Question>();
    expect(second.noOfAnswers).toBe(2);
    expect(second.answer.map((a) => a.userAnswered)).toEqual(['Bob', 'Alice']);

    const answerId = updated.answer[0]?._id as string;
    expect((await remove(alice, question._id, { answerId, noOfAnswers: 0 })).statusCode).toBe(403);
    const afterDelete = await remove(bob, question._id, { answerId, noOfAnswers: 99 });
    expect(afterDelete.statusCode).toBe(200);
    expect(afterDelete.json<Question>()).toMatchObject({ noOfAnswers: 1 });
    expect((await remove(bob, question._id, { answerId })).statusCode).toBe(404);
    const listed = (await list()).items.find((item) => item._id === question._id);
    expect(listed?.noOfAnswers).toBe(1);
  });

  it('refuses an empty body (400), visitors (401), another userId (403), missing questions (404)', async () => {
    const question = await askOk(alice);
    const empty = await post(bob, question._id, { answerBody: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(`answerBody: ${MESSAGES.enterAnswer}`);
    expect((await post(null, question._id, { answerBody: 'x' })).statusCode).toBe(401);
    expect(
      (await post(bob, question._id, { answerBody: 'x', userId: alice.result._id })).statusCode,
    ).toBe(403);
    expect((await post(bob, MISSING, { answerBody: 'x' })).statusCode).toBe(404);
    expect((await remove(bob, question._id, { answerId: MISSING })).statusCode).toBe(404);
    expect((await remove(bob, question._id, {})).statusCode).toBe(400);
  });

  it('refuses deleting an answer through another question (404)', async () => {
    const q1 = await askOk(alice);
    const q2 = await askOk(alice);
    const answerId = (await post(bob, q1._id, { answerBody: 'a' })).json<Question>().answer[0]
      ?._id as string;
    expect((await remove(bob, q2._id, { answerId })).statusCode).toBe(404);
  });
});
