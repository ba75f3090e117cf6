import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** What can be saved: a question or a community post. */
export type BookmarkKind = 'question' | 'post';

/** Where each kind's bookmarks live, and the table of what they save. Constants only. */
const TABLES = {
  question: { bookmarks: 'question_bookmarks', key: 'question_id', parent: 'questions' },
  post: { bookmarks: 'post_bookmarks', key: 'post_id', parent: 'posts' },
} as const;

/**
 * Saves `id` for `userId`, or removes the bookmark when there is one, in the caller's
 * transaction. Saves nothing when there is no such question or post (the insert reads the
 * id from its table). The counts follow by trigger (migration 017). Two toggles at once by
 * one user both end saved at worst (the second insert finds the first and does nothing):
 * never a count that disagrees with the rows.
 */
export async function toggleBookmark(
  db: Db,
  kind: BookmarkKind,
  id: string,
  userId: string,
  now: string,
): Promise<void> {
  const { bookmarks, key, parent } = TABLES[kind];
  const removed = await sql`delete from ${sql.raw(bookmarks)}
    where ${sql.raw(key)} = ${id} and user_id = ${userId}`.execute(db);
  if (Number(removed.numAffectedRows ?? 0) > 0) return;
  await sql`insert into ${sql.raw(bookmarks)} (${sql.raw(key)}, user_id, saved_on)
    select id, ${userId}, ${now} from ${sql.raw(parent)} where id = ${id}
    on conflict do nothing`.execute(db);
}

/** Whether `userId` saved `id`, and its stored count; undefined when it does not exist. */
export async function bookmarkState(
  db: Db,
  kind: BookmarkKind,
  id: string,
  userId: string,
): Promise<{ bookmarked: boolean; bookmarks: number } | undefined> {
  const { bookmarks, key, parent } = TABLES[kind];
  const { rows } = await sql<{ count: number; mine: number }>`
    select p.bookmark_count as count,
      (select count(*) from ${sql.raw(bookmarks)} b
        where b.${sql.raw(key)} = p.id and b.user_id = ${userId}) as mine
    from ${sql.raw(parent)} p where p.id = ${id}`.execute(db);
  const row = rows[0];
  return row && { bookmarked: Number(row.mine) > 0, bookmarks: Number(row.count) };
}

export interface SavedRow {
  kind: BookmarkKind;
  id: string;
  savedOn: string | Date;
}

/**
 * One page of a user's bookmarks, questions and posts together, newest first, after
 * `after`: each table's index read in order for at most `limit` rows, then merged.
 */
export async function savedPage(
  db: Db,
  userId: string,
  limit: number,
  after: { at: string; id: string } | undefined,
): Promise<SavedRow[]> {
  const part = (kind: BookmarkKind) => {
    const { bookmarks, key } = TABLES[kind];
    const position = after
      ? sql`and (saved_on, ${sql.raw(key)}) < (${after.at}, ${after.id})`
      : sql``;
    return sql`select * from (
      select ${kind} as kind, ${sql.raw(key)} as id, saved_on from ${sql.raw(bookmarks)}
        where user_id = ${userId} ${position}
        order by saved_on desc, ${sql.raw(key)} desc limit ${limit}) as ${sql.raw(kind)}`;
  };
  const { rows } = await sql<SavedRow>`${part('question')} union all ${part('post')}
    order by saved_on desc, id desc limit ${limit}`.execute(db);
  return rows;
}

/**
 * How many questions and posts a user saved: two counts over the user's own index range,
 * bounded by what one person saves, never a table scan.
 */
export async function savedCount(db: Db, userId: string): Promise<number> {
  const { rows } = await sql<{ count: number }>`select
    (select count(*) from question_bookmarks where user_id = ${userId})
    + (select count(*) from post_bookmarks where user_id = ${userId}) as count`.execute(db);
  return Number(rows[0]?.count ?? 0);
}
