import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { REPUTATION as R, type AuthResponse, type Question } from '@stackhive/shared';
import { toIso } from '../../db/convert.js';
import { asUser, createTestApp, signUp, TEST_ENGINE, type TestApp } from '../../test/helpers.js';
import { prng } from '../../test/prng.js';
import { applyStep, type LiveEvent, type UserState } from './reputation.policy.js';

interface StoredEvent extends LiveEvent {
  reverses: number | string | null;
}

/**
 * Issue 29: random sequences of votes (cast, moved, removed), accepts (set, moved, cleared)
 * and deletes go through the API; after each round every user's reputation less what they owe is 1 +
 * the sum of their events, and replaying the ledger in id order through the policy gives back every
 * stored amount and every user's reputation, debt and day's upvote total.
 */
describe(`reputation ledger replays through the policy on ${TEST_ENGINE}`, () => {
  let t: TestApp;
  // Noon, moved forward by random hours so the cap's UTC day turns now and then.
  let now = Date.parse('2030-06-15T12:00:00.000Z');
  beforeAll(async () => {
    t = await createTestApp({}, { clock: () => now });
  });
  afterAll(() => t.close());

  const send = (
    who: AuthResponse,
    method: 'PATCH' | 'POST' | 'DELETE',
    url: string,
    payload = {},
  ) => t.app.inject(asUser(who.token, { method, url: `/api${url}`, payload }));

  async function expectLedgerReplays(): Promise<void> {
    const db = t.app.deps.db;
    const users = await db
      .selectFrom('users')
      .select(['id', 'reputation', 'repDebt', 'repDay', 'repDayVotes'])
      .execute();
    const { rows } = await sql<StoredEvent & { createdOn: string | Date }>`
      select id, user_id, kind, amount, post_id, question_id, actor_id, created_on, reverses
      from reputation_events order by id`.execute(db);
    const byId = new Map<string, StoredEvent>();
    const states = new Map<string, UserState>();
    for (const row of rows) {
      const event = { ...row, createdOn: toIso(row.createdOn) };
      byId.set(String(event.id), event);
      const state = states.get(event.userId) ?? {
        reputation: R.floor,
        repDebt: 0,
        repDay: null,
        repDayVotes: 0,
      };
      const step =
        event.reverses === null ? { award: event } : { undo: byId.get(String(event.reverses))! };
      const replayed = applyStep(state, step, event.createdOn);
      expect(replayed.entry.amount, `event ${event.id} (${event.kind})`).toBe(event.amount);
      states.set(event.userId, replayed.state);
    }
    for (const user of users) {
      const sum = rows.filter((e) => e.userId === user.id).reduce((s, e) => s + e.amount, 0);
      expect(user.reputation - user.repDebt, user.id).toBe(R.floor + sum);
      const replayed = states.get(user.id) ?? {
        reputation: R.floor,
        repDebt: 0,
        repDay: null,
        repDayVotes: 0,
      };
      expect({ ...user, id: undefined }).toEqual({ ...replayed, id: undefined });
    }
  }

  it('for random votes, undos, vote changes, accepts, un-accepts and deletes', async () => {
    const random = prng(29);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
    const people = await Promise.all(Array.from({ length: 6 }, () => signUp(t.app)));
    const questions: { id: string; asker: AuthResponse }[] = [];
    const answers: { id: string; questionId: string }[] = [];
    const ask = async () => {
      const asker = pick(people);
      const response = await send(asker, 'POST', '/questions/Ask', {
        questionTitle: 'Why does the ledger add up?',
        questionBody: 'Random steps.',
        questionTags: ['git'],
      });
      questions.push({ id: response.json<Question>()._id, asker });
    };
    for (let i = 0; i < 3; i++) await ask();

    for (let round = 0; round < 12; round++) {
      for (let step = 0; step < 15; step++) {
        const roll = random();
        const question = pick(questions);
        const onQuestion = answers.filter((a) => a.questionId === question.id);
        if (roll < 0.3) {
          const value = random() < 0.7 ? 'upVote' : 'downVote';
          await send(pick(people), 'PATCH', `/questions/vote/${question.id}`, { value });
        } else if (roll < 0.6 && onQuestion.length) {
          const value = random() < 0.6 ? 'upVote' : 'downVote';
          const answerId = pick(onQuestion).id;
          await send(pick(people), 'PATCH', `/answer/vote/${question.id}`, { answerId, value });
        } else if (roll < 0.75 && onQuestion.length) {
          const answerId = pick(onQuestion).id;
          await send(question.asker, 'PATCH', `/answer/accept/${question.id}`, { answerId });
        } else if (roll < 0.92) {
          const response = await send(pick(people), 'PATCH', `/answer/post/${question.id}`, {
            answerBody: 'Try this.',
          });
          const ids = new Set(answers.map((a) => a.id));
          const added = response.json<Question>().answer.find((a) => !ids.has(a._id));
          if (added) answers.push({ id: added._id, questionId: question.id });
        } else if (roll < 0.97 && onQuestion.length) {
          const answer = pick(onQuestion);
          const author = (
            await t.app.deps.db
              .selectFrom('answers')
              .select('userId')
              .where('id', '=', answer.id)
              .executeTakeFirstOrThrow()
          ).userId;
          const who = people.find((p) => p.result._id === author)!;
          await send(who, 'PATCH', `/answer/delete/${question.id}`, { answerId: answer.id });
          answers.splice(answers.indexOf(answer), 1);
        } else {
          await send(question.asker, 'DELETE', `/questions/delete/${question.id}`);
          questions.splice(questions.indexOf(question), 1);
          for (const gone of onQuestion) answers.splice(answers.indexOf(gone), 1);
          await ask();
        }
      }
      now += Math.floor(random() * 10) * 3_600_000;
      await expectLedgerReplays();
    }
    const { rows } = await sql<{ n: number | string }>`
      select count(*) as n from reputation_events where reverses is not null`.execute(
      t.app.deps.db,
    );
    // The sequence did undo things (not only award them).
    expect(Number(rows[0]?.n)).toBeGreaterThan(0);
  });
});
