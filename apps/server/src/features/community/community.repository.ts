import { sql, type Selectable } from 'kysely';
import type { Db, Engine } from '../../db/database.js';
import type { CommentsTable, PostsTable } from '../../db/schema.js';
import { COUNTERS, bumpCounters } from '../../db/counters.js';
import { toBool } from '../../db/convert.js';
import { forUpdateOnPostgres } from '../../db/lock.js';
import { onPost, retireFlags } from '../moderation/index.js';

export type PostRow = Selectable<PostsTable> & { userName: string };
export type CommentRow = Selectable<CommentsTable> & { userName: string };

/** Where posts are read from: the posts table, or a join that narrows it (feed.repository.ts). */
export type PostsSource = ReturnType<typeof allPosts>;
const allPosts = (db: Db) => db.selectFrom('posts');

/** Posts with their authors' current names. */
export function selectPosts(db: Db, source: PostsSource = allPosts(db)) {
  return source
    .innerJoin('users', 'users.id', 'posts.userId')
    .selectAll('posts')
    .select('users.name as userName');
}

export async function findPost(db: Db, id: string): Promise<PostRow | undefined> {
  return selectPosts(db).where('posts.id', '=', id).executeTakeFirst();
}

/** Posts by id, in the order of `ids`; hidden posts left out. */
export async function postsByIds(db: Db, ids: readonly string[]): Promise<PostRow[]> {
  if (ids.length === 0) return [];
  // Hidden posts are dropped here, not in SQL: with `hidden = 0` beside `id in (...)`, SQLite
  // chose the (hidden, posted_on) index and walked every visible post (138 ms at 200k posts
  // instead of 0.1 ms by primary key).
  const rows = await selectPosts(db).where('posts.id', 'in', ids).execute();
  const byId = new Map(rows.filter((row) => !toBool(row.hidden)).map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is PostRow => row !== undefined);
}

/** Reads a post in a transaction, locking its row on PostgreSQL (SQLite serialises writes). */
export async function findPostForUpdate(
  db: Db,
  engine: Engine,
  id: string,
): Promise<{ id: string; userId: string } | undefined> {
  const query = db.selectFrom('posts').select(['id', 'userId']).where('id', '=', id);
  return forUpdateOnPostgres(query, engine).executeTakeFirst();
}

/** A post's media entry as stored: its key and its alt text ('' when none was given). */
export interface PostMediaItem {
  key: string;
  alt: string;
}

/** Inserts a post and its media, in order. */
export async function insertPost(
  db: Db,
  row: { id: string; userId: string; title: string; body: string; postedOn: string },
  media: readonly PostMediaItem[],
): Promise<void> {
  await db.insertInto('posts').values(row).execute();
  await bumpCounters(db, [COUNTERS.visiblePosts], 1);
  if (media.length > 0) {
    await db
      .insertInto('postMedia')
      .values(
        media.map(({ key, alt }, position) => ({ postId: row.id, position, mediaKey: key, alt })),
      )
      .execute();
  }
}

/** Deletes a post with its likes, reports and comments; answers its media keys. */
export async function deletePost(db: Db, id: string): Promise<string[]> {
  const post = await db
    .selectFrom('posts')
    .select('hidden')
    .where('id', '=', id)
    .executeTakeFirst();
  if (post && !toBool(post.hidden)) await bumpCounters(db, [COUNTERS.visiblePosts], -1);
  const media = await db
    .selectFrom('postMedia')
    .select('mediaKey')
    .where('postId', '=', id)
    .execute();
  await retireFlags(db, onPost(id));
  for (const table of ['comments', 'postLikes', 'postReports', 'postMedia'] as const) {
    await db.deleteFrom(table).where('postId', '=', id).execute();
  }
  await db.deleteFrom('posts').where('id', '=', id).execute();
  return media.map((row) => row.mediaKey);
}

/**
 * Media (in order, with alt texts) and likers (in liking order) of each post, from one
 * statement.
 */
export async function mediaAndLikersOf(
  db: Db,
  postIds: readonly string[],
): Promise<{ media: Map<string, PostMediaItem[]>; likers: Map<string, string[]> }> {
  const media = new Map<string, PostMediaItem[]>(postIds.map((id) => [id, []]));
  const likers = new Map<string, string[]>(postIds.map((id) => [id, []]));
  if (postIds.length === 0) return { media, likers };
  const rows = await db
    .selectFrom('postMedia')
    .select([
      'postId',
      'mediaKey as value',
      sql<string>`'m'`.as('kind'),
      sql<string>`''`.as('at'),
      'position',
      'alt',
    ])
    .where('postId', 'in', postIds)
    .unionAll(
      db
        .selectFrom('postLikes')
        .select([
          'postId',
          'userId as value',
          sql<string>`'l'`.as('kind'),
          sql<string>`cast(created_at as text)`.as('at'),
          sql<number>`0`.as('position'),
          sql<string>`''`.as('alt'),
        ])
        .where('postId', 'in', postIds),
    )
    .orderBy('postId')
    .orderBy('kind')
    .orderBy('position')
    .orderBy('at')
    .execute();
  for (const row of rows) {
    if (row.kind === 'm') media.get(row.postId)?.push({ key: row.value, alt: row.alt });
    else likers.get(row.postId)?.push(row.value);
  }
  return { media, likers };
}

/**
 * Toggles one user's like or report row; answers whether the row exists afterwards (for
 * reports, `toggle: false` only adds). The post's stored count follows in the same transaction.
 */
export async function toggleMark(
  db: Db,
  table: 'postLikes' | 'postReports',
  postId: string,
  userId: string,
  now: string,
  toggle: boolean,
): Promise<boolean> {
  const existing = await db
    .selectFrom(table)
    .select('userId')
    .where('postId', '=', postId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  const column = table === 'postLikes' ? 'like_count' : 'report_count';
  if (existing && !toggle) return true;
  if (existing) {
    await db.deleteFrom(table).where('postId', '=', postId).where('userId', '=', userId).execute();
  } else {
    await db.insertInto(table).values({ postId, userId, createdAt: now }).execute();
  }
  await db
    .updateTable('posts')
    .set({
      [column === 'like_count' ? 'likeCount' : 'reportCount']:
        sql`${sql.ref(column)} + ${existing ? -1 : 1}`,
    })
    .where('id', '=', postId)
    .execute();
  return !existing;
}
