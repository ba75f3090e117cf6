import { sql, type Selectable } from 'kysely';
import type { Db, Engine } from '../../db/database.js';
import type { CommentsTable, PostsTable } from '../../db/schema.js';
import type { Position } from '../../infra/cursor.js';
import { COUNTERS, bumpCounter, readCounter } from '../../db/counters.js';
import { toBool } from '../../db/convert.js';

export type PostRow = Selectable<PostsTable> & { userName: string };
export type CommentRow = Selectable<CommentsTable> & { userName: string };

type PostsSource = ReturnType<typeof allPosts>;
const allPosts = (db: Db) => db.selectFrom('posts');

/**
 * The posts of the people `followerId` follows, read followee by followee from
 * posts_user_idx. CROSS JOIN makes SQLite keep `follows` as the outer loop (PostgreSQL's
 * planner picks that order itself): with `user_id in (followees)` SQLite walked the whole
 * feed index, newest first, until it had found a page of followed posts (20 ms at 200,000
 * posts; 0.07 ms this way). The posts columns are all the rest of the query reads, hence
 * the cast to the plain posts source.
 */
function followedPosts(db: Db, followerId: string): PostsSource {
  return db
    .selectFrom('follows')
    .crossJoin('posts')
    .where('follows.followerId', '=', followerId)
    .whereRef('posts.userId', '=', 'follows.followeeId') as unknown as PostsSource;
}

function selectPosts(db: Db, source: PostsSource = allPosts(db)) {
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
  const rows = await selectPosts(db)
    .where('posts.id', 'in', ids)
    .where('posts.hidden', '=', 0)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is PostRow => row !== undefined);
}

/** Reads a post in a transaction, locking its row on PostgreSQL (SQLite serialises writes). */
export async function findPostForUpdate(
  db: Db,
  engine: Engine,
  id: string,
): Promise<{ id: string; userId: string } | undefined> {
  const query = db.selectFrom('posts').select(['id', 'userId']).where('id', '=', id);
  return (engine === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

export type FeedScope =
  | { kind: 'all' }
  | { kind: 'user'; userId: string }
  | { kind: 'followedBy'; userId: string }
  | { kind: 'notFollowedBy'; userId: string };

/** One page of visible posts newest first within a scope, after a keyset position. */
export async function listPosts(
  db: Db,
  scope: FeedScope,
  limit: number,
  after: Position | undefined,
  withTotal = false,
): Promise<(PostRow & { total?: number | string })[]> {
  let query = selectPosts(
    db,
    scope.kind === 'followedBy' ? followedPosts(db, scope.userId) : allPosts(db),
  )
    // The total rides along as a scalar subquery (evaluated once), saving a statement: the
    // stored count for the feed, one user's posts counted on their index.
    .$if(withTotal, (qb) =>
      qb.select(
        scope.kind === 'user'
          ? sql<number>`(select count(*) from posts p where p.hidden = ${0} and p.user_id = ${scope.userId})`.as(
              'total',
            )
          : sql<number>`(select c.count from counters c where c.key = ${COUNTERS.visiblePosts})`.as(
              'total',
            ),
      ),
    )
    .where('posts.hidden', '=', 0)
    .orderBy('posts.postedOn', 'desc')
    .orderBy('posts.id', 'desc')
    .limit(limit);
  if (scope.kind === 'user') query = query.where('posts.userId', '=', scope.userId);
  if (scope.kind === 'notFollowedBy') {
    const followed = db
      .selectFrom('follows')
      .select('followeeId')
      .where('followerId', '=', scope.userId);
    query = query.where('posts.userId', 'not in', followed);
  }
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('posts.postedOn', '<', after.at),
        eb.and([eb('posts.postedOn', '=', after.at), eb('posts.id', '<', after.id)]),
      ]),
    );
  }
  return query.execute();
}

/** The feed's total: the stored count of visible posts. */
export function visiblePostsTotal(db: Db): Promise<number> {
  return readCounter(db, COUNTERS.visiblePosts);
}

export async function countVisiblePosts(db: Db, userId?: string): Promise<number> {
  let query = db
    .selectFrom('posts')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('hidden', '=', 0);
  if (userId) query = query.where('userId', '=', userId);
  const { count } = await query.executeTakeFirstOrThrow();
  return Number(count);
}

export async function followsAnyone(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('follows')
    .select('followeeId')
    .where('followerId', '=', userId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertPost(
  db: Db,
  row: { id: string; userId: string; title: string; body: string; postedOn: string },
  mediaKeys: readonly string[],
): Promise<void> {
  await db.insertInto('posts').values(row).execute();
  await bumpCounter(db, COUNTERS.visiblePosts, 1);
  if (mediaKeys.length > 0) {
    await db
      .insertInto('postMedia')
      .values(mediaKeys.map((mediaKey, position) => ({ postId: row.id, position, mediaKey })))
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
  if (post && !toBool(post.hidden)) await bumpCounter(db, COUNTERS.visiblePosts, -1);
  const media = await db
    .selectFrom('postMedia')
    .select('mediaKey')
    .where('postId', '=', id)
    .execute();
  for (const table of ['comments', 'postLikes', 'postReports', 'postMedia'] as const) {
    await db.deleteFrom(table).where('postId', '=', id).execute();
  }
  await db.deleteFrom('posts').where('id', '=', id).execute();
  return media.map((row) => row.mediaKey);
}

/** Media keys (in order) and likers (in liking order) of each post, from one statement. */
export async function mediaAndLikersOf(
  db: Db,
  postIds: readonly string[],
): Promise<{ media: Map<string, string[]>; likers: Map<string, string[]> }> {
  const media = new Map<string, string[]>(postIds.map((id) => [id, []]));
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
        ])
        .where('postId', 'in', postIds),
    )
    .orderBy('postId')
    .orderBy('kind')
    .orderBy('position')
    .orderBy('at')
    .execute();
  for (const row of rows) (row.kind === 'm' ? media : likers).get(row.postId)?.push(row.value);
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

/** Hides or shows a post; the caller knows it was in the other state. */
export async function setHidden(db: Db, postId: string, hidden: boolean): Promise<void> {
  await bumpCounter(db, COUNTERS.visiblePosts, hidden ? -1 : 1);
  await db
    .updateTable('posts')
    .set({ hidden: hidden ? 1 : 0 })
    .where('id', '=', postId)
    .execute();
}

/** Clears a post's reports (the admin dismissed them) and shows it again. */
export async function dismissReports(db: Db, postId: string): Promise<void> {
  const post = await db
    .selectFrom('posts')
    .select('hidden')
    .where('id', '=', postId)
    .executeTakeFirst();
  if (post && toBool(post.hidden)) await bumpCounter(db, COUNTERS.visiblePosts, 1);
  await db.deleteFrom('postReports').where('postId', '=', postId).execute();
  await db
    .updateTable('posts')
    .set({ reportCount: 0, hidden: 0 })
    .where('id', '=', postId)
    .execute();
}

/** Reported posts, most reported first (the admin's queue). */
export async function listReported(
  db: Db,
  limit: number,
  after: { count: number; id: string } | undefined,
) {
  let query = selectPosts(db)
    .where('posts.reportCount', '>', 0)
    .orderBy('posts.reportCount', 'desc')
    .orderBy('posts.id', 'desc')
    .limit(limit);
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('posts.reportCount', '<', after.count),
        eb.and([eb('posts.reportCount', '=', after.count), eb('posts.id', '<', after.id)]),
      ]),
    );
  }
  return query.execute();
}

export async function countReported(db: Db): Promise<number> {
  const { count } = await db
    .selectFrom('posts')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('reportCount', '>', 0)
    .executeTakeFirstOrThrow();
  return Number(count);
}
