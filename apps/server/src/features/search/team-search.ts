import {
  LIMITS,
  type ParsedSearch,
  type SearchQuery,
  type SearchResponse,
} from '@stackhive/shared';
import { sql, type RawBuilder } from 'kysely';
import type { AppDeps } from '../../core/app-context.js';
import { badRequest } from '../../core/errors.js';
import { toIso } from '../../db/convert.js';
import { beforeRow, rawColumns } from '../../db/keyset.js';
import { decodeCursor, encodeCursor, isIdString, isIsoTimestamp } from '../../lib/cursor.js';
import { presentQuestionRows, questionsByIds } from '../questions/index.js';
import { answerHitsByIds } from './answer-hits.js';
import { likePattern } from './search.dialect.js';
import { allOf, answerFilters, questionFilters } from './search-filters.js';

/**
 * Search within a team (issue 33). A team's questions and answers are kept out of every
 * search index (migration 046), so a public search can never meet them; a member's search of
 * their team walks the team's own rows instead, newest (or highest-voted) first through the
 * team's index, each word, phrase and tag checked on the row as a case-insensitive substring,
 * with the same operators as the public search. A team is the writing of at most
 * TEAM_MEMBER_LIMIT people, so the walk is bounded by the team, never by the site. Relevance
 * is newest first here: the ranking needs the public indexes' word counts.
 */

/** Case-insensitive substring: ILIKE on PostgreSQL; SQLite's LIKE ignores ASCII case. */
function containing(engine: AppDeps['engine'], column: RawBuilder<unknown>, text: string) {
  const pattern = likePattern(text);
  return engine === 'postgres'
    ? sql`${column} ilike ${pattern}`
    : sql`${column} like ${pattern} escape '\\'`;
}

/** A tag in a question's JSON list (a tag's spelling has no quote). */
const taggedWith = (column: RawBuilder<unknown>, tag: string) =>
  sql`${column} like ${`%${JSON.stringify(tag)}%`}`;

interface Walk {
  /** `q` (questions) or `a` (answers under is:answer). */
  alias: 'q' | 'a';
  from: RawBuilder<unknown>;
  where: RawBuilder<unknown>;
  columns: string[];
}

function walkOf(
  engine: AppDeps['engine'],
  teamId: string,
  search: ParsedSearch,
  byVotes: boolean,
): Walk {
  const holding = (columns: RawBuilder<unknown>[], text: string) =>
    sql`(${sql.join(
      columns.map((column) => containing(engine, column, text)),
      sql` or `,
    )})`;
  if (search.answersOnly) {
    const body = [sql.ref('a.body')];
    const conditions = [
      sql`a.team_id = ${teamId}`,
      ...search.terms.map((term) => holding(body, term.text)),
      ...search.excluded.map((term) => sql`not ${holding(body, term.text)}`),
      ...search.tags.map(
        (tag) => sql`exists (select 1 from questions tq
          where tq.id = a.question_id and ${taggedWith(sql.ref('tq.tags'), tag)})`,
      ),
      ...answerFilters({ ...search, tags: [] }, 'a'),
    ];
    return {
      alias: 'a',
      from: sql`from answers a`,
      where: allOf(conditions),
      columns: byVotes ? ['a.score', 'a.answered_on', 'a.id'] : ['a.answered_on', 'a.id'],
    };
  }
  const text = [sql.ref('q.title'), sql.ref('q.body'), sql.ref('q.tags')];
  const conditions = [
    sql`q.team_id = ${teamId}`,
    ...search.terms.map((term) => holding(text, term.text)),
    ...search.excluded.map((term) => sql`not ${holding(text, term.text)}`),
    ...search.tags.map((tag) => taggedWith(sql.ref('q.tags'), tag)),
    ...questionFilters(search),
  ];
  return {
    alias: 'q',
    from: sql`from questions q`,
    where: allOf(conditions),
    columns: byVotes ? ['q.score', 'q.asked_on', 'q.id'] : ['q.asked_on', 'q.id'],
  };
}

/** A page's position: the last row's order values, as the walk's columns list them. */
type TeamCursor = { k: (string | number)[] };
const isTeamCursor = (value: unknown): value is TeamCursor =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as TeamCursor).k) &&
  (value as TeamCursor).k.length <= 3 &&
  (value as TeamCursor).k.every((key) => typeof key === 'string' || Number.isInteger(key));

/** A cursor's values as its walk's columns hold them: a score, a time, an id. */
function fitsColumns(keys: (string | number)[], columns: string[]): boolean {
  return (
    keys.length === columns.length &&
    columns.every((column, index) => {
      const key = keys[index];
      if (column.endsWith('.id')) return typeof key === 'string' && isIdString(key);
      if (column.endsWith('.score'))
        return Number.isInteger(key) && Math.abs(key as number) < 2 ** 31;
      return typeof key === 'string' && isIsoTimestamp(key);
    })
  );
}

/**
 * One page of the team `teamId`'s questions (or answers, under is:answer) matching the
 * parsed query, with the count of its matches (exact up to LIMITS.searchCountCap), for its
 * member `memberId`.
 */
export async function searchTeam(
  deps: AppDeps,
  teamId: string,
  query: SearchQuery,
  search: ParsedSearch,
  memberId: string,
): Promise<SearchResponse> {
  const byVotes = query.sort === 'votes';
  const walk = walkOf(deps.engine, teamId, search, byVotes);
  const base = { q: query.q, sort: query.sort };
  const none = { count: 0, capped: false };
  if (query.type !== 'questions') {
    const counts = { questions: none, tags: none, posts: none, users: none };
    return { ...base, type: query.type, counts, items: [], nextCursor: null } as SearchResponse;
  }
  const after = decodeCursor(query.cursor, isTeamCursor);
  if (after && !fitsColumns(after.k, walk.columns)) throw badRequest('cursor is invalid');
  const cap = LIMITS.searchCountCap;
  const later = after ? sql`and ${beforeRow(walk.columns, after.k)}` : sql``;
  const order = sql.join(
    rawColumns(walk.columns).map((column) => sql`${column} desc`),
    sql`, `,
  );
  const select = sql.join(
    walk.columns.map((column, index) => sql`${sql.raw(column)} as ${sql.raw(`k${index}`)}`),
  );
  const [{ rows }, counted] = await Promise.all([
    sql<Record<string, unknown>>`select ${select} ${walk.from} where ${walk.where} ${later}
      order by ${order} limit ${query.limit + 1}`.execute(deps.db),
    sql<{ n: number | string }>`select count(*) as n from (select 1 ${walk.from}
      where ${walk.where} limit ${cap + 1}) m`.execute(deps.db),
  ]);
  const n = Number(counted.rows[0]?.n ?? 0);
  const counts = {
    questions: { count: Math.min(n, cap), capped: n > cap },
    tags: none,
    posts: none,
    users: none,
  };
  // The order's values read back as the cursor holds them: score a number, times ISO, the id.
  const keysOf = (row: Record<string, unknown>) =>
    walk.columns.map((column, index) => {
      const value = row[`k${index}`];
      if (column.endsWith('.id')) return String(value);
      if (column.endsWith('.score')) return Number(value);
      return toIso(value as string | Date);
    });
  const taken = rows.slice(0, query.limit);
  const last = taken.at(-1);
  const nextCursor = rows.length > query.limit && last ? encodeCursor({ k: keysOf(last) }) : null;
  const ids = taken.map((row) => String(row[`k${walk.columns.length - 1}`]));
  if (walk.alias === 'a') {
    const terms = search.terms.map((term) => term.text);
    const items = await answerHitsByIds(deps, ids, terms, teamId);
    return { ...base, type: 'answers', counts, items, nextCursor };
  }
  const items = await presentQuestionRows(deps, await questionsByIds(deps, ids, memberId));
  return { ...base, type: 'questions', counts, items, nextCursor };
}
