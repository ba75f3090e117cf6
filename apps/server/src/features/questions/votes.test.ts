import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type AuthResponse, type Question } from '@stackhive/shared';
import { asUser, createTestApp, signUp, TEST_ENGINE, type TestApp } from '../../test/helpers.js';
import { canVoteOn, nextVote, voteRule, type VoteRule } from './questions.policy.js';
import { voteDialectOf } from './votes.service.js';

/**
 * The vote rule of questions.policy.ts held against the engine of this run: on SQLite the
 * TypeScript rule itself runs (votes.sqlite.ts), on PostgreSQL the function stackhive_vote
 * (votes.postgres.ts). The suite runs on both engines, so both must agree with the policy.
 */
describe(`the vote rule on ${TEST_ENGINE}`, () => {
  let t: TestApp;
  let asker: AuthResponse;
  let voter: AuthResponse;
  beforeAll(async () => {
    t = await createTestApp();
    asker = await signUp(t.app);
    voter = await signUp(t.app);
  });
  afterAll(() => t.close());

  const ask = async () => {
    const response = await t.app.inject(
      asUser(asker.token, {
        method: 'POST',
        url: '/api/questions/Ask',
        payload: { questionTitle: 'Which rule?', questionBody: 'b', questionTags: ['git'] },
      }),
    );
    return response.json<Question>();
  };
  const vote = (session: AuthResponse, id: string, value: 1 | -1) =>
    t.app.inject(
      asUser(session.token, {
        method: 'PATCH',
        url: `/api/questions/vote/${id}`,
        payload: { value: value === 1 ? 'upVote' : 'downVote' },
      }),
    );

  it.each([
    [undefined, 1],
    [undefined, -1],
    [1, 1],
    [1, -1],
    [-1, 1],
    [-1, -1],
  ] as const)('from %s, a click on %s leaves the vote that nextVote names', async (from, to) => {
    const question = await ask();
    if (from !== undefined) await vote(voter, question._id, from);
    const response = await vote(voter, question._id, to);
    expect(response.statusCode).toBe(200);
    const after = response.json<Question>();
    const expected = nextVote(from, to);
    const id = voter.result._id;
    expect(after.upVote.includes(id) ? 1 : after.downVote.includes(id) ? -1 : 0).toBe(expected);
    expect(after.votes).toBe(expected);
  });

  it('refuses the voter that canVoteOn refuses: the asker', async () => {
    const question = await ask();
    const actor = { id: asker.result._id, name: '', email: '', isAdmin: false };
    expect(canVoteOn(actor, question)).toBe(false);
    const response = await vote(asker, question._id, 1);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MESSAGES.ownQuestionVote);
  });

  it('hands the engine the answers that nextVote and canVoteOn give', () => {
    const actor = { id: voter.result._id, name: '', email: '', isAdmin: false };
    for (const wanted of [1, -1] as const) {
      expect(voteRule(wanted)).toEqual({
        ownAllowed: canVoteOn(actor, { userId: actor.id }),
        fromNone: nextVote(undefined, wanted),
        fromUp: nextVote(1, wanted),
        fromDown: nextVote(-1, wanted),
      });
    }
  });

  it('the engine holds no rule of its own: it applies whatever answers it is given', async () => {
    const question = await ask();
    // A rule unlike ours: own questions allowed, no vote becomes down, any vote becomes up.
    const odd: VoteRule = { ownAllowed: true, fromNone: -1, fromUp: 1, fromDown: 1 };
    const apply = (rule: VoteRule) =>
      voteDialectOf(t.app.deps.engine).vote(t.app.deps.db, {
        questionId: question._id,
        voterId: asker.result._id,
        rule,
        at: new Date().toISOString(),
      });
    const state = async () =>
      // no-cache: computed afresh, since a write beside the routes invalidates no cached page
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/questions/${question._id}`,
          headers: { 'cache-control': 'no-cache' },
        })
      ).json<Question>();
    expect(await apply(odd)).toBe('ok');
    expect(await state()).toMatchObject({ upVote: [], downVote: [asker.result._id], votes: -1 });
    expect(await apply(odd)).toBe('ok');
    expect(await state()).toMatchObject({ upVote: [asker.result._id], downVote: [], votes: 1 });
    expect(await apply({ ...odd, ownAllowed: false })).toBe('own');
    expect(
      await voteDialectOf(t.app.deps.engine).vote(t.app.deps.db, {
        questionId: 'no-such-question',
        voterId: asker.result._id,
        rule: odd,
        at: new Date().toISOString(),
      }),
    ).toBe('missing');
  });
});
