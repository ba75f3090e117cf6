import { isWordQuery } from '@stackhive/shared';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import { badRequest } from '../../core/errors.js';
import {
  type SearchDialect,
  type SearchEntity,
  type SearchPage,
  type SearchText,
} from './search.dialect.js';

/**
 * An FTS5 string literal: the text matched as one phrase, every character literal (a
 * substring with trigrams; with words, the words the table's tokenizer finds in it).
 */
const phrase = (text: string) => `"${text.replace(/"/g, '""')}"`;

/** Matches `(id, rowid)` rows of one phase after `before`, as SQL (rowid order = newest first). */
type Phase = (before: number) => RawBuilder<{ id: string; rowid: number }>;

/**
 * The FTS5 tables of each kind (migrations 005, 007, 011). An entity's tables share rowids,
 * so both kinds page with the same cursor.
 */
const TABLES = {
  trigram: {
    questionsTitle: 'questions_title_fts',
    questionsBody: 'questions_body_fts',
    posts: 'posts_fts',
    users: 'users_fts',
  },
  words: {
    questionsTitle: 'questions_title_words',
    questionsBody: 'questions_body_words',
    posts: 'posts_words',
    users: 'users_words',
  },
};

/**
 * The phases of a search: for questions, title matches (own index), then body or exact-tag
 * matches that are not title matches; for posts and users, one phase. Question FTS tables
 * share rowids, so "not a title match" is a rowid check. Posts hidden by reports
 * (DECISIONS 29) are left out here, so that counts and full pages leave them out too.
 */
function phases(entity: SearchEntity, text: SearchText): Phase[] {
  const short = isWordQuery(text.q);
  const tables = short ? TABLES.words : TABLES.trigram;
  const q = phrase(text.q);
  if (entity === 'posts') {
    const fts = sql.table(tables.posts);
    return [
      (before) => sql<{ id: string; rowid: number }>`select ${fts}.id, ${fts}.rowid as rowid
        from ${fts} join posts on posts.id = ${fts}.id
        where ${fts} match ${q} and ${fts}.rowid < ${before} and posts.hidden = ${0}`,
    ];
  }
  const one =
    (table: string, match: string): Phase =>
    (before) =>
      sql<{ id: string; rowid: number }>`select id, rowid from ${sql.table(table)}
      where ${sql.table(table)} match ${match} and rowid < ${before}`;
  if (entity === 'users') return [one(tables.users, q)];
  // Word tables hold no tags: no catalogue tag is short enough to be a short query.
  const bodyMatch = short ? `body : ${q}` : bodyExpression(text);
  const title = sql.table(tables.questionsTitle);
  const body = sql.table(tables.questionsBody);
  return [
    one(tables.questionsTitle, q),
    (before) => sql<{ id: string; rowid: number }>`select id, rowid from ${body}
      where ${body} match ${bodyMatch} and rowid < ${before}
      and rowid not in (select rowid from ${title} where ${title} match ${q})`,
  ];
}

/** Body text, or (for a query naming a tag) the tag as stored in the JSON list: ["java","sql"]. */
function bodyExpression(text: SearchText): string {
  const body = `body : ${phrase(text.q)}`;
  return text.exactTag ? `${body} OR tags : ${phrase(JSON.stringify(text.exactTag))}` : body;
}

/** Cursor: `{phase}.{fts rowid}` of the last row shown. */
function parsePhaseCursor(
  cursor: string | undefined,
): { phase: number; before: number } | undefined {
  if (cursor === undefined) return { phase: 0, before: Number.MAX_SAFE_INTEGER };
  const match = /^(\d)\.(\d{1,16})$/.exec(cursor);
  return match ? { phase: Number(match[1]), before: Number(match[2]) } : undefined;
}

export const sqliteSearch: SearchDialect = {
  async page(db: Db, entity, text, limit, cursor): Promise<SearchPage> {
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
    const parts = phases(entity, text).map((query) => query(Number.MAX_SAFE_INTEGER));
    return sql`select count(*) from (${sql.join(parts, sql` union all `)} limit ${cap + 1})`;
  },

  // SQLite plans every statement with its values (and FTS5 answers the match itself).
  statement: (query) => query,
};
