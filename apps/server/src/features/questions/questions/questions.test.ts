import { describe, expect, it } from 'vitest';
import { MESSAGES, type Page, type Question, type QuestionSummary } from '@stackhive/shared';
import { asUser, createTestApp, signUp } from '../../../test/helpers.js';
import {
  alice,
  ask,
  askOk,
  bob,
  list,
  MISSING,
  t,
  useQuestionsApp,
  vote,
} from '../../../test/questions.js';

useQuestionsApp();

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
