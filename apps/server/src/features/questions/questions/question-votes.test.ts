import { describe, expect, it } from 'vitest';
import { MESSAGES, type Question } from '@stackhive/shared';
import { asUser, signUp } from '../../../test/helpers.js';
import {
  alice,
  askOk,
  bob,
  list,
  MISSING,
  t,
  useQuestionsApp,
  vote,
} from '../../../test/questions.js';

useQuestionsApp();

describe('PATCH /api/questions/vote/:id', () => {
  it('toggles: up, up again removes, down moves, counts stay exact', async () => {
    const question = await askOk(alice);
    const carol = await signUp(t.app);
    let response = await vote(bob, question._id, 'upVote');
    expect(response.json<Question>()).toMatchObject({
      upVote: [bob.result._id],
      downVote: [],
      votes: 1,
    });
    response = await vote(carol, question._id, 'upVote');
    expect(response.json<Question>().votes).toBe(2);
    response = await vote(bob, question._id, 'upVote');
    expect(response.json<Question>()).toMatchObject({ upVote: [carol.result._id], votes: 1 });
    response = await vote(bob, question._id, 'downVote');
    expect(response.json<Question>()).toMatchObject({
      upVote: [carol.result._id],
      downVote: [bob.result._id],
      votes: 0,
    });
    response = await vote(carol, question._id, 'downVote');
    expect(response.json<Question>()).toMatchObject({ upVote: [], votes: -2 });
    const listed = (await list()).items.find((item) => item._id === question._id);
    expect(listed).toMatchObject({ votes: -2, downVote: [bob.result._id, carol.result._id] });
  });

  it('refuses your own question (400), bad values (400), visitors (401), another userId (403), missing (404)', async () => {
    const question = await askOk(alice);
    const own = await vote(alice, question._id, 'upVote');
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe(MESSAGES.ownQuestionVote);
    expect((await vote(bob, question._id, 'sideways')).statusCode).toBe(400);
    expect((await vote(null, question._id, 'upVote')).statusCode).toBe(401);
    const spoof = await t.app.inject(
      asUser(bob.token, {
        method: 'PATCH',
        url: `/api/questions/vote/${question._id}`,
        payload: { value: 'upVote', userId: alice.result._id },
      }),
    );
    expect(spoof.statusCode).toBe(403);
    expect((await vote(bob, MISSING, 'upVote')).statusCode).toBe(404);
  });
});

describe('concurrent votes', () => {
  const stored = (id: string) =>
    t.app.deps.db
      .selectFrom('questions')
      .select(['upVotes', 'downVotes'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('counts every voter exactly when many vote at once', async () => {
    const question = await askOk(alice);
    const voters = await Promise.all(Array.from({ length: 12 }, () => signUp(t.app)));
    const responses = await Promise.all(
      voters.map((voter, i) => vote(voter, question._id, i % 3 === 0 ? 'downVote' : 'upVote')),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(voters.map(() => 200));
    expect(await stored(question._id)).toEqual({ upVotes: 8, downVotes: 4 });
    const page = (
      await t.app.inject({ method: 'GET', url: `/api/questions/${question._id}` })
    ).json<Question>();
    expect(page.upVote).toHaveLength(8);
    expect(page.downVote).toHaveLength(4);
    expect(page.votes).toBe(4);
  });

  it("applies one user's rapid clicks one after the other (each toggles the last)", async () => {
    const question = await askOk(alice);
    // Five clicks at once: up, up, up, up, up → added, removed, added, removed, added.
    const clicks = await Promise.all(
      Array.from({ length: 5 }, () => vote(bob, question._id, 'upVote')),
    );
    expect(clicks.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await stored(question._id)).toEqual({ upVotes: 1, downVotes: 0 });
    // Then down and up at once: whichever runs second decides, and the counts agree with it.
    const mixed = await Promise.all([
      vote(bob, question._id, 'downVote'),
      vote(bob, question._id, 'upVote'),
    ]);
    expect(mixed.map((r) => r.statusCode)).toEqual([200, 200]);
    const page = (
      await t.app.inject({ method: 'GET', url: `/api/questions/${question._id}` })
    ).json<Question>();
    const counts = await stored(question._id);
    expect(counts).toEqual({ upVotes: page.upVote.length, downVotes: page.downVote.length });
    expect(page.upVote.length + page.downVote.length).toBeLessThanOrEqual(1);
  });
});
