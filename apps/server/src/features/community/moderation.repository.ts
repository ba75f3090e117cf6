import { COUNTERS, bumpCounters } from '../../db/counters.js';
import { toBool } from '../../db/convert.js';
import type { Db } from '../../db/database.js';
import { selectPosts } from './community.repository.js';

/** Hides or shows a post; the caller knows it was in the other state. */
export async function setHidden(db: Db, postId: string, hidden: boolean): Promise<void> {
  await bumpCounters(db, [COUNTERS.visiblePosts], hidden ? -1 : 1);
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
  if (post && toBool(post.hidden)) await bumpCounters(db, [COUNTERS.visiblePosts], 1);
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
