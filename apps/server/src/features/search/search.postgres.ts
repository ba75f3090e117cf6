import { findTagOrSynonym, isOnlyWords, isWordQuery } from '@stackhive/shared';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import { toIso } from '../../db/convert.js';
import { planWithValues } from '../../db/pg-prepared.js';
import { isIdString, isIsoTimestamp } from '../../lib/cursor.js';
import { badRequest } from '../../core/errors.js';
import { wordQuery } from '../../db/migrations/2026-11-22-011-search-words.js';
import { wordVectorCosted } from '../../db/migrations/2026-11-24-013-search-words-cost.js';
import { allOf, answerFilters, postFilters, questionFilters } from './search-filters.js';
import {
  likePattern,
  type SearchDialect,
  type SearchEntity,
  type SearchPage,
  type SearchText,
} from './search.dialect.js';

/** Each entity's row as the statements name it: alias, title column, other columns, time. */
const ROWS = {
  questions: {
    table: 'questions',
    alias: 'q',
    title: 'q.title',
    others: ['q.body'],
    time: 'q.asked_on',
  },
  posts: { table: 'posts', alias: 'p', title: 'p.title', others: [], time: 'p.posted_on' },
  users: { table: 'users', alias: 'u', title: 'u.name', others: [], time: 'u.joined_on' },
  // An answer has a body only; it stands where the others' title does.
  answers: { table: 'answers', alias: 'a', title: 'a.body', others: [], time: 'a.answered_on' },
} as const;

/** The votes order's key: a question's net votes, a post's likes. */
const VOTES = {
  questions: 'q.score',
  posts: 'p.like_count',
  users: null,
  answers: 'a.score',
} as const;

/**
 * How a column holds `text`: a substring through ILIKE (pg_trgm indexes), or for a short
 * text a whole word through the word indexes (their expression exactly, or the planner
 * cannot use them). Both fold case across Unicode in the database's locale.
 */
function holds(column: string, text: string): RawBuilder<unknown> {
  if (isWordQuery(text)) return sql`${wordVectorCosted(column)} @@ ${wordQuery(text)}`;
  return sql`${sql.ref(column)} ilike ${likePattern(text)} escape '\\'`;
}

/** Whether the row holds `text` in its title, its other columns or (questions) its tags. */
function holding(entity: SearchEntity, text: string): RawBuilder<unknown> {
  const { title, others } = ROWS[entity];
  const tag = entity === 'questions' ? findTagOrSynonym(text.toLowerCase()) : undefined;
  const anywhere = [title, ...others].map((column) => holds(column, text));
  if (tag) anywhere.push(taggedWith(tag.TagName));
  return sql`(${sql.join(anywhere, sql` or `)})`;
}

const taggedWith = (tag: string) =>
  sql`exists (select 1 from question_tags qt where qt.question_id = q.id and qt.tag = ${tag})`;

/**
 * The condition a search puts on a row: every term and tag, or for a query of words alone the
 * whole text as before, and no excluded term.
 */
function matches(entity: SearchEntity, { q, search }: SearchText) {
  if (entity === 'users') return holding('users', q);
  const every = [
    ...search.terms.map((term) => holding(entity, term.text)),
    ...(entity === 'questions' ? search.tags.map(taggedWith) : []),
  ];
  let condition = allOf(every);
  // Words apart miss what only the whole text matched when a word is short ("go is" in "ago island").
  if (isOnlyWords(search) && search.terms.some((term) => isWordQuery(term.text))) {
    condition = sql`((${condition}) or ${holding(entity, q)})`;
  }
  const none = search.excluded.map((term) => sql`not ${holding(entity, term.text)}`);
  return allOf([condition, ...none]);
}

/** The rows a search matches, as `from … where …`. */
function matchingRows(entity: SearchEntity, text: SearchText): RawBuilder<unknown> {
  const rows = ROWS[entity];
  const filters = {
    questions: () => questionFilters(text.search),
    // Posts hidden by reports (DECISIONS 29) are left out of pages and counts alike.
    posts: () => [sql`not p.hidden`, ...postFilters(text.search)],
    users: () => [],
    answers: () => answerFilters(text.search, 'a'),
  }[entity]();
  return sql`from ${sql.table(rows.table)} ${sql.raw(rows.alias)}
    where ${allOf([matches(entity, text), ...filters])}`;
}

interface Position {
  votes: number | null;
  at: string;
  id: string;
}

/**
 * Cursor: `{time}|{id}` of the last row shown, `{time}|{id}|{votes}` by votes (users have no
 * votes: theirs stay by time).
 */
function parseCursor(cursor: string, entity: SearchEntity, text: SearchText): Position | undefined {
  const [at, id, votes, ...rest] = cursor.split('|');
  const byVotes = text.sort === 'votes' && VOTES[entity] !== null;
  if (rest.length > 0 || byVotes !== (votes !== undefined)) return undefined;
  if (byVotes && !/^-?\d{1,12}$/.test(votes ?? '')) return undefined;
  return isIsoTimestamp(at) && isIdString(id)
    ? { votes: byVotes ? Number(votes) : null, at, id }
    : undefined;
}

export const postgresSearch: SearchDialect = {
  async page(db: Db, entity, text, limit, cursor, fewMatches = false): Promise<SearchPage> {
    const start = cursor === undefined ? null : parseCursor(cursor, entity, text);
    if (start === undefined) throw badRequest('cursor is invalid');
    const { time, alias } = ROWS[entity];
    const votesColumn = text.sort === 'votes' ? VOTES[entity] : null;
    const votes = votesColumn ? sql.ref(votesColumn) : sql`0`;
    const later = start
      ? sql`(${sql.ref(time)} < ${start.at} or (${sql.ref(time)} = ${start.at} and ${sql.ref(`${alias}.id`)} < ${start.id}))`
      : sql`true`;
    const after =
      start && votesColumn && start.votes !== null
        ? sql`(${votes} < ${start.votes} or (${votes} = ${start.votes} and ${later}))`
        : later;
    const order = votesColumn ? sql`votes desc, at desc, id desc` : sql`at desc, id desc`;
    const rows = sql`select ${sql.ref(`${alias}.id`)} as id, ${sql.ref(time)} as at, ${votes} as votes
      ${matchingRows(entity, text)} and ${after}`;
    // Few matches: all of them from the index (a materialized CTE has no order to walk), then
    // sorted. Many: the planner's choice, typically the newest rows walked until the page is
    // full, which a common match fills at once. One row more tells whether a next page exists.
    const { rows: found } = await planWithValues(
      fewMatches
        ? sql<{ id: string; at: Date | string; votes: number }>`
      with m as materialized (${rows})
      select id, at, votes from m order by ${order} limit ${limit + 1}`
        : sql<{ id: string; at: Date | string; votes: number }>`
      select id, at, votes from (${rows}) m order by ${order} limit ${limit + 1}`,
    ).execute(db);
    const taken = found.slice(0, limit);
    const last = taken.at(-1);
    const next =
      found.length > limit && last
        ? `${toIso(last.at)}|${last.id}${votesColumn ? `|${last.votes}` : ''}`
        : null;
    return { ids: taken.map((row) => row.id), next };
  },

  async countQuery(_db, entity, text, cap) {
    return sql`select count(*) from (select 1 ${matchingRows(entity, text)} limit ${cap + 1}) m`;
  },

  statement: planWithValues,
};
