import { sql } from 'kysely';
import type { Db } from './database.js';

/** Keys of the stored totals (see migration 2026-11-22-008). */
export const COUNTERS = { visiblePosts: 'posts:visible' } as const;

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
