import type { NumberRange, ParsedSearch } from '@stackhive/shared';
import { sql, type RawBuilder } from 'kysely';

/**
 * The search operators that narrow by a column (issue 32) as SQL both engines read alike: a
 * question is `q` and a post `p` unless a statement names them otherwise. Tags and words are matched by
 * each engine's own indexes (search.sqlite.ts, search.postgres.ts), not here.
 */

/**
 * A range as conditions; one value as an equality (`answers:0`), which PostgreSQL's words
 * index reads as one entry where a range is read value by value (migration 044). `ranged` is
 * what a range compares, when it should not be read from an index.
 */
const range = (
  column: RawBuilder<unknown>,
  { min, max }: NumberRange,
  ranged = column,
): RawBuilder<unknown>[] => {
  if (min !== undefined && min === max) return [sql`${column} = ${min}`];
  return [
    ...(min === undefined ? [] : [sql`${ranged} >= ${min}`]),
    ...(max === undefined ? [] : [sql`${ranged} <= ${max}`]),
  ];
};

const isSet = (column: RawBuilder<unknown>, yes: boolean) =>
  yes ? sql`${column} is not null` : sql`${column} is null`;

/** Days compare as text on SQLite (ISO timestamps) and as timestamps on PostgreSQL. */
const within = (
  column: RawBuilder<unknown>,
  { from, until }: NonNullable<ParsedSearch['created']>,
) => [
  ...(from === undefined ? [] : [sql`${column} >= ${from}`]),
  ...(until === undefined ? [] : [sql`${column} < ${until}`]),
];

/**
 * What the operators ask of a question (`q`), as conditions all of which must hold. Its view
 * count may be read from another alias than the rest (PostgreSQL's question_words copies
 * every column here but that one, migration 042).
 */
export function questionFilters(
  search: ParsedSearch,
  alias = 'q',
  viewsAlias = alias,
): RawBuilder<unknown>[] {
  const filters: RawBuilder<unknown>[] = [];
  const q = (column: string) => sql.ref(`${alias}.${column}`);
  if (search.user !== undefined) filters.push(sql`${q('user_id')} = ${search.user}`);
  if (search.score) filters.push(...range(q('score'), search.score));
  if (search.answers) {
    // A range of answer counts is checked on the rows the words found, not read from the
    // words index: at 100k questions `promise answers:1` read the index in 3.9 ms, the words
    // alone in 0.5 (then 1,001 rows checked: 4.0 ms in all against 6.6).
    const count = q('answer_count');
    filters.push(...range(count, search.answers, sql`(${count} + 0)`));
  }
  if (search.views) filters.push(...range(sql.ref(`${viewsAlias}.view_count`), search.views));
  if (search.hasAccepted !== undefined) {
    filters.push(isSet(q('accepted_answer_id'), search.hasAccepted));
  }
  // Closed for any reason (issue 34), read from the question's own row (PostgreSQL's
  // question_words copies no close but the duplicate's original); a duplicate names one.
  if (search.closed !== undefined)
    filters.push(isSet(sql.ref(`${viewsAlias}.closed_on`), search.closed));
  if (search.duplicate !== undefined) filters.push(isSet(q('duplicate_of'), search.duplicate));
  if (search.created) filters.push(...within(q('asked_on'), search.created));
  return filters;
}

/** What the operators ask of a post (`p`): its author and when it was posted. */
export function postFilters(search: ParsedSearch, alias = 'p'): RawBuilder<unknown>[] {
  const filters: RawBuilder<unknown>[] = [];
  const p = (column: string) => sql.ref(`${alias}.${column}`);
  if (search.user !== undefined) filters.push(sql`${p('user_id')} = ${search.user}`);
  if (search.created) filters.push(...within(p('posted_on'), search.created));
  return filters;
}

/** Conditions joined with `and`, in parentheses (so `not` takes them all); none is true. */
export function allOf(conditions: readonly RawBuilder<unknown>[]): RawBuilder<unknown> {
  return conditions.length === 0 ? sql`(1 = 1)` : sql`(${sql.join(conditions, sql` and `)})`;
}

/**
 * What the operators ask of an answer (`x`) under `is:answer`: its author, score and date are
 * its own, whether it is accepted is its question's choice, and tags and the other operators
 * (answers:, views:, hasaccepted:, closed:) are its question's, read by the question's key.
 */
export function answerFilters(search: ParsedSearch, alias = 'x'): RawBuilder<unknown>[] {
  const filters: RawBuilder<unknown>[] = [];
  const a = (column: string) => sql.ref(`${alias}.${column}`);
  if (search.user !== undefined) filters.push(sql`${a('user_id')} = ${search.user}`);
  if (search.score) filters.push(...range(a('score'), search.score));
  if (search.created) filters.push(...within(a('answered_on'), search.created));
  for (const tag of search.tags) {
    filters.push(sql`exists (select 1 from question_tags aqt
      where aqt.question_id = ${a('question_id')} and aqt.tag = ${tag})`);
  }
  const { user: _user, score: _score, created: _created, ...ofQuestion } = search;
  const question = [
    ...questionFilters(ofQuestion, 'aq'),
    ...(search.isAccepted === undefined
      ? []
      : [
          search.isAccepted
            ? sql`aq.accepted_answer_id = ${a('id')}`
            : sql`(aq.accepted_answer_id is null or aq.accepted_answer_id <> ${a('id')})`,
        ]),
  ];
  if (question.length > 0) {
    filters.push(sql`exists (select 1 from questions aq
      where aq.id = ${a('question_id')} and ${allOf(question)})`);
  }
  return filters;
}
