import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  questionSummarySchema,
  REPUTATION,
  type AuthResponse,
  type Page,
  type Question,
  type QuestionSummary,
} from '@stackhive/shared';
import { asUser, createTestApp, signUp, type TestApp } from '../../../test/helpers.js';

/**
 * DECISIONS 23: question list items are summaries, without an `answer` list that could
 * disagree with `noOfAnswers`; the question itself and every write answering "the updated
 * question" carry all its answers.
 */
let t: TestApp;
let alice: AuthResponse;
let bob: AuthResponse;
/** Question ids, oldest first, and how many answers each has once beforeAll is done. */
const asked: { id: string; answers: number }[] = [];

const SUMMARY_KEYS = Object.keys(questionSummarySchema.shape).sort();

async function ok<T>(request: Promise<{ statusCode: number; body: string; json<J>(): J }>) {
  const response = await request;
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}
const get = <T>(url: string) => ok<T>(t.app.inject({ method: 'GET', url }));
const patch = (session: AuthResponse, url: string, payload: object) =>
  ok<Question>(t.app.inject(asUser(session.token, { method: 'PATCH', url, payload })));
const answer = (session: AuthResponse, id: string, body: string) =>
  patch(session, `/api/answer/post/${id}`, { answerBody: body });

/** The full question as the API answers it, checked to hold exactly `noOfAnswers` answers. */
function expectWhole(question: Question, answers: number) {
  expect(question.noOfAnswers).toBe(answers);
  expect(question.answer).toHaveLength(answers);
}

/** Every item of every page of `url` (followed by `cursor`), each checked to be a summary. */
async function allSummaries(url: string): Promise<QuestionSummary[]> {
  const items: QuestionSummary[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page: { items: QuestionSummary[]; nextCursor: string | null } = await get(
      `${url}&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    for (const item of page.items) {
      expect(item).not.toHaveProperty('answer');
      expect(Object.keys(item).sort()).toEqual(SUMMARY_KEYS);
    }
    items.push(...page.items);
    cursor = page.nextCursor;
    pages += 1;
  } while (cursor);
  expect(pages, 'the list is read over several pages').toBeGreaterThan(1);
  return items;
}

/** Each listed item's `noOfAnswers` is the number of answers its question page shows. */
async function expectTrueCounts(items: QuestionSummary[]) {
  for (const item of items) {
    const whole = await get<Question>(`/api/questions/${item._id}`);
    expectWhole(whole, item.noOfAnswers);
    expect(item.noOfAnswers).toBe(asked.find((q) => q.id === item._id)?.answers);
  }
}

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUp(t.app, { name: 'Alice' });
  bob = await signUp(t.app, { name: 'Bob' });
  const tagsOf = [['css'], ['css', 'java'], ['java'], ['css'], ['css', 'html']];
  for (const [i, tags] of tagsOf.entries()) {
    const question = await ok<Question>(
      t.app.inject(
        asUser(alice.token, {
          method: 'POST',
          url: '/api/questions/Ask',
          payload: {
            questionTitle: `Zebrafish question ${i}`,
            questionBody: 'How?',
            questionTags: tags,
          },
        }),
      ),
    );
    expectWhole(question, 0);
    asked.push({ id: question._id, answers: 0 });
  }
  // 0, 3, 1, 0 and 2 answers: lists mix answered and unanswered questions.
  for (const [index, count] of [0, 3, 1, 0, 2].entries()) {
    const entry = asked[index] as (typeof asked)[number];
    for (let n = 0; n < count; n += 1) {
      expectWhole(await answer(n % 2 ? alice : bob, entry.id, `Answer ${n}`), n + 1);
      entry.answers = n + 1;
    }
  }
});
afterAll(() => t.close());

describe('question lists carry summaries, never an answer list', () => {
  it('GET /api/questions/get, every page', async () => {
    const items = await allSummaries('/api/questions/get?');
    expect(items.map((item) => item._id)).toEqual(asked.map((q) => q.id).reverse());
    await expectTrueCounts(items);
  });

  it('GET /api/questions/get?tag=, every page', async () => {
    const items = await allSummaries('/api/questions/get?tag=css');
    expect(items).toHaveLength(4);
    await expectTrueCounts(items);
  });

  it("the search API's questions tab, every page", async () => {
    const items = await allSummaries('/api/search?q=zebrafish&type=questions');
    expect(items).toHaveLength(asked.length);
    await expectTrueCounts(items);
  });
});

describe('the question and the writes answering it carry every answer', () => {
  it('posting and deleting answers, and voting, answer the whole question', async () => {
    const target = asked[1] as (typeof asked)[number];
    const before = await get<Question>(`/api/questions/${target.id}`);
    expectWhole(before, 3);

    const added = await answer(bob, target.id, 'One more');
    expectWhole(added, 4);
    expect(added.answer.at(-1)?.answerBody).toBe('One more');

    // Bob's first answer, from the middle of the list.
    const doomed = added.answer.find((a) => a.userId === bob.result._id)?._id as string;
    const removed = await patch(bob, `/api/answer/delete/${target.id}`, { answerId: doomed });
    expectWhole(removed, 3);
    expect(removed.answer.map((a) => a._id)).not.toContain(doomed);

    const voted = await patch(bob, `/api/questions/vote/${target.id}`, { value: 'upVote' });
    expectWhole(voted, 3);
    // The same answers; only the asker's reputation beside their own answer moved (+10),
    // and Bob's badges beside his: his first upvote earned him Supporter.
    const withoutAuthors = (answers: Question['answer']) =>
      answers.map(({ userReputation: _, userBadges: __, ...rest }) => rest);
    expect(withoutAuthors(voted.answer)).toEqual(withoutAuthors(removed.answer));
    const bobsBronze = (question: Question) =>
      question.answer.find((a) => a.userId === bob.result._id)?.userBadges.bronze ?? 0;
    expect(bobsBronze(voted)).toBe(bobsBronze(removed) + 1);
    expect(voted.userReputation).toBe(removed.userReputation + REPUTATION.upvoted);
    expect(voted.upVote).toEqual([bob.result._id]);

    expectWhole(await get<Question>(`/api/questions/${target.id}`), 3);
    const listed = (await get<Page<QuestionSummary>>('/api/questions/get?tag=java')).items.find(
      (item) => item._id === target.id,
    );
    expect(listed).toMatchObject({ noOfAnswers: 3, votes: 1 });
    expect(listed).not.toHaveProperty('answer');
  });
});

describe('OpenAPI', () => {
  interface Schema {
    $ref?: string;
    properties?: Record<string, Schema>;
    items?: Schema;
    anyOf?: Schema[];
    oneOf?: Schema[];
  }
  type Spec = {
    components: { schemas: Record<string, Schema> };
    paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
  };
  const ok200 = (spec: Spec, path: string, method: string) =>
    (
      spec.paths[path]?.[method]?.responses['200'] as {
        content: { 'application/json': { schema: Schema } };
      }
    ).content['application/json'].schema;

  it('names the two shapes, QuestionSummary for lists and Question for the rest', async () => {
    const spec = await get<Spec>('/api/openapi.json');
    const { QuestionSummary, Question } = spec.components.schemas;
    expect(Object.keys(QuestionSummary?.properties ?? {}).sort()).toEqual(SUMMARY_KEYS);
    expect(Object.keys(Question?.properties ?? {}).sort()).toEqual(
      [
        ...SUMMARY_KEYS,
        'answer',
        'comments',
        'noOfComments',
        'closed',
        'userBadges',
        'team',
        'locked',
        'protected',
        'closeVotes',
      ].sort(),
    );
    // Only the shapes operations use: no unused request twin (`QuestionInput`).
    expect(Object.keys(spec.components.schemas).filter((name) => name.endsWith('Input'))).toEqual(
      [],
    );

    const summary = { $ref: '#/components/schemas/QuestionSummary' };
    const whole = { $ref: '#/components/schemas/Question' };
    expect(ok200(spec, '/api/questions/get', 'get').properties?.items?.items).toEqual(summary);
    const searchTabs = ok200(spec, '/api/search', 'get');
    const tabs = searchTabs.oneOf ?? searchTabs.anyOf ?? [];
    expect(tabs.map((tab) => tab.properties?.items?.items)).toContainEqual(summary);
    for (const [path, method] of [
      ['/api/questions/{id}', 'get'],
      ['/api/questions/Ask', 'post'],
      ['/api/questions/vote/{id}', 'patch'],
      ['/api/answer/post/{id}', 'patch'],
      ['/api/answer/delete/{id}', 'patch'],
      ['/api/answer/accept/{id}', 'patch'],
      ['/api/answer/vote/{id}', 'patch'],
      ['/api/answer/edit/{id}', 'patch'],
      ['/api/questions/{id}', 'patch'],
      ['/api/questions/{id}/comments', 'patch'],
    ] as const) {
      expect(ok200(spec, path, method), `${method} ${path}`).toEqual(whole);
    }
  });
});
