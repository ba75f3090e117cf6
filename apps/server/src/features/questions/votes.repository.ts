import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { VoteValue } from './questions.policy.js';

/** A question's voters, each list in voting order. */
export interface Voters {
  up: string[];
  down: string[];
}

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

/** A question's asker and `userId`'s current vote (or null): the read half of a vote on SQLite. */
export async function findQuestionWithVote(
  db: Db,
  id: string,
  userId: string,
): Promise<{ userId: string; myVote: number | null } | undefined> {
  return db
    .selectFrom('questions')
    .leftJoin('questionVotes', (join) =>
      join
        .onRef('questionVotes.questionId', '=', 'questions.id')
        .on('questionVotes.userId', '=', userId),
    )
    .select(['questions.userId', 'questionVotes.value as myVote'])
    .where('questions.id', '=', id)
    .executeTakeFirst();
}

/** Moves one user's vote from `previous` to `value` (0: none), and keeps the stored counts exact. */
export async function setVote(
  db: Db,
  questionId: string,
  userId: string,
  previous: VoteValue,
  value: VoteValue,
  now: string,
): Promise<void> {
  if (previous === 0 && value !== 0) {
    await db
      .insertInto('questionVotes')
      .values({ questionId, userId, value, votedOn: now })
      .execute();
  } else if (previous !== 0 && value === 0) {
    await db
      .deleteFrom('questionVotes')
      .where('questionId', '=', questionId)
      .where('userId', '=', userId)
      .execute();
  } else if (previous !== value) {
    await db
      .updateTable('questionVotes')
      .set({ value, votedOn: now })
      .where('questionId', '=', questionId)
      .where('userId', '=', userId)
      .execute();
  }
  const up = (value === 1 ? 1 : 0) - (previous === 1 ? 1 : 0);
  const down = (value === -1 ? 1 : 0) - (previous === -1 ? 1 : 0);
  if (up !== 0 || down !== 0) {
    await db
      .updateTable('questions')
      .set({ upVotes: sql`up_votes + ${up}`, downVotes: sql`down_votes + ${down}` })
      .where('id', '=', questionId)
      .execute();
  }
}
