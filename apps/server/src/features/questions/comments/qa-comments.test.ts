import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse, Page, QaComment, Question } from '@stackhive/shared';
import { MESSAGES } from '@stackhive/shared';
import { asUser, createTestApp, signUp, TEST_ENGINE, type TestApp } from '../../../test/helpers.js';

/** Issue 15, comments on questions and answers. */
describe(`comments on questions and answers on ${TEST_ENGINE}`, () => {
  let t: TestApp;
  let asker: AuthResponse;
  let helper: AuthResponse;
  let admin: AuthResponse;
  beforeAll(async () => {
    t = await createTestApp();
    asker = await signUp(t.app);
    helper = await signUp(t.app);
    admin = await signUp(t.app);
    await t.app.deps.db
      .updateTable('users')
      .set({ isAdmin: 1, emailVerified: 1 })
      .where('id', '=', admin.result._id)
      .execute();
  });
  afterAll(() => t.close());

  const call = (
    session: AuthResponse | null,
    method: 'GET' | 'PATCH' | 'POST',
    url: string,
    payload?: object,
  ) => {
    const options = { method, url: `/api${url}`, ...(payload ? { payload } : {}) };
    return t.app.inject(session ? asUser(session.token, options) : options);
  };
  const questionWithAnswer = async () => {
    const { _id: id } = (
      await call(asker, 'POST', '/questions/Ask', {
        questionTitle: 'Needs a clarification',
        questionBody: 'b',
        questionTags: ['git'],
      })
    ).json<Question>();
    const answered = (
      await call(helper, 'PATCH', `/answer/post/${id}`, { answerBody: 'An answer.' })
    ).json<Question>();
    return { id, answerId: answered.answer[0]!._id };
  };
  const comment = async (session: AuthResponse, id: string, body: object) => {
    const response = await call(session, 'PATCH', `/questions/${id}/comments`, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Question>();
  };

  it('comments on the question and on an answer, oldest first, the first 5 shown with the count', async () => {
    const q = await questionWithAnswer();
    for (let i = 1; i <= 7; i += 1)
      await comment(helper, q.id, { commentBody: `On the question ${i}` });
    const after = await comment(asker, q.id, {
      answerId: q.answerId,
      commentBody: 'Thanks, `git reset` it is',
    });
    expect(after.noOfComments).toBe(7);
    expect(after.comments.map((c) => c.commentBody)).toEqual(
      [1, 2, 3, 4, 5].map((i) => `On the question ${i}`),
    );
    expect(after.answer[0]).toMatchObject({
      noOfComments: 1,
      comments: [{ commentBody: 'Thanks, `git reset` it is', userId: asker.result._id }],
    });
    // "Show 2 more": the rest, a page at a time.
    const page = (
      await t.app.inject({ method: 'GET', url: `/api/questions/${q.id}/comments?limit=5` })
    ).json<Page<QaComment>>();
    expect(page.total).toBe(7);
    const rest = (
      await t.app.inject({
        method: 'GET',
        url: `/api/questions/${q.id}/comments?limit=5&cursor=${page.nextCursor}`,
      })
    ).json<Page<QaComment>>();
    expect(rest.items.map((c) => c.commentBody)).toEqual([
      'On the question 6',
      'On the question 7',
    ]);
    expect(rest.nextCursor).toBeNull();
    const answerComments = (
      await t.app.inject({
        method: 'GET',
        url: `/api/questions/${q.id}/comments?answerId=${q.answerId}`,
      })
    ).json<Page<QaComment>>();
    expect(answerComments.total).toBe(1);
  });

  it('checks the body (1-600 characters), the caller (401) and the post (404)', async () => {
    const q = await questionWithAnswer();
    const empty = await call(helper, 'PATCH', `/questions/${q.id}/comments`, { commentBody: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain(MESSAGES.enterCommentPage);
    const long = await call(helper, 'PATCH', `/questions/${q.id}/comments`, {
      commentBody: 'x'.repeat(601),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/commentBody/);
    expect(
      (await call(null, 'PATCH', `/questions/${q.id}/comments`, { commentBody: 'hi' })).statusCode,
    ).toBe(401);
    expect(
      (await call(helper, 'PATCH', '/questions/no-such/comments', { commentBody: 'hi' }))
        .statusCode,
    ).toBe(404);
    const other = await questionWithAnswer();
    const elsewhere = await call(helper, 'PATCH', `/questions/${q.id}/comments`, {
      answerId: other.answerId,
      commentBody: 'hi',
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().message).toBe(MESSAGES.answerNotFound);
  });

  it('deletes by the author or an admin only, and counts follow', async () => {
    const q = await questionWithAnswer();
    const first = await comment(helper, q.id, { answerId: q.answerId, commentBody: 'Mine' });
    const second = await comment(helper, q.id, { answerId: q.answerId, commentBody: 'Also mine' });
    const [mine, also] = second.answer[0]!.comments;
    expect(first.answer[0]!.noOfComments).toBe(1);
    const remove = (session: AuthResponse | null, commentId: string) =>
      call(session, 'PATCH', `/questions/${q.id}/comments/delete`, { commentId });
    expect((await remove(asker, mine!._id)).statusCode).toBe(403);
    expect((await remove(null, mine!._id)).statusCode).toBe(401);
    expect((await remove(helper, 'no-such-comment')).statusCode).toBe(404);
    const byAuthor = await remove(helper, mine!._id);
    expect(byAuthor.statusCode).toBe(200);
    expect(byAuthor.json<Question>().answer[0]!.noOfComments).toBe(1);
    const byAdmin = await remove(admin, also!._id);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json<Question>().answer[0]).toMatchObject({ noOfComments: 0, comments: [] });
  });

  it('counts exactly when many comment at once, and goes with its answer', async () => {
    const q = await questionWithAnswer();
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        comment(i % 2 ? asker : helper, q.id, { answerId: q.answerId, commentBody: `c${i}` }),
      ),
    );
    const detail = (
      await t.app.inject({
        method: 'GET',
        url: `/api/questions/${q.id}`,
        headers: { 'cache-control': 'no-cache' },
      })
    ).json<Question>();
    expect(detail.answer[0]!.noOfComments).toBe(8);
    expect(detail.answer[0]!.comments).toHaveLength(5);
    await call(helper, 'PATCH', `/answer/delete/${q.id}`, { answerId: q.answerId });
    const left = await t.app.deps.db
      .selectFrom('qaComments')
      .select('id')
      .where('answerId', '=', q.answerId)
      .execute();
    expect(left).toEqual([]);
  });
});
