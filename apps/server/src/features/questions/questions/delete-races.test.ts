import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse, Question } from '@stackhive/shared';
import { asUser, createTestApp, signUp, TEST_ENGINE, type TestApp } from '../../../test/helpers.js';

/**
 * Deleting a question while its answers are being voted on: each vote either lands before
 * the delete or finds the answer gone (404); never a deadlock (a 500 on PostgreSQL). The
 * answer vote takes the question's row before the answer's, in the order the delete does.
 */
describe(`deleting a question during answer votes on ${TEST_ENGINE}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const call = (
    session: AuthResponse,
    method: 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    t.app.inject(
      asUser(session.token, { method, url: `/api${url}`, ...(payload ? { payload } : {}) }),
    );

  it('answers every vote with 200 or 404, and deletes the question', async () => {
    const asker = await signUp(t.app);
    const answerers = [await signUp(t.app), await signUp(t.app)];
    const voters: AuthResponse[] = [];
    for (let i = 0; i < 8; i += 1) voters.push(await signUp(t.app));
    for (let round = 0; round < 5; round += 1) {
      const asked = await call(asker, 'POST', '/questions/Ask', {
        questionTitle: `Deleted while voted on ${round}`,
        questionBody: 'Gone soon.',
        questionTags: ['git'],
      });
      const q = asked.json<Question>();
      let answerIds: string[] = [];
      for (const answerer of answerers) {
        const answered = await call(answerer, 'PATCH', `/answer/post/${q._id}`, {
          answerBody: 'Try this.',
        });
        answerIds = answered.json<Question>().answer.map((a) => a._id);
      }
      // Voters who have voted before, so the delete reverses reputation on their rows too.
      await call(voters[0]!, 'PATCH', `/answer/vote/${q._id}`, {
        answerId: answerIds[0],
        value: 'upVote',
      });
      const votes = voters.flatMap((voter, i) =>
        answerIds.map((answerId) =>
          call(voter, 'PATCH', `/answer/vote/${q._id}`, {
            answerId,
            value: i % 2 === 0 ? 'downVote' : 'upVote',
          }),
        ),
      );
      const [deleted, ...voted] = await Promise.all([
        call(asker, 'DELETE', `/questions/delete/${q._id}`),
        ...votes,
      ]);
      expect(deleted.statusCode, deleted.body).toBe(200);
      for (const response of voted)
        expect([200, 404], response.body).toContain(response.statusCode);
    }
  });
});
