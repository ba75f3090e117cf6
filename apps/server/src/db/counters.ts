import { sql } from 'kysely';
import type { Db } from './database.js';

/**
 * Stored totals, kept by the server in the same transaction as every change they count, so
 * no page counts a whole table. Two tables of `(key, count)` rows, one mechanism:
 * `counters` for site-wide totals (keys in COUNTERS; migrations 008 and 009), and
 * `questionCounts` for the question lists, all questions ('*') and each tag by its name
 * (migration 002).
 */
export type CounterTable = 'counters' | 'questionCounts';

/** Keys of the site-wide totals in `counters`. */
export const COUNTERS = { visiblePosts: 'posts:visible', users: 'users' } as const;

/** Adds `delta` to each key's total (creating the row the first time), in the caller's transaction. */
export async function bumpCounters(
  db: Db,
  keys: readonly string[],
  delta: number,
  table: CounterTable = 'counters',
): Promise<void> {
  for (const key of keys) {
    await db
      .insertInto(table)
      .values({ key, count: Math.max(delta, 0) })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({ count: sql`${sql.ref(`${table}.count`)} + ${delta}` }),
      )
      .execute();
  }
}

export async function readCounter(
  db: Db,
  key: string,
  table: CounterTable = 'counters',
): Promise<number> {
  const row = await db.selectFrom(table).select('count').where('key', '=', key).executeTakeFirst();
  return Number(row?.count ?? 0);
}
