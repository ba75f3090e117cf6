import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type AuthResponse, type Question } from '@stackhive/shared';
import { asUser, createTestApp, signUp, TEST_ENGINE, type TestApp } from '../../../test/helpers.js';
import { canVoteOn, nextVote, voteRule, type VoteRule } from '../questions/questions.policy.js';
import type { VoteTarget } from './votes.repository.js';
import { voteDialectOf } from './votes.service.js';

/**
 * The vote rule of questions.policy.ts held against the engine of this run, on questions and
 * on answers: on SQLite the TypeScript rule itself runs (votes.sqlite.ts), on PostgreSQL the
 * functions stackhive_vote and stackhive_answer_vote (votes.postgres.ts). The suite runs on
 * both engines, so both must agree with the policy.
 */
describe(`the vote rule on ${TEST_ENGINE}`, () => {
  let t: TestApp;
  let asker: AuthResponse;
  let answerer: AuthResponse;
  let voter: AuthResponse;
  beforeAll(async () => {
    t = await createTestApp();
    [asker, answerer, voter] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
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
  const answer = async (questionId: string) => {
    const response = await t.app.inject(
      asUser(answerer.token, {
        method: 'PATCH',
        url: `/api/answer/post/${questionId}`,
        payload: { answerBody: 'This one.' },
      }),
    );
    return response.json<Question>().answer[0]!;
  };

  /** Each kind of target: how to make one, vote on it, and read its votes from a question. */
  const kinds = [
    {
      kind: 'question',
      author: () => asker,
      ownMessage: MESSAGES.ownQuestionVote,
      async make(): Promise<VoteTarget> {
        return { kind: 'question', questionId: (await ask())._id };
      },
      request: (target: VoteTarget, value: 'upVote' | 'downVote') => ({
        url: `/api/questions/vote/${target.questionId}`,
        payload: { value },
      }),
      votesOf: (question: Question) => question,
    },
    {
      kind: 'answer',
      author: () => answerer,
      ownMessage: MESSAGES.ownAnswerVote,
      async make(): Promise<VoteTarget> {
        const questionId = (await ask())._id;
        return { kind: 'answer', questionId, answerId: (await answer(questionId))._id };
      },
      request: (target: VoteTarget, value: 'upVote' | 'downVote') => ({
        url: `/api/answer/vote/${target.questionId}`,
        payload: { answerId: target.kind === 'answer' ? target.answerId : '', value },
      }),
      votesOf: (question: Question) => question.answer[0]!,
    },
  ] as const;

  describe.each(kinds)('on a $kind', (kind) => {
    const vote = (session: AuthResponse, target: VoteTarget, value: 1 | -1) =>
      t.app.inject(
        asUser(session.token, {
          method: 'PATCH',
          ...kind.request(target, value === 1 ? 'upVote' : 'downVote'),
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
      const target = await kind.make();
      if (from !== undefined) await vote(voter, target, from);
      const response = await vote(voter, target, to);
      expect(response.statusCode).toBe(200);
      const after = kind.votesOf(response.json<Question>());
      const expected = nextVote(from, to);
      const id = voter.result._id;
      expect(after.upVote.includes(id) ? 1 : after.downVote.includes(id) ? -1 : 0).toBe(expected);
      expect(after.votes).toBe(expected);
    });

    it("refuses the voter that canVoteOn refuses: the post's author", async () => {
      const target = await kind.make();
      const actor = {
        id: kind.author().result._id,
        name: '',
        email: '',
        isAdmin: false,
        isModerator: false,
        suspendedUntil: null,
        reputation: 1,
        tokenVersion: 0,
      };
      expect(canVoteOn(actor, { userId: kind.author().result._id })).toBe(false);
      const response = await vote(kind.author(), target, 1);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(kind.ownMessage);
    });

    it('the engine holds no rule of its own: it applies whatever answers it is given', async () => {
      const target = await kind.make();
      const author = kind.author().result._id;
      // A rule unlike ours: own posts allowed, no vote becomes down, any vote becomes up.
      const odd: VoteRule = { ownAllowed: true, fromNone: -1, fromUp: 1, fromDown: 1 };
      const apply = (rule: VoteRule, on: VoteTarget = target) =>
        voteDialectOf(t.app.deps.engine).vote(t.app.deps.db, {
          target: on,
          voterId: author,
          rule,
          at: new Date().toISOString(),
        });
      const state = async () =>
        kind.votesOf(
          // no-cache: computed afresh, since a write beside the routes invalidates no cached page
          (
            await t.app.inject({
              method: 'GET',
              url: `/api/questions/${target.questionId}`,
              headers: { 'cache-control': 'no-cache' },
            })
          ).json<Question>(),
        );
      expect(await apply(odd)).toBe('ok');
      expect(await state()).toMatchObject({ upVote: [], downVote: [author], votes: -1 });
      expect(await apply(odd)).toBe('ok');
      expect(await state()).toMatchObject({ upVote: [author], downVote: [], votes: 1 });
      expect(await apply({ ...odd, ownAllowed: false })).toBe('own');
      expect(await apply(odd, { ...target, questionId: 'no-such-question' })).toBe('missing');
    });
  });

  it('hands the engine the answers that nextVote and canVoteOn give', () => {
    const actor = {
      id: voter.result._id,
      name: '',
      email: '',
      isAdmin: false,
      isModerator: false,
      suspendedUntil: null,
      reputation: 1,
      tokenVersion: 0,
    };
    for (const wanted of [1, -1] as const) {
      expect(voteRule(wanted)).toEqual({
        ownAllowed: canVoteOn(actor, { userId: actor.id }),
        fromNone: nextVote(undefined, wanted),
        fromUp: nextVote(1, wanted),
        fromDown: nextVote(-1, wanted),
      });
    }
  });
});
