import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import { LIMITS } from '@stackhive/shared';
import {
  ENTITIES,
  likePattern,
  type SearchEntity,
  type SearchPage,
  type SearchText,
} from './search.dialect.js';

/**
 * The bounded fallback for queries too short for trigram indexes (one or two characters):
 * only the newest LIMITS.shortSearchWindow rows are scanned, title matches first. The same
 * SQL runs on both engines (`like` on SQLite is case-insensitive for ASCII; `ilike` on
 * PostgreSQL for all of Unicode).
 */
function matches(entity: SearchEntity, text: SearchText, like: 'like' | 'ilike') {
  const { table, title, others, time } = ENTITIES[entity];
  const pattern = likePattern(text.q);
  const op = sql.raw(like);
  const conditions = [title, ...others].map(
    (column) => sql`${sql.ref(column)} ${op} ${pattern} escape '\\'`,
  );
  if (entity === 'questions' && text.exactTag) {
    conditions.push(sql`tags like ${likePattern(JSON.stringify(text.exactTag))} escape '\\'`);
  }
  // Newest rows first along an index: users by id (time-ordered), posts visible only.
  const order = entity === 'users' ? sql`id desc` : sql`${sql.ref(time)} desc, id desc`;
  const visible = entity === 'posts' ? sql`where hidden = ${0}` : sql``;
  const window = sql`(select * from ${sql.table(table)} ${visible} order by ${order} limit ${LIMITS.shortSearchWindow}) w`;
  return {
    window,
    where: sql.join(conditions, sql` or `),
    titleMatch: sql`${sql.ref(title)} ${op} ${pattern} escape '\\'`,
    time,
  };
}

export async function windowPage(
  db: Db,
  entity: SearchEntity,
  text: SearchText,
  like: 'like' | 'ilike',
  limit: number,
  offset: number,
): Promise<SearchPage> {
  const { window, where, titleMatch, time } = matches(entity, text, like);
  const { rows } = await sql<{ id: string }>`
    select id from ${window} where ${where}
    order by case when ${titleMatch} then 0 else 1 end, ${entity === 'users' ? sql`id` : sql.ref(time)} desc, id desc
    limit ${limit + 1} offset ${offset}`.execute(db);
  return {
    ids: rows.slice(0, limit).map((row) => row.id),
    next: rows.length > limit ? String(offset + limit) : null,
  };
}

export function windowCountQuery(
  entity: SearchEntity,
  text: SearchText,
  like: 'like' | 'ilike',
  cap: number,
): RawBuilder<unknown> {
  const { window, where } = matches(entity, text, like);
  return sql`select count(*) from (select id from ${window} where ${where} limit ${cap + 1}) m`;
}

/** Offsets of the short-query path travel in the cursor as a decimal string. */
export function parseOffset(cursor: string | undefined): number | undefined {
  if (cursor === undefined) return 0;
  return /^\d{1,6}$/.test(cursor) ? Number(cursor) : undefined;
}
