import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGES,
  type AuthResponse,
  type Page,
  type Question,
  type QuestionSummary,
} from '@stackhive/shared';
import { asUser, createTestApp, signUp, type TestApp } from '../../../test/helpers.js';

let t: TestApp;
let alice: AuthResponse;
let bob: AuthResponse;
beforeAll(async () => {
  t = await createTestApp();
  alice = await signUp(t.app, { name: 'Alice' });
  bob = await signUp(t.app, { name: 'Bob' });
});
afterAll(() => t.close());

const MISSING = '0192aaaa-0000-7000-8000-000000000000';

function ask(session: AuthResponse | null, payload: Record<string, unknown>) {
  const options = { method: 'POST' as const, url: '/api/questions/Ask', payload };
  return t.app.inject(session ? asUser(session.token, options) : options);
}
async function askOk(
  session: AuthResponse,
  overrides: Record<string, unknown> = {},
): Promise<Question> {
  const response = await ask(session, {
    questionTitle: 'How do I reverse a list?',
    questionBody: 'I have `[1, 2, 3]` and want `[3, 2, 1]`.',
    questionTags: ['python'],
    userPosted: 'someone else',
    userId: session.result._id,
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Question>();
}
const vote = (session: AuthResponse | null, id: string, value: string) => {
  const options = {
    method: 'PATCH' as const,
    url: `/api/questions/vote/${id}`,
    payload: { value, userId: session?.result._id },
  };
  return t.app.inject(session ? asUser(session.token, options) : options);
};
const list = async (query = '') =>
  (await t.app.inject({ method: 'GET', url: `/api/questions/get${query}` })).json<
    Page<QuestionSummary>
  >();

describe('POST /api/questions/Ask', () => {
  it('stores the question as the signed-in user, whatever userPosted says', async () => {
    const question = await askOk(alice, { questionTags: ['Python', 'python', 'sql'] });
    expect(question).toMatchObject({
      userId: alice.result._id,
      userPosted: 'Alice',
      questionTitle: 'How do I reverse a list?',
      questionTags: ['python', 'sql'],
      upVote: [],
      downVote: [],
      votes: 0,
      noOfAnswers: 0,
      acceptedAnswerId: null,
      answer: [],
    });
    expect(Date.parse(question.askedOn)).toBeGreaterThan(Date.now() - 60_000);
  });

  it.each([
    [{ questionTitle: '' }, 'questionTitle'],
    [{ questionTitle: 'x'.repeat(151) }, 'questionTitle'],
    [{ questionBody: '   ' }, 'questionBody'],
    [{ questionBody: 'x'.repeat(30_001) }, 'questionBody'],
    [{ questionTags: [] }, 'questionTags'],
    [{ questionTags: ['python', 'cobol'] }, 'questionTags'],
    [{ questionTags: ['python', 'java', 'css', 'html', 'git', 'bash'] }, 'questionTags'],
    [{ questionTags: 'python' }, 'questionTags'],
  ])('answers 400 naming the field for %j', async (overrides, field) => {
    const response = await ask(alice, {
      questionTitle: 'T',
      questionBody: 'B',
      questionTags: ['python'],
      ...overrides,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ issues: { path: string }[] }>().issues[0]?.path).toBe(`body.${field}`);
  });

  it('answers 401 for a visitor and 403 for another userId', async () => {
    expect(
      (await ask(null, { questionTitle: 'T', questionBody: 'B', questionTags: ['git'] }))
        .statusCode,
    ).toBe(401);
    const response = await ask(alice, {
      questionTitle: 'T',
      questionBody: 'B',
      questionTags: ['git'],
      userId: bob.result._id,
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('GET /api/questions/get', () => {
  it('lists newest first with the stored totals, per tag too, in pages without gaps or repeats', async () => {
    const fresh = await createTestApp();
    try {
      const asker = await signUp(fresh.app);
      const ids: string[] = [];
      for (let i = 0; i < 7; i += 1) {
        const response = await fresh.app.inject(
          asUser(asker.token, {
            method: 'POST',
            url: '/api/questions/Ask',
            payload: {
              questionTitle: `Q${i}`,
              questionBody: 'body',
              questionTags: i % 2 ? ['java'] : ['css', 'html'],
            },
          }),
        );
        ids.push(response.json<Question>()._id);
      }
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const url: string = `/api/questions/get?limit=3${cursor ? `&cursor=${cursor}` : ''}`;
        const page: Page<QuestionSummary> = (await fresh.app.inject({ method: 'GET', url })).json();
        expect(page.total).toBe(7);
        page.items.forEach((item) => expect(item).not.toHaveProperty('answer'));
        seen.push(...page.items.map((item) => item._id));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen).toEqual([...ids].reverse());

      const css = (
        await fresh.app.inject({ method: 'GET', url: '/api/questions/get?tag=CSS' })
      ).json<Page<QuestionSummary>>();
      expect(css.total).toBe(4);
      expect(css.items.map((item) => item.questionTitle)).toEqual(['Q6', 'Q4', 'Q2', 'Q0']);
      const cssPage2 = (
        await fresh.app.inject({ method: 'GET', url: `/api/questions/get?tag=css&limit=3` })
      ).json<Page<QuestionSummary>>();
      const rest = (
        await fresh.app.inject({
          method: 'GET',
          url: `/api/questions/get?tag=css&limit=3&cursor=${cssPage2.nextCursor}`,
        })
      ).json<Page<QuestionSummary>>();
      expect(rest.items.map((item) => item.questionTitle)).toEqual(['Q0']);
      expect(rest.nextCursor).toBeNull();
    } finally {
      await fresh.close();
    }
  });

  it('refuses an unknown tag, a page over 100 and a forged cursor (400)', async () => {
    for (const query of ['?tag=cobol', '?limit=101', '?cursor=abc']) {
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/questions/get${query}` })).statusCode,
      ).toBe(400);
    }
  });
});

describe('GET /api/questions/:id', () => {
  it('answers the question, and 404 for a missing one', async () => {
    const question = await askOk(alice);
    const response = await t.app.inject({ method: 'GET', url: `/api/questions/${question._id}` });
    expect(response.json<Question>()).toEqual(question);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/questions/${MISSING}` })).statusCode,
    ).toBe(404);
  });
});

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

describe('DELETE /api/questions/delete/:id', () => {
  it('lets the asker delete, with answers, votes and counts, and refuses others', async () => {
    const question = await askOk(alice, { questionTags: ['kotlin'] });
    await vote(bob, question._id, 'upVote');
    await t.app.inject(
      asUser(bob.token, {
        method: 'PATCH',
        url: `/api/answer/post/${question._id}`,
        payload: { answerBody: 'Use reversed().' },
      }),
    );
    const before = await list('?tag=kotlin');
    expect(before.total).toBe(1);

    const url = `/api/questions/delete/${question._id}`;
    expect((await t.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    expect((await t.app.inject(asUser(bob.token, { method: 'DELETE', url }))).statusCode).toBe(403);
    const deleted = await t.app.inject(asUser(alice.token, { method: 'DELETE', url }));
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: MESSAGES.questionDeleted });
    expect((await t.app.inject(asUser(alice.token, { method: 'DELETE', url }))).statusCode).toBe(
      404,
    );
    expect((await list('?tag=kotlin')).total).toBe(0);
    const { db } = t.app.deps;
    expect(
      await db.selectFrom('answers').select('id').where('questionId', '=', question._id).execute(),
    ).toEqual([]);
    expect(
      await db
        .selectFrom('questionVotes')
        .select('userId')
        .where('questionId', '=', question._id)
        .execute(),
    ).toEqual([]);
  });
});

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
