// The community: posts with comments and likes (the feed's stored total set by hand), and
// who follows whom.
import { TAG_NAMES } from '@stackhive/shared';
import { FILLER, PROBLEMS, SUBJECTS, VERBS } from '../words.js';
import type { Db } from './db.js';
import { int, pick, uuidAt } from './random.js';

/** Posts (1 per 5 questions) with comments (~2 each) and likes (~2.5 each), counts stored. */
export async function generatePosts(
  db: Db,
  userIds: string[],
  startMs: number,
  questionTotal: number,
): Promise<void> {
  const postTotal = questionTotal / 5;
  const step = Math.floor((questionTotal * 60_000) / postTotal);
  const batch = 500;
  let commentTotal = 0;
  for (let start = 0; start < postTotal; start += batch) {
    const posts = [];
    const comments = [];
    const likes = [];
    for (let i = start; i < Math.min(start + batch, postTotal); i += 1) {
      const ms = startMs + i * step + 30_000;
      const id = uuidAt(ms, i & 0xfff);
      const postedOn = new Date(ms).toISOString();
      const subject = pick(SUBJECTS);
      const likers = new Set<string>();
      for (let n = int(6); n > 0; n -= 1) likers.add(pick(userIds));
      const commentCount = int(5);
      posts.push({
        id,
        userId: pick(userIds),
        title: `Today I learned to ${pick(VERBS)} a ${subject} with ${pick(TAG_NAMES)}`,
        body: `${pick(FILLER)} The ${subject} ${pick(PROBLEMS)} until I tried to ${pick(VERBS)} it. ${pick(FILLER)}`,
        postedOn,
        likeCount: likers.size,
        commentCount,
      });
      for (const userId of likers) likes.push({ postId: id, userId, createdAt: postedOn });
      for (let c = 0; c < commentCount; c += 1) {
        const at = ms + (c + 1) * 5_000;
        comments.push({
          id: uuidAt(at, c),
          postId: id,
          userId: pick(userIds),
          body: `Nice, I had to ${pick(VERBS)} my ${pick(SUBJECTS)} the same way.`,
          commentedOn: new Date(at).toISOString(),
        });
      }
    }
    commentTotal += comments.length;
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('posts').values(posts).execute();
      for (let k = 0; k < comments.length; k += 1000)
        await trx
          .insertInto('comments')
          .values(comments.slice(k, k + 1000))
          .execute();
      for (let k = 0; k < likes.length; k += 1000)
        await trx
          .insertInto('postLikes')
          .values(likes.slice(k, k + 1000))
          .execute();
    });
    if ((start / batch) % 20 === 0) process.stdout.write(`\r${start + batch} / ${postTotal} posts`);
  }
  // The feed's stored total (the server keeps it on every change; bulk inserts set it here).
  const { visible } = await db
    .selectFrom('posts')
    .select((eb) => eb.fn.countAll<number>().as('visible'))
    .executeTakeFirstOrThrow();
  await db.deleteFrom('counters').where('key', '=', 'posts:visible').execute();
  await db
    .insertInto('counters')
    .values({ key: 'posts:visible', count: Number(visible) })
    .execute();
  console.log(`\nGenerated ${postTotal} posts and ${commentTotal} comments.`);
}

/** Every user follows 0-7 others; every 100th user follows exactly 50. */
export async function generateFollows(db: Db, userIds: string[], startMs: number): Promise<void> {
  const createdAt = new Date(startMs).toISOString();
  let rows: { followerId: string; followeeId: string; position: number; createdAt: string }[] = [];
  let total = 0;
  const flush = async () => {
    if (rows.length > 0) await db.insertInto('follows').values(rows).execute();
    total += rows.length;
    rows = [];
  };
  for (let i = 0; i < userIds.length; i += 1) {
    const followerId = userIds[i] as string;
    const wanted = i % 100 === 0 ? Math.min(50, userIds.length - 1) : int(8);
    const followees = new Set<string>();
    while (followees.size < wanted) {
      const followee = pick(userIds);
      if (followee !== followerId) followees.add(followee);
    }
    let position = 0;
    for (const followeeId of followees)
      rows.push({ followerId, followeeId, position: position++, createdAt });
    if (rows.length >= 1000) await flush();
  }
  await flush();
  console.log(`Generated ${total} follows.`);
}
