import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type AuthResponse, type Question } from '@stackhive/shared';
import { asUser, createTestApp, signUp, TEST_ENGINE, type TestApp } from '../../../test/helpers.js';

/**
 * Issue 15, answer votes and the answer order: PATCH /api/answer/vote/{questionId}
 * {answerId, value}. The rule itself (same again removes, other moves, not your own) is
 * held against the policy in votes.test.ts.
 */
describe(`answer votes on ${TEST_ENGINE}`, () => {
  let t: TestApp;
  let asker: AuthResponse;
  let helper: AuthResponse;
  let voters: AuthResponse[];
  beforeAll(async () => {
    t = await createTestApp();
    [asker, helper] = [await signUp(t.app), await signUp(t.app)];
    voters = [];
    for (let i = 0; i < 6; i += 1) voters.push(await signUp(t.app));
  });
  afterAll(() => t.close());

  const as = (session: AuthResponse | null, method: 'PATCH' | 'POST', url: string, body: object) =>
    t.app.inject(
      session
        ? asUser(session.token, { method, url: `/api${url}`, payload: body })
        : { method, url: `/api${url}`, payload: body },
    );
  /** A question with three answers, oldest first: by the helper, the asker, the helper. */
  const questionWithAnswers = async () => {
    const { _id: id } = (
      await as(asker, 'POST', '/questions/Ask', {
        questionTitle: 'Which answer is best?',
        questionBody: 'b',
        questionTags: ['git'],
      })
    ).json<Question>();
    for (const [session, answerBody] of [
      [helper, 'first'],
      [asker, 'second'],
      [helper, 'third'],
    ] as const)
      await as(session, 'PATCH', `/answer/post/${id}`, { answerBody });
    const answers = (await detail(id)).answer;
    const byBody = (body: string) => answers.find((answer) => answer.answerBody === body)!._id;
    return { id, first: byBody('first'), second: byBody('second'), third: byBody('third') };
  };
  const vote = (
    session: AuthResponse | null,
    id: string,
    answerId: string,
    value: 'upVote' | 'downVote',
  ) => as(session, 'PATCH', `/answer/vote/${id}`, { answerId, value });
  const detail = async (id: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/questions/${id}`,
        headers: { 'cache-control': 'no-cache' },
      })
    ).json<Question>();
  const bodies = (question: Question) => question.answer.map((answer) => answer.answerBody);

  it('answers carry their voters and net votes; the question answers with the vote applied', async () => {
    const q = await questionWithAnswers();
    const response = await vote(voters[0]!, q.id, q.second, 'upVote');
    expect(response.statusCode).toBe(200);
    const second = response.json<Question>().answer.find((answer) => answer._id === q.second);
    expect(second).toMatchObject({ upVote: [voters[0]!.result._id], downVote: [], votes: 1 });
    await vote(voters[1]!, q.id, q.second, 'downVote');
    await vote(voters[2]!, q.id, q.second, 'upVote');
    const after = (await detail(q.id)).answer.find((answer) => answer._id === q.second);
    expect(after).toMatchObject({
      upVote: [voters[0]!.result._id, voters[2]!.result._id],
      downVote: [voters[1]!.result._id],
      votes: 1,
    });
    // The question's own votes are untouched.
    expect(await detail(q.id)).toMatchObject({ upVote: [], downVote: [], votes: 0 });
  });

  it('orders answers: the accepted first, then by net votes, then oldest first', async () => {
    const q = await questionWithAnswers();
    expect(bodies(await detail(q.id))).toEqual(['first', 'second', 'third']);
    await vote(voters[0]!, q.id, q.third, 'upVote');
    await vote(voters[1]!, q.id, q.third, 'upVote');
    await vote(voters[0]!, q.id, q.first, 'downVote');
    expect(bodies(await detail(q.id))).toEqual(['third', 'second', 'first']);
    await as(asker, 'PATCH', `/answer/accept/${q.id}`, { answerId: q.first });
    expect(bodies(await detail(q.id))).toEqual(['first', 'third', 'second']);
    // Equal votes (second and third both +2): the older first.
    await vote(voters[2]!, q.id, q.second, 'upVote');
    await vote(voters[3]!, q.id, q.second, 'upVote');
    expect(bodies(await detail(q.id))).toEqual(['first', 'second', 'third']);
  });

  it('refuses anonymous callers (401), your own answer (400), missing ids (404) and bad bodies (400)', async () => {
    const q = await questionWithAnswers();
    expect((await vote(null, q.id, q.first, 'upVote')).statusCode).toBe(401);
    const own = await vote(helper, q.id, q.first, 'upVote');
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe(MESSAGES.ownAnswerVote);
    // The asker may vote on others' answers of their question.
    expect((await vote(asker, q.id, q.first, 'upVote')).statusCode).toBe(200);
    const noQuestion = await vote(voters[0]!, 'no-such-question', q.first, 'upVote');
    expect(noQuestion.statusCode).toBe(404);
    expect(noQuestion.json().message).toBe(MESSAGES.questionNotFound);
    const noAnswer = await vote(voters[0]!, q.id, 'no-such-answer', 'upVote');
    expect(noAnswer.statusCode).toBe(404);
    expect(noAnswer.json().message).toBe(MESSAGES.answerNotFound);
    const elsewhere = await questionWithAnswers();
    expect((await vote(voters[0]!, q.id, elsewhere.first, 'upVote')).statusCode).toBe(404);
    const noAnswerId = await as(voters[0]!, 'PATCH', `/answer/vote/${q.id}`, { value: 'upVote' });
    expect(noAnswerId.statusCode).toBe(400);
    expect(noAnswerId.json().message).toMatch(/answerId/);
    const badValue = await as(voters[0]!, 'PATCH', `/answer/vote/${q.id}`, {
      answerId: q.first,
      value: 'sideways',
    });
    expect(badValue.statusCode).toBe(400);
    expect(badValue.json().message).toMatch(/value/);
    expect((await detail(q.id)).answer.find((a) => a._id === q.first)?.votes).toBe(1);
  });

  it('many voters at once leave exact counts; one voter clicking twice at once ends on a rule state', async () => {
    const q = await questionWithAnswers();
    const results = await Promise.all(
      voters.map((voter, i) => vote(voter, q.id, q.first, i % 3 === 0 ? 'downVote' : 'upVote')),
    );
    expect(results.every((result) => result.statusCode === 200)).toBe(true);
    const first = (await detail(q.id)).answer.find((answer) => answer._id === q.first)!;
    expect(first.upVote).toHaveLength(4);
    expect(first.downVote).toHaveLength(2);
    expect(first.votes).toBe(2);
    // The same click twice at once: applied in turn, the second removes the first.
    await Promise.all([
      vote(voters[0]!, q.id, q.second, 'upVote'),
      vote(voters[0]!, q.id, q.second, 'upVote'),
    ]);
    const second = (await detail(q.id)).answer.find((answer) => answer._id === q.second)!;
    expect(second).toMatchObject({ upVote: [], downVote: [], votes: 0 });
  });

  it('deleting a voted answer, or its question, takes the votes with it', async () => {
    const q = await questionWithAnswers();
    await vote(voters[0]!, q.id, q.first, 'upVote');
    await vote(voters[1]!, q.id, q.third, 'downVote');
    const deleted = await as(helper, 'PATCH', `/answer/delete/${q.id}`, { answerId: q.first });
    expect(deleted.statusCode).toBe(200);
    expect(bodies(deleted.json<Question>())).toEqual(['second', 'third']);
    const gone = await t.app.inject(
      asUser(asker.token, { method: 'DELETE', url: `/api/questions/delete/${q.id}` }),
    );
    expect(gone.statusCode).toBe(200);
    const db = t.app.deps.db;
    const left = await db
      .selectFrom('answerVotes')
      .select('answerId')
      .where('answerId', 'in', [q.first, q.second, q.third])
      .execute();
    expect(left).toEqual([]);
  });
});
