import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse, Page, Question, QuestionSummary } from '@stackhive/shared';
import { insertQuestion } from '../../../test/factories.js';
import { asUser, createTestApp, signUp, TEST_ENGINE, type TestApp } from '../../../test/helpers.js';

type App = TestApp['app'];

/** The requests these tests make, against one app. */
function clientOf(app: App) {
  return {
    async list(query: string): Promise<Page<QuestionSummary>> {
      const response = await app.inject({
        method: 'GET',
        url: `/api/questions/get?${query}`,
        headers: { 'cache-control': 'no-cache' },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<Page<QuestionSummary>>();
    },
    patch: (session: AuthResponse, url: string, payload: object) =>
      app.inject(asUser(session.token, { method: 'PATCH', url: `/api${url}`, payload })),
    async ask(session: AuthResponse, title: string, tags: string[]): Promise<Question> {
      const response = await app.inject(
        asUser(session.token, {
          method: 'POST',
          url: '/api/questions/Ask',
          payload: { questionTitle: title, questionBody: 'b', questionTags: tags },
        }),
      );
      return response.json<Question>();
    },
  };
}

/**
 * Issue 15, the list tabs: GET /api/questions/get?sort=newest|active|votes&filter=unanswered,
 * for all questions and per tag, with the count line matching what is listed.
 */
describe(`question list sorts and filters on ${TEST_ENGINE}`, () => {
  let t: TestApp;
  let asker: AuthResponse;
  let voters: AuthResponse[];
  beforeAll(async () => {
    t = await createTestApp();
    asker = await signUp(t.app);
    voters = [];
    for (let i = 0; i < 3; i += 1) voters.push(await signUp(t.app));
  });
  afterAll(() => t.close());

  const list = (query: string) => clientOf(t.app).list(query);
  /** Every page of a list, `limit` at a time, following the cursors. */
  const walk = async (query: string, limit = 2) => {
    const titles: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Page<QuestionSummary> = await list(
        `${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
      );
      titles.push(...page.items.map((item) => item.questionTitle));
      cursor = page.nextCursor;
    } while (cursor);
    return titles;
  };
  const patch = (session: AuthResponse, url: string, payload: object) =>
    clientOf(t.app).patch(session, url, payload);

  describe('orders', () => {
    // Five questions of the tag 'kotlin', a day apart (q1 oldest); q5 is also 'swift'.
    const ids: Record<string, string> = {};
    beforeAll(async () => {
      for (let i = 1; i <= 5; i += 1) {
        const id = `tabs-q${i}`;
        ids[`q${i}`] = id;
        await insertQuestion(t.app.deps.db, {
          id,
          userId: asker.result._id,
          title: `q${i}`,
          body: 'b',
          tags: i === 5 ? ['kotlin', 'swift'] : ['kotlin'],
          askedOn: new Date(Date.UTC(2026, 0, i)).toISOString(),
        });
      }
      // Net votes: q2 +2, q4 +1, q3 -1 (q1 and q5 stay 0).
      const vote = (voter: AuthResponse, q: string, value: 'upVote' | 'downVote') =>
        patch(voter, `/questions/vote/${ids[q]}`, { value });
      await vote(voters[0]!, 'q2', 'upVote');
      await vote(voters[1]!, 'q2', 'upVote');
      await vote(voters[0]!, 'q4', 'upVote');
      await vote(voters[0]!, 'q3', 'downVote');
      // q1 is answered: the latest activity of all.
      await patch(voters[2]!, `/answer/post/${ids.q1}`, { answerBody: 'An answer.' });
    });

    it('newest (the default) lists by asking time', async () => {
      expect(await walk('tag=kotlin')).toEqual(['q5', 'q4', 'q3', 'q2', 'q1']);
      expect(await walk('tag=kotlin&sort=newest')).toEqual(['q5', 'q4', 'q3', 'q2', 'q1']);
    });

    it('votes lists by net votes, equal votes newest first, in pages without gaps', async () => {
      expect(await walk('tag=kotlin&sort=votes')).toEqual(['q2', 'q4', 'q5', 'q1', 'q3']);
      const all = await walk('sort=votes', 1);
      expect(all.filter((title) => /^q\d$/.test(title))).toEqual(['q2', 'q4', 'q5', 'q1', 'q3']);
      expect((await list('tag=kotlin&sort=votes')).items[0]).toMatchObject({ votes: 2 });
    });

    it('active lists by latest activity: an answer brings an old question to the top', async () => {
      expect(await walk('tag=kotlin&sort=active')).toEqual(['q1', 'q5', 'q4', 'q3', 'q2']);
      const [first] = (await list('sort=active&limit=1')).items;
      expect(first?.questionTitle).toBe('q1');
      expect(Date.parse(first!.activeOn)).toBeGreaterThan(Date.parse(first!.askedOn));
    });

    it('a tag page holds only its tag, in every order', async () => {
      for (const sort of ['newest', 'active', 'votes'])
        expect(await walk(`tag=swift&sort=${sort}`)).toEqual(['q5']);
    });
  });

  describe('unanswered', () => {
    it('lists questions without answers, newest first, and counts them exactly', async () => {
      const fresh = await createTestApp();
      try {
        const client = clientOf(fresh.app);
        const get = client.list;
        const someone = await signUp(fresh.app);
        const helper = await signUp(fresh.app);
        const askIn = (title: string, tags: string[]) => client.ask(someone, title, tags);
        const answerIn = async (id: string) =>
          (
            await client.patch(helper, `/answer/post/${id}`, { answerBody: 'Try this.' })
          ).json<Question>();
        const a = await askIn('first', ['git', 'bash']);
        const b = await askIn('second', ['git']);
        await askIn('third', ['bash']);
        const state = async () => ({
          all: await get('filter=unanswered'),
          git: await get('tag=git&filter=unanswered'),
          bash: await get('tag=bash&filter=unanswered'),
        });
        let now = await state();
        expect(now.all.items.map((item) => item.questionTitle)).toEqual([
          'third',
          'second',
          'first',
        ]);
        expect([now.all.total, now.git.total, now.bash.total]).toEqual([3, 2, 2]);

        const answered = await answerIn(a._id);
        now = await state();
        expect(now.all.items.map((item) => item.questionTitle)).toEqual(['third', 'second']);
        expect([now.all.total, now.git.total, now.bash.total]).toEqual([2, 1, 1]);
        // Newest and the other orders still count every question.
        expect((await get('')).total).toBe(3);
        expect((await get('tag=git&sort=votes')).total).toBe(2);

        // A second answer changes nothing; deleting both makes it unanswered again.
        const second = await answerIn(a._id);
        expect((await get('filter=unanswered')).total).toBe(2);
        for (const answer of second.answer) {
          await client.patch(helper, `/answer/delete/${a._id}`, { answerId: answer._id });
        }
        expect(answered.noOfAnswers).toBe(1);
        now = await state();
        expect([now.all.total, now.git.total, now.bash.total]).toEqual([3, 2, 2]);

        // Deleting an unanswered question uncounts it; an answered one was not counted.
        await answerIn(b._id);
        for (const id of [a._id, b._id]) {
          await fresh.app.inject(
            asUser(someone.token, { method: 'DELETE', url: `/api/questions/delete/${id}` }),
          );
        }
        now = await state();
        expect([now.all.total, now.git.total, now.bash.total]).toEqual([1, 0, 1]);
        expect(now.all.items.map((item) => item.questionTitle)).toEqual(['third']);
      } finally {
        await fresh.close();
      }
    });
  });

  it('refuses unknown sorts and filters, unanswered in another order, and foreign cursors (400)', async () => {
    await clientOf(t.app).ask(asker, 'cursor check one', ['git']);
    await clientOf(t.app).ask(asker, 'cursor check two', ['git']);
    const bad = async (query: string, field: RegExp) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/questions/get?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toMatch(field);
    };
    await bad('sort=hot', /sort/);
    await bad('filter=answered', /filter/);
    await bad('sort=votes&filter=unanswered', /sort/);
    // A cursor of one order is no position in another.
    const newest = await list('limit=1');
    await bad(`sort=votes&cursor=${newest.nextCursor}`, /cursor/);
    const votes = await list('sort=votes&limit=1');
    await bad(`sort=active&cursor=${votes.nextCursor}`, /cursor/);
    // A forged score the integer column cannot hold is a 400, not a database error.
    const forged = Buffer.from(
      JSON.stringify({ score: 2 ** 40, at: '2026-01-01T00:00:00.000Z', id: 'x' }),
    ).toString('base64url');
    await bad(`sort=votes&cursor=${forged}`, /cursor/);
    await bad(`tag=git&sort=votes&cursor=${forged}`, /cursor/);
  });
});
