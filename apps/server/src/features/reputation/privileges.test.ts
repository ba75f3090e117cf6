import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import {
  MESSAGES,
  PRIVILEGES,
  privilegeMessage,
  type AuthResponse,
  type Page,
  type Question,
  type QuestionRevision,
  type QuestionSummary,
} from '@stackhive/shared';
import { asUser, createTestApp, signUp, TEST_ENGINE, type TestApp } from '../../test/helpers.js';

/**
 * Issue 16, privileges: the gated powers are refused below their threshold (403 naming the
 * reputation needed) and allowed at it, and admins hold them all; close as duplicate and
 * reopen, and a closed question refusing answers. On both engines.
 */
describe(`privileges on ${TEST_ENGINE}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const call = (session: AuthResponse | null, url: string, payload?: object) =>
    t.app.inject(
      session
        ? asUser(session.token, {
            method: 'PATCH',
            url: `/api${url}`,
            ...(payload ? { payload } : {}),
          })
        : { method: 'PATCH', url: `/api${url}`, ...(payload ? { payload } : {}) },
    );
  const ok = async (session: AuthResponse, url: string, payload?: object) => {
    const response = await call(session, url, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Question>();
  };
  /** Sets a user's reputation as votes would have (the privilege reads it on each request). */
  const setReputation = (user: AuthResponse, reputation: number) =>
    sql`update users set reputation = ${reputation} where id = ${user.result._id}`.execute(
      t.app.deps.db,
    );
  const ask = async (asker: AuthResponse, title = 'Why does my build fail?') => {
    const response = await t.app.inject(
      asUser(asker.token, {
        method: 'POST',
        url: '/api/questions/Ask',
        payload: { questionTitle: title, questionBody: 'It fails.', questionTags: ['git'] },
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Question>();
  };
  const refused = async (
    response: Awaited<ReturnType<typeof call>>,
    privilege: keyof typeof PRIVILEGES,
  ) => {
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json<{ message: string }>().message).toBe(privilegeMessage(privilege));
  };

  it('lets others edit a post from 2,000 reputation, not below, and admins always', async () => {
    const [author, editor] = [await signUp(t.app), await signUp(t.app)];
    const admin = await signUp(t.app);
    const yes = TEST_ENGINE === 'postgres' ? sql`true` : sql`1`;
    // An admin: the flag and a verified email (issue 30).
    await sql`update users set is_admin = ${yes}, email_verified = ${yes}
      where id = ${admin.result._id}`.execute(t.app.deps.db);
    const q = await ask(author);
    const answered = await ok(author, `/answer/post/${q._id}`, { answerBody: 'Try this.' });
    const answerId = answered.answer[0]!._id;
    const edit = (who: AuthResponse, body: string) =>
      call(who, `/questions/${q._id}`, {
        questionTitle: q.questionTitle,
        questionBody: body,
        questionTags: q.questionTags,
        editSummary: 'clearer',
      });
    const editAnswer = (who: AuthResponse, body: string) =>
      call(who, `/answer/edit/${q._id}`, { answerId, answerBody: body });

    await setReputation(editor, PRIVILEGES.editOthers.reputation - 1);
    await refused(await edit(editor, 'Below the threshold.'), 'editOthers');
    await refused(await editAnswer(editor, 'Below the threshold.'), 'editOthers');

    await setReputation(editor, PRIVILEGES.editOthers.reputation);
    expect((await edit(editor, 'At the threshold.')).statusCode).toBe(200);
    expect((await editAnswer(editor, 'At the threshold.')).statusCode).toBe(200);
    expect((await edit(admin, 'By an admin.')).statusCode).toBe(200);

    const revisions = await t.app.inject({
      method: 'GET',
      url: `/api/questions/${q._id}/revisions`,
    });
    const page = revisions.json<Page<QuestionRevision>>();
    expect(page.items.map((r) => [r.userId, r.after.questionBody])).toEqual([
      [admin.result._id, 'By an admin.'],
      [editor.result._id, 'At the threshold.'],
    ]);
  });

  it('closes as a duplicate by three votes from 3,000 reputation; closed questions refuse answers until reopened', async () => {
    const [asker, closer, helper] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    const [second, third] = [await signUp(t.app), await signUp(t.app)];
    const original = await ask(asker, 'How do I undo a commit?');
    const dupe = await ask(asker, 'Undo my last commit?');

    await setReputation(closer, PRIVILEGES.closeReopen.reputation - 1);
    await refused(
      await call(closer, `/questions/${dupe._id}/close`, { duplicateOf: original._id }),
      'closeReopen',
    );
    expect(
      (await call(null, `/questions/${dupe._id}/close`, { duplicateOf: original._id })).statusCode,
    ).toBe(401);

    for (const user of [closer, second, third])
      await setReputation(user, PRIVILEGES.closeReopen.reputation);
    const itself = await call(closer, `/questions/${dupe._id}/close`, { duplicateOf: dupe._id });
    expect(itself.statusCode).toBe(400);
    expect(itself.json<{ message: string }>().message).toBe(MESSAGES.duplicateOfItself);
    const noOriginal = await call(closer, `/questions/${dupe._id}/close`, {
      duplicateOf: 'no-such-question',
    });
    expect([noOriginal.statusCode, noOriginal.json<{ message: string }>().message]).toEqual([
      404,
      MESSAGES.originalNotFound,
    ]);
    expect(
      (await call(closer, `/questions/no-such-question/close`, { duplicateOf: original._id }))
        .statusCode,
    ).toBe(404);

    // Issue 34: each holder's close is a vote; the third closes it.
    const first = await ok(closer, `/questions/${dupe._id}/close`, { duplicateOf: original._id });
    expect([first.closed, first.closeVotes]).toEqual([null, 1]);
    const twice = await call(closer, `/questions/${dupe._id}/close`, { duplicateOf: original._id });
    expect(twice.statusCode).toBe(409);
    await ok(second, `/questions/${dupe._id}/close`, { duplicateOf: original._id });
    const closed = await ok(third, `/questions/${dupe._id}/close`, { duplicateOf: original._id });
    expect(closed.duplicateOf).toBe(original._id);
    expect(closed.closed).toMatchObject({
      reason: 'duplicate',
      duplicateOf: original._id,
      duplicateTitle: 'How do I undo a commit?',
    });
    const again = await call(closer, `/questions/${dupe._id}/close`, { duplicateOf: original._id });
    expect([again.statusCode, again.json<{ message: string }>().message]).toEqual([
      409,
      MESSAGES.alreadyClosed,
    ]);
    const refusedAnswer = await call(helper, `/answer/post/${dupe._id}`, { answerBody: 'Reset.' });
    expect([refusedAnswer.statusCode, refusedAnswer.json<{ message: string }>().message]).toEqual([
      409,
      MESSAGES.questionClosed,
    ]);
    const list = await t.app.inject({ method: 'GET', url: '/api/questions/get?limit=100' });
    const listed = list.json<Page<QuestionSummary>>().items.find((item) => item._id === dupe._id);
    expect(listed?.duplicateOf).toBe(original._id);
    expect(listed?.noOfAnswers).toBe(0);

    // Reopened by three votes: answers are taken again; reopening an open question is a 409.
    for (const user of [closer, second]) await ok(user, `/questions/${dupe._id}/reopen`);
    const reopened = await ok(third, `/questions/${dupe._id}/reopen`);
    expect([reopened.duplicateOf, reopened.closed]).toEqual([null, null]);
    expect((await call(closer, `/questions/${dupe._id}/reopen`)).statusCode).toBe(409);
    const answered = await ok(helper, `/answer/post/${dupe._id}`, { answerBody: 'Reset.' });
    expect(answered.noOfAnswers).toBe(1);

    // Deleting the original reopens its duplicates: a closed question always links to one.
    for (const user of [closer, second, third])
      await ok(user, `/questions/${dupe._id}/close`, { duplicateOf: original._id });
    const deleted = await t.app.inject(
      asUser(asker.token, { method: 'DELETE', url: `/api/questions/delete/${original._id}` }),
    );
    expect(deleted.statusCode, deleted.body).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: `/api/questions/${dupe._id}` });
    expect(after.json<Question>()).toMatchObject({ duplicateOf: null, closed: null });
    expect(
      (await ok(helper, `/answer/post/${dupe._id}`, { answerBody: 'Again.' })).noOfAnswers,
    ).toBe(2);
  });
});
