import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import { badRequest } from '../../plugins/errors.js';
import {
  isShortQuery,
  type SearchDialect,
  type SearchEntity,
  type SearchPage,
  type SearchText,
} from './search.dialect.js';
import { parseOffset, windowCountQuery, windowPage } from './search.window.js';

/** An FTS5 string literal: the text matched as one phrase (a substring, with trigrams). */
const phrase = (text: string) => `"${text.replace(/"/g, '""')}"`;

/** Matches `(id, rowid)` rows of one phase after `before`, as SQL (rowid order = newest first). */
type Phase = (before: number) => RawBuilder<{ id: string; rowid: number }>;

/**
 * The phases of a search: for questions, title matches (own index), then body or exact-tag
 * matches that are not title matches; for posts and users, one phase. Question FTS tables
 * share rowids, so "not a title match" is a rowid check.
 */
function phases(entity: SearchEntity, text: SearchText): Phase[] {
  const q = phrase(text.q);
  const one =
    (table: string, match: string): Phase =>
    (before) =>
      sql<{ id: string; rowid: number }>`select id, rowid from ${sql.table(table)}
      where ${sql.table(table)} match ${match} and rowid < ${before}`;
  if (entity === 'posts') return [one('posts_fts', q)];
  if (entity === 'users') return [one('users_fts', q)];
  const bodyMatch = bodyExpression(text);
  return [
    one('questions_title_fts', q),
    (before) => sql<{ id: string; rowid: number }>`select id, rowid from questions_body_fts
      where questions_body_fts match ${bodyMatch} and rowid < ${before}
      and rowid not in (select rowid from questions_title_fts where questions_title_fts match ${q})`,
  ];
}

/** Body text, or (for a query naming a tag) the tag as stored in the JSON list: ["java","sql"]. */
function bodyExpression(text: SearchText): string {
  const body = `body : ${phrase(text.q)}`;
  return text.exactTag ? `${body} OR tags : ${phrase(JSON.stringify(text.exactTag))}` : body;
}

/** Cursor: `{phase}.{fts rowid}` for trigram searches, a plain offset for short ones. */
function parsePhaseCursor(
  cursor: string | undefined,
): { phase: number; before: number } | undefined {
  if (cursor === undefined) return { phase: 0, before: Number.MAX_SAFE_INTEGER };
  const match = /^(\d)\.(\d{1,16})$/.exec(cursor);
  return match ? { phase: Number(match[1]), before: Number(match[2]) } : undefined;
}

export const sqliteSearch: SearchDialect = {
  async page(db: Db, entity, text, limit, cursor): Promise<SearchPage> {
    if (isShortQuery(text.q)) {
      const offset = parseOffset(cursor);
      if (offset === undefined) throw badRequest('cursor is invalid');
      return windowPage(db, entity, text, 'like', limit, offset);
    }
    const position = parsePhaseCursor(cursor);
    const queries = phases(entity, text);
    if (!position || position.phase >= queries.length) throw badRequest('cursor is invalid');
    const ids: string[] = [];
    let next: string | null = null;
    // Walk the phases from the cursor's. With the page full, one more row is still fetched:
    // it tells whether a next page exists.
    for (let phase = position.phase; phase < queries.length; phase += 1) {
      const before = phase === position.phase ? position.before : Number.MAX_SAFE_INTEGER;
      const need = limit - ids.length;
      const query = queries[phase] as Phase;
      const { rows } = await sql<{ id: string; rowid: number }>`
        ${query(before)} order by rowid desc limit ${need + 1}`.execute(db);
      const taken = rows.slice(0, need);
      ids.push(...taken.map((row) => row.id));
      if (rows.length > need) {
        next = `${phase}.${taken.at(-1)?.rowid ?? before}`;
        break;
      }
    }
    return { ids, next };
  },

  countQuery(entity, text, cap) {
    if (isShortQuery(text.q)) return windowCountQuery(entity, text, 'like', cap);
    const parts = phases(entity, text).map((query) => query(Number.MAX_SAFE_INTEGER));
    return sql`select count(*) from (${sql.join(parts, sql` union all `)} limit ${cap + 1})`;
  },
};
