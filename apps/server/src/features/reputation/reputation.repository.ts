import { sql } from 'kysely';
import type { Db, Engine } from '../../db/database.js';

export interface ReputationEventRow {
  id: number | string;
  kind: string;
  amount: number;
  reverses: number | string | null;
  postId: string;
  questionId: string;
  questionTitle: string | null;
  createdOn: string | Date;
}

/**
 * One page of a user's reputation events, newest first, before the event `beforeId`
 * (keyset on reputation_events_user_idx (user_id, id)), each with its question's title.
 */
export async function historyPage(
  db: Db,
  userId: string,
  limit: number,
  beforeId: number | undefined,
): Promise<ReputationEventRow[]> {
  let query = db
    .selectFrom('reputationEvents as e')
    .leftJoin('questions as q', 'q.id', 'e.questionId')
    .select([
      'e.id',
      'e.kind',
      'e.amount',
      'e.reverses',
      'e.postId',
      'e.questionId',
      'q.title as questionTitle',
      'e.createdOn',
    ])
    .where('e.userId', '=', userId)
    .orderBy('e.id', 'desc')
    .limit(limit);
  if (beforeId !== undefined) query = query.where('e.id', '<', beforeId);
  return query.execute();
}

/** How many events a user has (read from the same index). */
export async function countHistory(db: Db, userId: string): Promise<number> {
  const { rows } = await sql<{ count: number | string }>`
    select count(*) as count from reputation_events where user_id = ${userId}`.execute(db);
  return Number(rows[0]?.count ?? 0);
}

/**
 * A user's net reputation change per UTC day, oldest first: one group per day, read from the
 * user's range of reputation_events_user_idx (bounded by what that user ever earned).
 */
export async function changesByDay(
  db: Db,
  engine: Engine,
  userId: string,
): Promise<{ day: string; change: number }[]> {
  const day =
    engine === 'postgres'
      ? sql`to_char(created_on at time zone 'UTC', 'YYYY-MM-DD')`
      : sql`substr(created_on, 1, 10)`;
  const { rows } = await sql<{ day: string; change: number | string }>`
    select ${day} as day, sum(amount) as change from reputation_events
    where user_id = ${userId} group by 1 order by 1`.execute(db);
  return rows.map((row) => ({ day: row.day, change: Number(row.change) }));
}
