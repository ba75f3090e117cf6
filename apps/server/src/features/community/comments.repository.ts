import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { CommentsTable } from '../../db/schema.js';
import type { Position } from '../../lib/cursor.js';
import type { CommentRow } from './community.repository.js';
import { onComment, retireFlags } from '../moderation/index.js';

function selectComments(db: Db) {
  return db
    .selectFrom('comments')
    .innerJoin('users', 'users.id', 'comments.userId')
    .selectAll('comments')
    .select('users.name as userName');
}

/** One page of a post's comments, newest first. */
export async function listComments(
  db: Db,
  postId: string,
  limit: number,
  after?: Position,
): Promise<CommentRow[]> {
  let query = selectComments(db)
    .where('comments.postId', '=', postId)
    .orderBy('comments.commentedOn', 'desc')
    .orderBy('comments.id', 'desc')
    .limit(limit);
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('comments.commentedOn', '<', after.at),
        eb.and([eb('comments.commentedOn', '=', after.at), eb('comments.id', '<', after.id)]),
      ]),
    );
  }
  return query.execute();
}

/** The newest comment of each post ('Top Comments'), one indexed lookup per post. */
export async function newestCommentOf(
  db: Db,
  postIds: readonly string[],
): Promise<Map<string, CommentRow>> {
  const newest = new Map<string, CommentRow>();
  if (postIds.length === 0) return newest;
  const rows = await selectComments(db)
    .where('comments.postId', 'in', postIds)
    .where((eb) =>
      eb(
        'comments.id',
        '=',
        eb
          .selectFrom('comments as c2')
          .select('c2.id')
          .whereRef('c2.postId', '=', 'comments.postId')
          .orderBy('c2.commentedOn', 'desc')
          .orderBy('c2.id', 'desc')
          .limit(1),
      ),
    )
    .execute();
  for (const row of rows) newest.set(row.postId, row);
  return newest;
}

export async function findComment(
  db: Db,
  id: string,
): Promise<Selectable<CommentsTable> | undefined> {
  return db.selectFrom('comments').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertComment(db: Db, row: Insertable<CommentsTable>): Promise<void> {
  await db.insertInto('comments').values(row).execute();
  await db
    .updateTable('posts')
    .set({ commentCount: sql`comment_count + 1` })
    .where('id', '=', row.postId)
    .execute();
}

export async function deleteComment(
  db: Db,
  comment: { id: string; postId: string },
): Promise<void> {
  await retireFlags(db, onComment(comment.id));
  const { numDeletedRows } = await db
    .deleteFrom('comments')
    .where('id', '=', comment.id)
    .executeTakeFirst();
  if (Number(numDeletedRows) > 0) {
    await db
      .updateTable('posts')
      .set({ commentCount: sql`comment_count - 1` })
      .where('id', '=', comment.postId)
      .execute();
  }
}
