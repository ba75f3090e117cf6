import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';

/**
 * Adds view counts to their questions, one statement per question, in the caller's
 * transaction (a question deleted meanwhile takes its views with it). Answers the public
 * questions' counts before and after (a team's views earn no public badge, issue 33).
 */
export async function addViews(
  db: Db,
  counts: ReadonlyMap<string, number>,
): Promise<{ id: string; userId: string; before: number; after: number }[]> {
  const moved = [];
  for (const [id, count] of counts) {
    const row = await db
      .updateTable('questions')
      .set({ viewCount: sql`view_count + ${count}` })
      .where('id', '=', id)
      .returning(['id', 'userId', 'viewCount', 'teamId'])
      .executeTakeFirst();
    if (row && row.teamId === null) {
      const after = Number(row.viewCount);
      moved.push({ id: row.id, userId: row.userId, before: after - count, after });
    }
  }
  return moved;
}
