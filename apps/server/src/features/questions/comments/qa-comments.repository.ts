import { sql, type Insertable } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { QaCommentsTable } from '../../../db/schema.js';
import { holdsBadge } from '../../badges/index.js';
import { onComment, retireFlags } from '../../moderation/index.js';

/** A comment with its author's current name and reputation. */
export interface QaCommentRow {
  id: string;
  questionId: string;
  answerId: string | null;
  userId: string;
  userName: string;
  userReputation: number;
  body: string;
  commentedOn: string | Date;
}

export async function insertQaComment(db: Db, row: Insertable<QaCommentsTable>): Promise<void> {
  await db.insertInto('qaComments').values(row).execute();
}

/**
 * How many comments `userId` wrote, counted up to `upTo` (qa_comments_user_idx), and
 * whether they already hold `badge` (Commentator): one read, so that a comment whose author
 * holds it writes no award.
 */
export async function qaCommentCount(
  db: Db,
  userId: string,
  upTo: number,
  badge: string,
): Promise<{ count: number; held: boolean }> {
  const { rows } = await sql<{ n: number | string; held: number | string | boolean }>`
    select (select count(*) from (select 1 from qa_comments c join questions q
          on q.id = c.question_id and q.team_id is null
        where c.user_id = ${userId} limit ${upTo}) c) as n,
      ${holdsBadge(userId, badge)} as held`.execute(db);
  return { count: Number(rows[0]?.n ?? 0), held: Number(rows[0]?.held) === 1 };
}

export async function findQaComment(db: Db, id: string) {
  return db
    .selectFrom('qaComments')
    .select(['id', 'questionId', 'answerId', 'userId'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function deleteQaComment(db: Db, id: string): Promise<void> {
  await retireFlags(db, onComment(id));
  await db.deleteFrom('qaComments').where('id', '=', id).execute();
}

/** A page of one post's comments, oldest first, after `after` (keyset). */
export async function qaCommentsPage(
  db: Db,
  questionId: string,
  answerId: string | null,
  limit: number,
  after: { at: string; id: string } | undefined,
): Promise<QaCommentRow[]> {
  let query = db
    .selectFrom('qaComments as c')
    .innerJoin('users as u', 'u.id', 'c.userId')
    .select([
      'c.id',
      'c.questionId',
      'c.answerId',
      'c.userId',
      'u.name as userName',
      'u.reputation as userReputation',
      'c.body',
      'c.commentedOn',
    ])
    .where('c.questionId', '=', questionId)
    .where('c.answerId', answerId === null ? 'is' : '=', answerId)
    .orderBy('c.commentedOn')
    .orderBy('c.id')
    .limit(limit);
  if (after) query = query.where(sql<boolean>`(c.commented_on, c.id) > (${after.at}, ${after.id})`);
  return query.execute();
}
