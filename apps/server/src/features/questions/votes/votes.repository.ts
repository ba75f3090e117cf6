import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { VoteValue } from '../questions/questions.policy.js';

/** A question's voters, each list in voting order. */
export interface Voters {
  up: string[];
  down: string[];
}

/** Voters of a question or answer nobody voted on (shared: never pushed to). */
export const NO_VOTERS: Readonly<Voters> = Object.freeze({ up: [], down: [] });

/** Up and down voters of each question, in voting order, from one query. */
export async function votersOf(
  db: Db,
  questionIds: readonly string[],
): Promise<Map<string, Voters>> {
  const voters = new Map<string, Voters>(questionIds.map((id) => [id, { up: [], down: [] }]));
  if (questionIds.length === 0) return voters;
  const rows = await db
    .selectFrom('questionVotes')
    .select(['questionId', 'userId', 'value'])
    .where('questionId', 'in', questionIds)
    .orderBy('questionId')
    .orderBy('votedOn')
    .execute();
  for (const row of rows) {
    const entry = voters.get(row.questionId);
    if (entry) (row.value > 0 ? entry.up : entry.down).push(row.userId);
  }
  return voters;
}

/** What is voted on: a question, or one answer of a question (issue 15). */
export type VoteTarget =
  | { kind: 'question'; questionId: string }
  | { kind: 'answer'; questionId: string; answerId: string };

/**
 * Where each kind's votes and stored counts live. The two tables have the same shape, so
 * one set of statements serves both; the names are constants, never user input.
 */
const VOTE_TABLES = {
  question: { votes: 'question_votes', key: 'question_id', counted: 'questions' },
  answer: { votes: 'answer_votes', key: 'answer_id', counted: 'answers' },
} as const;

const idOf = (target: VoteTarget) =>
  target.kind === 'answer' ? target.answerId : target.questionId;

/**
 * Moves one user's vote on `target` from `previous` to `value` (0: none), and keeps the
 * stored counts exact.
 */
export async function setVote(
  db: Db,
  target: VoteTarget,
  userId: string,
  previous: VoteValue,
  value: VoteValue,
  now: string,
): Promise<void> {
  const table = VOTE_TABLES[target.kind];
  const votes = sql.raw(table.votes);
  const key = sql.raw(table.key);
  const id = idOf(target);
  if (previous === 0 && value !== 0) {
    await sql`insert into ${votes} (${key}, user_id, value, voted_on)
      values (${id}, ${userId}, ${value}, ${now})`.execute(db);
  } else if (previous !== 0 && value === 0) {
    await sql`delete from ${votes} where ${key} = ${id} and user_id = ${userId}`.execute(db);
  } else if (previous !== value) {
    await sql`update ${votes} set value = ${value}, voted_on = ${now}
      where ${key} = ${id} and user_id = ${userId}`.execute(db);
  }
  const up = (value === 1 ? 1 : 0) - (previous === 1 ? 1 : 0);
  const down = (value === -1 ? 1 : 0) - (previous === -1 ? 1 : 0);
  if (up !== 0 || down !== 0) {
    await sql`update ${sql.raw(table.counted)}
      set up_votes = up_votes + ${up}, down_votes = down_votes + ${down}
      where id = ${id}`.execute(db);
  }
}
