import { isWordQuery } from '@stackhive/shared';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import { toIso } from '../../db/convert.js';
import { planWithValues } from '../../db/pg-prepared.js';
import { isIdString, isIsoTimestamp } from '../../lib/cursor.js';
import { badRequest } from '../../core/errors.js';
import { wordQuery } from '../../db/migrations/2026-11-22-011-search-words.js';
import { wordVectorCosted } from '../../db/migrations/2026-11-24-013-search-words-cost.js';
import {
  ENTITIES,
  likePattern,
  type SearchDialect,
  type SearchEntity,
  type SearchPage,
  type SearchText,
} from './search.dialect.js';

interface Position {
  phase: number;
  at: string | null;
  id: string | null;
}

/** Cursor: `{phase}|{time}|{id}` of the last row shown. */
function parseCursor(cursor: string | undefined): Position | undefined {
  if (cursor === undefined) return { phase: 0, at: null, id: null };
  const [phase, at, id, ...rest] = cursor.split('|');
  if (rest.length > 0 || !phase || !/^\d$/.test(phase)) return undefined;
  if (at === '' && id === '') return { phase: Number(phase), at: null, id: null };
  return isIsoTimestamp(at) && isIdString(id) ? { phase: Number(phase), at, id } : undefined;
}

/**
 * How a column matches the query: a substring through ILIKE (pg_trgm indexes), or for a
 * short query a whole word through the word indexes (their expression exactly, or the
 * planner cannot use them). Both fold case across Unicode in the database's locale.
 */
function matcher(q: string): (column: string) => RawBuilder<unknown> {
  if (isWordQuery(q)) {
    const words = wordQuery(q);
    return (column) => sql`${wordVectorCosted(column)} @@ ${words}`;
  }
  const pattern = likePattern(q);
  return (column) => sql`${sql.ref(column)} ilike ${pattern} escape '\\'`;
}

/**
 * The matching rows of each phase (title matches first, then the others), as SQL. Posts
 * hidden by reports (DECISIONS 29) are left out here, so counts and full pages leave them out.
 */
function phases(
  entity: SearchEntity,
  text: SearchText,
): ((after: RawBuilder<unknown>) => RawBuilder<unknown>)[] {
  const { table, title, others, time } = ENTITIES[entity];
  const matches = matcher(text.q);
  const titleMatch = matches(title);
  const visible = entity === 'posts' ? sql`and not hidden` : sql``;
  const first = (after: RawBuilder<unknown>) =>
    sql`select id, ${sql.ref(time)} as at from ${sql.table(table)} where ${titleMatch} ${visible} and ${after}`;
  if (entity !== 'questions') return [first];
  const bodyMatch = sql.join(others.map(matches), sql` or `);
  const rest = (after: RawBuilder<unknown>) => {
    const byBody = sql`select id, asked_on as at from questions where (${bodyMatch}) and not ${titleMatch} and ${after}`;
    if (!text.exactTag) return byBody;
    // Exact tag matches come from the tag index; UNION keeps each question once.
    const byTag = sql`select id, asked_on as at from (
        select q.id, q.asked_on, q.title from question_tags t join questions q on q.id = t.question_id
        where t.tag = ${text.exactTag}) tagged
      where not ${titleMatch} and ${after}`;
    return sql`${byBody} union ${byTag}`;
  };
  return [first, rest];
}

export const postgresSearch: SearchDialect = {
  async page(db: Db, entity, text, limit, cursor, fewMatches = false): Promise<SearchPage> {
    const position = parseCursor(cursor);
    const queries = phases(entity, text);
    if (!position || position.phase >= queries.length) throw badRequest('cursor is invalid');
    const time = ENTITIES[entity].time;
    const ids: string[] = [];
    let next: string | null = null;
    for (let phase = position.phase; phase < queries.length; phase += 1) {
      const start = phase === position.phase && position.at && position.id ? position : null;
      const after = start
        ? sql`(${sql.ref(time)} < ${start.at} or (${sql.ref(time)} = ${start.at} and id < ${start.id}))`
        : sql`true`;
      const need = limit - ids.length;
      const build = queries[phase] as (after: RawBuilder<unknown>) => RawBuilder<unknown>;
      // Few matches: all of them from the index (a materialized CTE has no order to walk),
      // then sorted. Many: the planner's choice, typically the newest rows walked until the
      // page is full, which a common match fills at once.
      const { rows } = await planWithValues(
        fewMatches
          ? sql<{ id: string; at: Date | string }>`
        with m as materialized (${build(after)})
        select id, at from m order by at desc, id desc limit ${need + 1}`
          : sql<{ id: string; at: Date | string }>`
        select id, at from (${build(after)}) m order by at desc, id desc limit ${need + 1}`,
      ).execute(db);
      const taken = rows.slice(0, need);
      ids.push(...taken.map((row) => row.id));
      if (rows.length > need) {
        const last = taken.at(-1);
        next = last
          ? `${phase}|${toIso(last.at)}|${last.id}`
          : `${phase}|${start ? `${start.at}|${start.id}` : '|'}`;
        break;
      }
    }
    return { ids, next };
  },

  countQuery(entity, text, cap) {
    // The phases are disjoint (the later ones exclude title matches), so UNION ALL: it streams
    // and stops at the cap, where UNION would collect every match to remove duplicates.
    const parts = phases(entity, text).map((build) => sql`(${build(sql`true`)})`);
    return sql`select count(*) from ((${sql.join(parts, sql` union all `)}) limit ${cap + 1}) m`;
  },

  statement: planWithValues,
};
