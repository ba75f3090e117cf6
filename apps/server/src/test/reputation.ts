import { sql } from 'kysely';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  REPUTATION as R,
  type AuthResponse,
  type PublicUser,
  type Question,
} from '@stackhive/shared';
import { asUser, createTestApp, signUp, type TestApp } from './helpers.js';

/** The reputation test file's app, set by useReputationApp's beforeAll. */
export let t: TestApp;

/** A fresh app for the calling describe on the clock `now` reads; closed after it. */
export function useReputationApp(now: () => number): void {
  beforeAll(async () => {
    t = await createTestApp({}, { clock: now });
  });
  afterAll(() => t.close());
}

export const users = (n: number) => Promise.all(Array.from({ length: n }, () => signUp(t.app)));
export const call = (
  session: AuthResponse,
  method: 'PATCH' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) =>
  t.app.inject(
    asUser(session.token, { method, url: `/api${url}`, ...(payload ? { payload } : {}) }),
  );
export const ok = async (...args: Parameters<typeof call>) => {
  const response = await call(...args);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Question>();
};
export const ask = (asker: AuthResponse) =>
  ok(asker, 'POST', '/questions/Ask', {
    questionTitle: 'Why does my build fail?',
    questionBody: 'It fails.',
    questionTags: ['git'],
  });
export const answer = async (author: AuthResponse, questionId: string) => {
  const question = await ok(author, 'PATCH', `/answer/post/${questionId}`, {
    answerBody: 'Try this.',
  });
  return question.answer.find((a) => a.userId === author.result._id)!._id;
};
export const voteQuestion = (voter: AuthResponse, id: string, value: 'upVote' | 'downVote') =>
  ok(voter, 'PATCH', `/questions/vote/${id}`, { value });
export const voteAnswer = (
  voter: AuthResponse,
  questionId: string,
  answerId: string,
  value: 'upVote' | 'downVote',
) => ok(voter, 'PATCH', `/answer/vote/${questionId}`, { answerId, value });
export const accept = (asker: AuthResponse, questionId: string, answerId: string) =>
  ok(asker, 'PATCH', `/answer/accept/${questionId}`, { answerId });
export const rep = async (user: AuthResponse) =>
  (await t.app.inject({ method: 'GET', url: `/api/user/${user.result._id}` })).json<PublicUser>()
    .reputation;
export const reps = (list: AuthResponse[]) => Promise.all(list.map(rep));

/** Every user's reputation is 1 + the sum of their events: the rule the repair checks. */
export async function expectEventsAddUp(): Promise<void> {
  const { rows } = await sql<{
    id: string;
    reputation: number;
    repDebt: number;
    total: number | string;
  }>`
    select u.id, u.reputation, u.rep_debt, coalesce(sum(e.amount), 0) as total
    from users u left join reputation_events e on e.user_id = u.id
    group by u.id, u.reputation, u.rep_debt`.execute(t.app.deps.db);
  // What lies below the floor is owed (reputation.policy.ts `settle`).
  for (const row of rows)
    expect(row.reputation - row.repDebt, row.id).toBe(R.floor + Number(row.total));
}
