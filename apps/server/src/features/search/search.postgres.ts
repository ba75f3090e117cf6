import {
  asksWholeTextToo,
  findTagOrSynonym,
  isWordQuery,
  type ParsedSearch,
  type SearchTerm,
} from '@stackhive/shared';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import { toIso } from '../../db/convert.js';
import { planWithValues } from '../../db/pg-prepared.js';
import { isIdString, isIsoTimestamp } from '../../lib/cursor.js';
import { badRequest } from '../../core/errors.js';
import { wordVectorCosted } from '../../db/migrations/2026-11-24-013-search-words-cost.js';
import { TAG_LEXEME } from '../../db/migrations/2026-11-27-039-search-vocabulary.js';
import { holdsWordsOf } from '../../db/migrations/2026-11-28-040-exact-words.js';
import { anyWord, lexiconOf, type Lexicon } from './word-lexicon.postgres.js';
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
 * How a column holds `text` it is not looked up for: a substring through ILIKE (pg_trgm
 * indexes), a short text as a whole word through the word indexes (their expression exactly,
 * or the planner cannot use them). Both fold case across Unicode in the database's locale.
 */
function holds(column: string, text: string): RawBuilder<unknown> {
  if (isWordQuery(text)) return holdsWordsOf(wordVectorCosted(column), text);
  return sql`${sql.ref(column)} ilike ${likePattern(text)} escape '\\'`;
}

/** Whether `vector` holds any of `words` (a word of the lexicon no text holds: nothing). */
const holdsAny = (vector: RawBuilder<unknown>, words: readonly string[]) =>
  words.length === 0 ? sql`false` : sql`${vector} @@ ${anyWord(words)}::tsquery`;

/** No lexicon: every text through ILIKE (an excluded word, checked on each row found). */
const NO_LEXICON: Lexicon = new Map();

/**
 * Whether the row holds `text` in its title, its other columns or (questions) its tags. A word
 * of the lexicon (posts; question and answer searches read their stored words, storedWords), any
 * word holding it through the word indexes.
 */
function holding(
  entity: SearchEntity,
  text: string,
  lexicon: Lexicon = NO_LEXICON,
): RawBuilder<unknown> {
  const { title, others } = ROWS[entity];
  const tag = entity === 'questions' ? findTagOrSynonym(text.toLowerCase()) : undefined;
  const words = lexicon.get(text.toLowerCase());
  const anywhere = [title, ...others].map((column) =>
    words === undefined ? holds(column, text) : holdsAny(wordVectorCosted(column), words),
  );
  if (tag) anywhere.push(taggedWith(tag.TagName));
  return sql`(${sql.join(anywhere, sql` or `)})`;
}

/**
 * A question's tag, through the JSON index of migration 039 (an `exists` on question_tags,
 * ORed with a word's other conditions, could use no index at all).
 */
const taggedWith = (...tags: string[]) => sql`(q.tags::jsonb) @> ${JSON.stringify(tags)}::jsonb`;

/**
 * Tags asked for in brackets: one through question_tags, whose (tag, date) index walks its
 * questions newest first (16 ms at 1M where the JSON index read 47 ms); several at once
 * through the JSON index (30 ms where an `exists` per tag read 120 ms).
 */
function bracketed(tags: readonly string[]): RawBuilder<unknown>[] {
  if (tags.length !== 1) return tags.length === 0 ? [] : [taggedWith(...tags)];
  return [
    sql`exists (select 1 from question_tags qt where qt.question_id = q.id and qt.tag = ${tags[0]})`,
  ];
}

/** A short word the stored words hold as it is (a one- or two-letter ASCII word). */
const isShortLexeme = (text: string) => /^[a-z0-9]{1,2}$/i.test(text);

/**
 * A question or answer search that reads the stored words (`w`): every looked-up word,
 * short word and tag as one tsquery on `w.words` (one GIN read, or one cheap test a row),
 * each word as any indexed word holding it or the tag it names (`#tag`, migration 039).
 * Answers the tsquery's parts for all the words (`every`), for the short ones apart
 * (`short`: the whole-text alternative joins them), and what is left for row conditions.
 */
function storedWords(entity: SearchEntity, search: ParsedSearch, lexicon: Lexicon) {
  const every: string[] = search.tags.map((tag) => anyWord([`${TAG_LEXEME}${tag}`]));
  const short: string[] = [];
  const rest: SearchTerm[] = [];
  let nothing = false;
  for (const term of search.terms) {
    const text = term.text.toLowerCase();
    const words = lexicon.get(text) ?? (isShortLexeme(text) ? [text] : undefined);
    if (!words) {
      rest.push(term);
      continue;
    }
    // A question's word also matches the tag it names (an answer's words do not).
    const tag = entity === 'questions' ? findTagOrSynonym(text) : undefined;
    const any = [...words, ...(tag ? [`${TAG_LEXEME}${tag.TagName}`] : [])];
    // A word nothing holds: no row matches.
    if (any.length === 0) nothing = true;
    else (lexicon.has(text) ? every : short).push(`(${anyWord(any)})`);
  }
  return { every, short, rest, nothing };
}

const wordsHold = (parts: string[]) =>
  parts.length === 0 ? sql`true` : sql`w.words @@ ${parts.join(' & ')}::tsquery`;

/**
 * The condition a search puts on a row: every term and tag, or for a query of words alone the
 * whole text as before, and no excluded term.
 */
function matches(entity: SearchEntity, text: SearchText, lexicon: Lexicon) {
  const { q, search } = text;
  if (entity === 'users') return holding('users', q);
  const wholeToo = asksWholeTextToo(q, search);
  // The whole text holds every longer word too, so its alternative is asked beside the short
  // words alone.
  const orWhole = (condition: RawBuilder<unknown>) => sql`(${condition} or ${holding(entity, q)})`;
  const none = search.excluded.map((term) => sql`not ${holding(entity, term.text)}`);
  if (hasWordRows(entity) && readsWords(entity, text, lexicon)) {
    const { every, short, rest, nothing } = storedWords(entity, search, lexicon);
    if (nothing) return sql`false`;
    const isShort = (term: SearchTerm) => isWordQuery(term.text);
    const holdingTerm = (term: SearchTerm) => holding(entity, term.text);
    const shortOnes = [wordsHold(short), ...rest.filter(isShort).map(holdingTerm)];
    const longOnes = rest.filter((term) => !isShort(term)).map(holdingTerm);
    // The whole text is asked of the row only where the short words fail (a subquery after
    // `or` runs only then): joined for every match instead, each match read its row ("memoize
    // a tensor in" at 1M: 37 ms p50, 51 p95; this way 28 and 34).
    const { table, alias } = ROWS[entity];
    const wholeText = sql`exists (select 1 from ${sql.table(table)} ${sql.raw(alias)}
      where ${sql.ref(`${alias}.id`)} = ${sql.ref(WORD_ROWS[entity].id)}
        and ${holding(entity, q)})`;
    return allOf([
      wordsHold(every),
      ...longOnes,
      wholeToo ? sql`(${allOf(shortOnes)} or ${wholeText})` : allOf(shortOnes),
      ...none,
    ]);
  }
  const every = [
    ...search.terms.map((term) => holding(entity, term.text, lexicon)),
    ...(entity === 'questions' ? bracketed(search.tags) : []),
  ];
  const condition = wholeToo ? orWhole(allOf(every)) : allOf(every);
  return allOf([condition, ...none]);
}

/**
 * The stored words of questions (migration 039) and answers (041), each row a text's words
 * and tags beside its key and date; a question's also beside its score (042), which an index
 * walks with the date.
 */
const WORD_ROWS = {
  questions: { table: 'question_words', id: 'w.question_id', time: 'w.asked_on', votes: 'w.score' },
  answers: { table: 'answer_words', id: 'w.answer_id', time: 'w.answered_on', votes: null },
} as const;

const hasWordRows = (entity: SearchEntity): entity is keyof typeof WORD_ROWS => entity in WORD_ROWS;

/**
 * Whether a question or answer search reads the stored words (`w`, joined): any of its words
 * is in the lexicon or is a short word.
 */
const readsWords = (entity: SearchEntity, { search }: SearchText, lexicon: Lexicon) =>
  hasWordRows(entity) &&
  search.terms.some((term) => lexicon.has(term.text.toLowerCase()) || isShortLexeme(term.text));

/**
 * The columns a statement's order and cursor read: `w`'s when it reads the stored words, whose
 * indexes walk them, unless they have no votes to order by (answers by votes: the answers'
 * own, whose index walks scores).
 */
function keysOf(entity: SearchEntity, text: SearchText, lexicon: Lexicon) {
  const own = { time: ROWS[entity].time, id: `${ROWS[entity].alias}.id`, votes: VOTES[entity] };
  if (!hasWordRows(entity) || !readsWords(entity, text, lexicon)) return own;
  const stored = WORD_ROWS[entity];
  return text.sort === 'votes' && stored.votes === null ? own : stored;
}

/** The rows a search matches, as `from … where …`. */
function matchingRows(
  entity: SearchEntity,
  text: SearchText,
  lexicon: Lexicon,
): RawBuilder<unknown> {
  const rows = ROWS[entity];
  const words = hasWordRows(entity) && readsWords(entity, text, lexicon);
  // From the words, the question or answer joined on its key: a left join, which PostgreSQL
  // leaves out when nothing reads the row (a count of words alone reads only `w`); the
  // foreign key makes it an inner join in all but name. Ordered by the row's own keys an
  // inner join, so that its index may lead (a left join would read every match first).
  const ownKeys = words && keysOf(entity, text, lexicon).id !== WORD_ROWS[entity].id;
  const join = ownKeys ? sql`join` : sql`left join`;
  const from = words
    ? sql`from ${sql.table(WORD_ROWS[entity].table)} w ${join} ${sql.table(rows.table)} ${sql.raw(rows.alias)}
        on ${sql.ref(`${rows.alias}.id`)} = ${sql.ref(WORD_ROWS[entity].id)}`
    : sql`from ${sql.table(rows.table)} ${sql.raw(rows.alias)}`;
  // The stored words hold public rows alone (migration 046); the tables hold a team's too.
  const publicOnly = (alias: string) =>
    words ? [] : [sql`${sql.ref(`${alias}.team_id`)} is null`];
  const filters = {
    // The stored words' row holds copies of what the operators read (migration 042).
    questions: () => [
      ...publicOnly('q'),
      ...(words ? questionFilters(text.search, 'w', 'q') : questionFilters(text.search)),
    ],
    // Posts hidden by reports (DECISIONS 29) are left out of pages and counts alike.
    posts: () => [sql`not p.hidden`, ...postFilters(text.search)],
    users: () => [],
    // An answer's stored words hold its question's tags (storedWords asks for them).
    answers: () => [
      ...publicOnly('a'),
      ...answerFilters(words ? { ...text.search, tags: [] } : text.search, 'a'),
    ],
  }[entity]();
  return sql`${from}
    where ${allOf([matches(entity, text, lexicon), ...filters])}`;
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
    // Posts ask their word indexes only for few matches (a bitmap of them all): walking the
    // newest rows, computing each one's words costs 15-40 µs where ILIKE costs 5. Questions
    // and answers read their stored words, tested in under a microsecond a row.
    const lexicon =
      hasWordRows(entity) || fewMatches ? await lexiconOf(db, text.search) : NO_LEXICON;
    const keys = keysOf(entity, text, lexicon);
    const { time, id } = keys;
    const votesColumn = text.sort === 'votes' ? keys.votes : null;
    const votes = votesColumn ? sql.ref(votesColumn) : sql`0`;
    const later = start
      ? sql`(${sql.ref(time)} < ${start.at} or (${sql.ref(time)} = ${start.at} and ${sql.ref(id)} < ${start.id}))`
      : sql`true`;
    const after =
      start && votesColumn && start.votes !== null
        ? sql`(${votes} < ${start.votes} or (${votes} = ${start.votes} and ${later}))`
        : later;
    const order = votesColumn ? sql`votes desc, at desc, id desc` : sql`at desc, id desc`;
    const rows = sql`select ${sql.ref(id)} as id, ${sql.ref(time)} as at, ${votes} as votes
      ${matchingRows(entity, text, lexicon)} and ${after}`;
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

  async countQuery(db, entity, text, cap) {
    const lexicon = await lexiconOf(db, text.search);
    return sql`select count(*) from (select 1 ${matchingRows(entity, text, lexicon)} limit ${cap + 1}) m`;
  },

  statement: planWithValues,
};
