import { sql } from 'kysely';
import type { Db } from './database.js';

/** Keys of the stored totals (see migrations 2026-11-22-008 and -009). */
export const COUNTERS = { visiblePosts: 'posts:visible', users: 'users' } as const;

/** Adds `delta` to a stored total, in the caller's transaction. */
export async function bumpCounter(db: Db, key: string, delta: number): Promise<void> {
  await db
    .insertInto('counters')
    .values({ key, count: Math.max(delta, 0) })
    .onConflict((oc) => oc.column('key').doUpdateSet({ count: sql`counters.count + ${delta}` }))
    .execute();
}

export async function readCounter(db: Db, key: string): Promise<number> {
  const row = await db
    .selectFrom('counters')
    .select('count')
    .where('key', '=', key)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
