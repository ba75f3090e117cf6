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

/** Whether the row holds `text` in its title, or (unless `titleOnly`) its other columns or tag. */
function holding(entity: SearchEntity, text: string, titleOnly: boolean): RawBuilder<unknown> {
  const { title, others } = ROWS[entity];
  if (titleOnly) return holds(title, text);
  const tag = entity === 'questions' ? findTagOrSynonym(text.toLowerCase()) : undefined;
  const anywhere = [title, ...others].map((column) => holds(column, text));
  if (tag) anywhere.push(taggedWith(tag.TagName));
  return sql`(${sql.join(anywhere, sql` or `)})`;
}

const taggedWith = (tag: string) =>
  sql`exists (select 1 from question_tags qt where qt.question_id = q.id and qt.tag = ${tag})`;

/**
 * The condition a search puts on a row: every term and tag, or for a query of words alone the
 * whole text as before, and no excluded term. `titleOnly`: every term in the title.
 */
function matches(entity: SearchEntity, { q, search }: SearchText, titleOnly: boolean) {
  if (entity === 'users') return holding('users', q, false);
  const every = [
    ...search.terms.map((term) => holding(entity, term.text, titleOnly)),
    ...(entity === 'questions' ? search.tags.map(taggedWith) : []),
  ];
  let condition = allOf(every);
  // Words apart miss what only the whole text matched when a word is short ("go is" in "ago island").
  if (isOnlyWords(search) && search.terms.some((term) => isWordQuery(term.text))) {
    condition = sql`((${condition}) or ${holding(entity, q, titleOnly)})`;
  }
  const none = search.excluded.map((term) => sql`not ${holding(entity, term.text, false)}`);
  return allOf([condition, ...none]);
}

/** The rows of each phase: for questions in relevance order, every word in the title first. */
function phases(entity: SearchEntity, text: SearchText): RawBuilder<unknown>[] {
  const rows = ROWS[entity];
  const filters = {
    questions: () => questionFilters(text.search),
    // Posts hidden by reports (DECISIONS 29) are left out of pages and counts alike.
    posts: () => [sql`not p.hidden`, ...postFilters(text.search)],
    users: () => [],
    answers: () => answerFilters(text.search, 'a'),
  }[entity]();
  const base = [matches(entity, text, false), ...filters];
  const from = sql`from ${sql.table(rows.table)} ${sql.raw(rows.alias)}`;
  if (entity !== 'questions' || text.sort !== 'relevance' || text.search.terms.length === 0) {
    return [sql`${from} where ${allOf(base)}`];
  }
  const inTitle = matches(entity, text, true);
  return [
    sql`${from} where ${allOf([...base, inTitle])}`,
    sql`${from} where ${allOf([...base, sql`not (${inTitle})`])}`,
  ];
}

interface Position {
  phase: number;
  votes: number | null;
  at: string | null;
  id: string | null;
}

/** Cursor: `{phase}|{time}|{id}` of the last row shown, `{phase}|{time}|{id}|{votes}` by votes. */
function parseCursor(cursor: string | undefined, text: SearchText): Position | undefined {
  if (cursor === undefined) return { phase: 0, votes: null, at: null, id: null };
  const [phase, at, id, votes, ...rest] = cursor.split('|');
  const byVotes = text.sort === 'votes';
  if (rest.length > 0 || !phase || !/^\d$/.test(phase)) return undefined;
  if (byVotes !== (votes !== undefined)) return undefined;
  if (at === '' && id === '' && !byVotes)
    return { phase: Number(phase), votes: null, at: null, id: null };
  if (byVotes && !/^-?\d{1,12}$/.test(votes ?? '')) return undefined;
  return isIsoTimestamp(at) && isIdString(id)
    ? { phase: Number(phase), votes: byVotes ? Number(votes) : null, at, id }
    : undefined;
}

export const postgresSearch: SearchDialect = {
  async page(db: Db, entity, text, limit, cursor, fewMatches = false): Promise<SearchPage> {
    const position = parseCursor(cursor, text);
    const queries = phases(entity, text);
    if (!position || position.phase >= queries.length) throw badRequest('cursor is invalid');
    const { time, alias } = ROWS[entity];
    const votesColumn = text.sort === 'votes' ? VOTES[entity] : null;
    const votes = votesColumn ? sql.ref(votesColumn) : sql`0`;
    const ids: string[] = [];
    let next: string | null = null;
    for (let phase = position.phase; phase < queries.length; phase += 1) {
      const start = phase === position.phase && position.at && position.id ? position : null;
      const later = start
        ? sql`(${sql.ref(time)} < ${start.at} or (${sql.ref(time)} = ${start.at} and ${sql.ref(`${alias}.id`)} < ${start.id}))`
        : sql`true`;
      const after =
        start && votesColumn && start.votes !== null
          ? sql`(${votes} < ${start.votes} or (${votes} = ${start.votes} and ${later}))`
          : later;
      const need = limit - ids.length;
      const order = votesColumn ? sql`votes desc, at desc, id desc` : sql`at desc, id desc`;
      const rows = sql`select ${sql.ref(`${alias}.id`)} as id, ${sql.ref(time)} as at, ${votes} as votes
        ${queries[phase] as RawBuilder<unknown>} and ${after}`;
      // Few matches: all of them from the index (a materialized CTE has no order to walk),
      // then sorted. Many: the planner's choice, typically the newest rows walked until the
      // page is full, which a common match fills at once.
      const { rows: found } = await planWithValues(
        fewMatches
          ? sql<{ id: string; at: Date | string; votes: number }>`
        with m as materialized (${rows})
        select id, at, votes from m order by ${order} limit ${need + 1}`
          : sql<{ id: string; at: Date | string; votes: number }>`
        select id, at, votes from (${rows}) m order by ${order} limit ${need + 1}`,
      ).execute(db);
      const taken = found.slice(0, need);
      ids.push(...taken.map((row) => row.id));
      if (found.length > need) {
        const last = taken.at(-1);
        const tail = votesColumn ? `|${last?.votes ?? 0}` : '';
        next = last
          ? `${phase}|${toIso(last.at)}|${last.id}${tail}`
          : `${phase}|${start ? `${start.at}|${start.id}` : '|'}${tail}`;
        break;
      }
    }
    return { ids, next };
  },

  async countQuery(_db, entity, text, cap) {
    // The phases are disjoint (the later ones exclude title matches), so UNION ALL: it streams
    // and stops at the cap, where UNION would collect every match to remove duplicates.
    const parts = phases(entity, text).map((rows) => sql`(select 1 ${rows})`);
    return sql`select count(*) from ((${sql.join(parts, sql` union all `)}) limit ${cap + 1}) m`;
  },

  statement: planWithValues,
};
