import { asksWholeTextToo, findTagOrSynonym, isWordQuery } from '@stackhive/shared';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import { badRequest } from '../../core/errors.js';
import type { SearchDialect, SearchEntity, SearchPage, SearchText } from './search.dialect.js';
import { QUESTION_TEXT } from '../../db/migrations/2026-11-27-038-question-text-search.js';
import {
  QUESTION_WORDS,
  tagWord,
} from '../../db/migrations/2026-11-28-043-sqlite-question-words.js';
import type { Lexicon } from './word-lexicon.js';
import { questionLexiconOf } from './word-lexicon.sqlite.js';
import { allOf, answerFilters, postFilters, questionFilters } from './search-filters.js';

/**
 * SQLite search (issue 32). Words of three characters or more, and tags, are found by one
 * read matching them all (`"a" AND "b"` over title, body and tags together, migration 038);
 * a query with a one- or two-letter word from the FTS5 index of its longest word (the rarest,
 * most likely). Each index read goes newest first, so a page stops after a page of matches;
 * every condition the read did not match (other words, tags, exclusions, operators) is
 * checked on each candidate's own row (`stackhive_holds`, db/sqlite-text-functions.ts). A
 * short word is found in a question's title and in its body through two indexes: each is
 * read on its own and the two lists merged here, since SQLite reads a UNION of them oldest
 * first.
 */

/**
 * An FTS5 string literal: the text matched as one phrase, every character literal (a
 * substring with trigrams; with words, the words the table's tokenizer finds in it).
 */
const phrase = (text: string) => `"${text.replace(/"/g, '""')}"`;

/**
 * The FTS5 tables of each kind (migrations 005, 007, 011, 037); an entity's tables share
 * rowids.
 */
const TABLES = {
  trigram: {
    questionsTitle: 'questions_title_fts',
    questionsBody: 'questions_body_fts',
    posts: 'posts_fts',
    users: 'users_fts',
    answers: 'answers_fts',
  },
  words: {
    questionsTitle: 'questions_title_words',
    questionsBody: 'questions_body_words',
    posts: 'posts_words',
    users: 'users_words',
    answers: 'answers_words',
  },
};

/** Each entity's every row, newest first: its first trigram table read without a match. */
const EVERY_ROW: Record<SearchEntity, string> = {
  questions: TABLES.trigram.questionsTitle,
  posts: TABLES.trigram.posts,
  users: TABLES.trigram.users,
  answers: TABLES.trigram.answers,
};

/**
 * One index read: an FTS5 table, what it is matched with (null: every row, newest first), and
 * the same test on the row itself (so a later read can leave out what this one returns).
 */
interface Arm {
  table: string;
  match: string | null;
  onRow: RawBuilder<unknown>;
  /** The read matches every term, tag and excluded term itself (the questions' words). */
  exact?: boolean;
}

/** `stackhive_holds` on one column of the row (`x`). */
const holdsIn = (column: string, text: string) =>
  sql`stackhive_holds(${sql.ref(`x.${column}`)}, ${text})`;

const taggedWith = (tag: string) =>
  sql`exists (select 1 from question_tags qt where qt.question_id = x.id and qt.tag = ${tag})`;

/** The index reads whose rows hold `text`: titles, bodies and tags. */
function armsOf(entity: SearchEntity, text: string): Arm[] {
  const short = isWordQuery(text);
  const tables = short ? TABLES.words : TABLES.trigram;
  if (entity === 'posts') {
    return [{ table: tables.posts, match: phrase(text), onRow: holdsIn('title', text) }];
  }
  if (entity === 'users') return [{ table: tables.users, match: phrase(text), onRow: sql`1 = 1` }];
  if (entity === 'answers') {
    return [{ table: tables.answers, match: phrase(text), onRow: holdsIn('body', text) }];
  }
  const title = {
    table: tables.questionsTitle,
    match: phrase(text),
    onRow: holdsIn('title', text),
  };
  // A catalogue tag's name or other name (TAG_SYNONYMS: "js") finds the tag too. Tags are
  // stored as their JSON list (["java","sql"]) in the trigram body table; word tables hold none.
  const tag = findTagOrSynonym(text.toLowerCase())?.TagName;
  const tagMatch = tag ? `tags : ${phrase(JSON.stringify(tag))}` : undefined;
  if (short) {
    const body = {
      table: tables.questionsBody,
      match: `body : ${phrase(text)}`,
      onRow: holdsIn('body', text),
    };
    const tagged = tagMatch
      ? [{ table: TABLES.trigram.questionsBody, match: tagMatch, onRow: taggedWith(tag!) }]
      : [];
    return [title, body, ...tagged];
  }
  const body = `body : ${phrase(text)}${tagMatch ? ` OR ${tagMatch}` : ''}`;
  const onBody = tag
    ? sql`(${holdsIn('body', text)} or ${taggedWith(tag)})`
    : holdsIn('body', text);
  return [title, { table: tables.questionsBody, match: body, onRow: onBody }];
}

/** The terms a trigram index holds: three characters or more (shorter ones are whole words). */
const longTerms = (search: SearchText['search']) =>
  search.terms.filter((term) => !isWordQuery(term.text));

/**
 * The excluded terms the index read leaves out itself (`… NOT "slow"`): the long ones, when
 * it reads all at once. Short ones are checked on each row.
 */
const indexedExclusions = (entity: SearchEntity, search: SearchText['search']) =>
  allAtOnce(entity, search) ? search.excluded.filter((term) => !isWordQuery(term.text)) : [];

/** The tags a question's index read matches (its tags column); answers check their question's. */
const indexedTags = (entity: SearchEntity, search: SearchText['search']) =>
  entity === 'questions' ? search.tags : [];

/**
 * Whether the query's terms and tags are matched all at once by one index read (everyTerm):
 * any term or tag of a question, all terms long, in anything but users (matched by the whole
 * text). Then a row needs no check for them, only for what else is asked. One word too: read
 * through its title and body indexes, relevance's window of 200 matches cost 14 ms at 1M
 * questions (the body's read checks each row's title), through the one read 2 ms. A short
 * word is matched whole through another index, on each candidate's row: its query is read
 * the older way, from its longest word's candidates (through the one read, a window of 2,000
 * candidates cost twice as much at 1M questions).
 */
const allAtOnce = (entity: SearchEntity, search: SearchText['search']) =>
  entity !== 'users' &&
  longTerms(search).length === search.terms.length &&
  (search.terms.length > 0 || indexedTags(entity, search).length > 0);

/** An FTS5 match of the tag among a question's tags (stored as their JSON list). */
const tagMatch = (tag: string) => `tags : ${phrase(JSON.stringify(tag))}`;

/** The table holding all of an entity's searched text (migrations 005, 037, 038). */
const TEXT_TABLE = { questions: QUESTION_TEXT.name, posts: 'posts_fts', answers: 'answers_fts' };

/**
 * The FTS5 expression every long term of the query matches: each anywhere in the entity's
 * text (for questions, a catalogue tag the term names too), none of the long excluded ones.
 * Answered by one index read, newest first, that stops with the page.
 */
function everyTerm(entity: 'questions' | 'posts' | 'answers', search: SearchText['search']) {
  const wanted = [
    ...longTerms(search).map(({ text }) => termMatch(entity, text)),
    ...indexedTags(entity, search).map(tagMatch),
  ].join(' AND ');
  const unwanted = indexedExclusions(entity, search).map(
    ({ text }) => ` NOT ${termMatch(entity, text)}`,
  );
  return unwanted.length === 0 ? wanted : `(${wanted})${unwanted.join('')}`;
}

/** A long term anywhere in the entity's text (for questions, a catalogue tag it names too). */
function termMatch(entity: 'questions' | 'posts' | 'answers', text: string): string {
  if (entity !== 'questions') return phrase(text);
  const tag = findTagOrSynonym(text.toLowerCase())?.TagName;
  return `({title body} : ${phrase(text)}${tag ? ` OR ${tagMatch(tag)}` : ''})`;
}

/**
 * The questions' words (migration 043) as one FTS5 match of the whole query: each long term
 * as any word holding it (the vocabulary's lexicon, word-lexicon.sqlite.ts), each short term
 * as the whole word, either in the title or body, or the tag it names; each tag as its word;
 * none of the excluded terms. Null when a long term or excluded term is not in the lexicon,
 * or nothing is asked (the trigram indexes answer the query). Word lists are read where the
 * trigram index reads each word's trigrams with their positions: at 1M questions a rare
 * combination of three common words 144 → 13 ms p50, two words by votes 95 → 21, two tags
 * 38 → 2.4.
 */
function everyWord(search: SearchText['search'], lexicon: Lexicon): string | null {
  const notInLexicon = Symbol('not in the lexicon');
  /** The term as words (null: no question holds it). */
  const asWords = (text: string): string | null | typeof notInLexicon => {
    const lower = text.toLowerCase();
    const words = isWordQuery(text) ? shortWord(text) : lexicon.get(lower);
    if (words === undefined) return notInLexicon;
    const held = words.length === 0 ? [] : [`{title body} : (${words.map(phrase).join(' OR ')})`];
    const tag = findTagOrSynonym(lower)?.TagName;
    if (tag) held.push(`tags : ${tagWord(tag)}`);
    return held.length === 0 ? null : `(${held.join(' OR ')})`;
  };
  const wanted: string[] = search.tags.map((tag) => `tags : ${tagWord(tag)}`);
  for (const { text } of search.terms) {
    const held = asWords(text);
    if (held === notInLexicon) return null;
    // A word no question holds: no question matches.
    wanted.push(held ?? NO_QUESTION);
  }
  if (wanted.length === 0) return null;
  const unwanted: string[] = [];
  for (const { text } of search.excluded) {
    const held = asWords(text);
    if (held === notInLexicon) return null;
    if (held !== null) unwanted.push(` NOT ${held}`);
  }
  const every = wanted.join(' AND ');
  return unwanted.length === 0 ? every : `(${every})${unwanted.join('')}`;
}

/**
 * A short word as the questions' words, where their tokenizer reads it as stackhive_holds
 * does: one word of letters and digits, or one beside punctuation ("c#": the word "c"). FTS5
 * keeps a mark or drops a private-use character inside its word, where the test of a short
 * word ends its word there ("a" and a combining accent is the word "a"): such a word is read
 * through the trigram indexes and tested on each row. Every phrase everyWord asks is one
 * token (these, and the lexicon's ASCII words): the table keeps no positions (detail=column)
 * and FTS5 refuses a phrase of several there.
 */
const shortWord = (text: string) => (/[\p{M}\p{Co}]/u.test(text) ? undefined : [text]);

/**
 * The read of the questions' words a query's candidates come from, when they answer it: all
 * of the query at once (exact: no row test), or for a query of words alone with a short one,
 * which also matches its whole text ("go is" in "ago island", where "go" is no word), its
 * long words: a text holding the whole text holds each of them too, so those holding them
 * all are the candidates of both, each then tested for its short words or the whole text.
 * At 1M questions "memoize a tensor in" read 50 ms p50 through the longest word's trigrams
 * (96,605 candidates, 153 in the first 2,000 matching), 26 through the long words (3,948
 * candidates, nearly all matching); two reads, of the words and of the whole text's trigrams
 * (a phrase of common trigrams), cost 460.
 */
function wordsRead(q: string, search: SearchText['search'], lexicon: Lexicon): Arm | null {
  const table = QUESTION_WORDS.name;
  if (!asksWholeTextToo(q, search)) {
    const every = everyWord(search, lexicon);
    return every === null ? null : { table, match: every, onRow: sql`1 = 1`, exact: true };
  }
  const long = everyWord({ ...search, terms: longTerms(search) }, lexicon);
  return long === null ? null : { table, match: long, onRow: sql`1 = 1` };
}

/** A match no question has: its tags column holds only `t` and hex digits (tagWord). */
const NO_QUESTION = 'tags : nothing';

/**
 * Where candidates come from: the questions' words when they answer the query (one exact
 * read); else the one trigram read of every term, or the longest word's index, or every row
 * when there is none.
 */
function candidates({ q, search }: SearchText, entity: SearchEntity, lexicon: Lexicon): Arm[] {
  if (entity === 'users') return armsOf(entity, q);
  if (entity === 'questions') {
    const words = wordsRead(q, search, lexicon);
    if (words) return [words];
  }
  if (allAtOnce(entity, search)) {
    const match = everyTerm(entity, search);
    return [{ table: TEXT_TABLE[entity], match, onRow: sql`1 = 1` }];
  }
  // A post's words alone with a short one: its long words read at once (titles are short, a
  // few trigram lists), each candidate tested for the short words or the whole text (the
  // whole text holds every long word too). At 1M, 200k posts, "memoize a tensor in" counted
  // in 6.4 ms, exactly; from the longest word's 2,000 newest candidates, 10.4 ms, "0+".
  const long = longTerms(search);
  if (entity === 'posts' && asksWholeTextToo(q, search) && long.length > 0) {
    const match = everyTerm(entity, { ...search, terms: long });
    return [{ table: TEXT_TABLE[entity], match, onRow: sql`1 = 1` }];
  }
  const [longest] = [...search.terms].sort((a, b) => [...b.text].length - [...a.text].length);
  if (!longest) return [{ table: EVERY_ROW[entity], match: null, onRow: sql`1 = 1` }];
  const arms = armsOf(entity, longest.text);
  // A short word is matched whole, so its index misses what only the whole text holds ("go"
  // in "ago island" for "go is"): read the whole text's index too.
  if (asksWholeTextToo(q, search) && isWordQuery(longest.text)) {
    arms.push(...armsOf(entity, q));
  }
  return arms;
}

/** The row's own table and the columns a term is looked for in. */
const ROWS = {
  questions: { join: sql`join questions x on x.id = a.id`, columns: ['title', 'body'] },
  posts: { join: sql`join posts x on x.id = a.id`, columns: ['title'] },
  users: { join: sql``, columns: [] },
  answers: { join: sql`join answers x on x.id = a.id`, columns: ['body'] },
} as const;

/** Whether the row (`x`) holds `text`: in its title, body or (questions) tags. */
function rowHolds(entity: SearchEntity, text: string): RawBuilder<unknown> {
  const checks = ROWS[entity].columns.map((column) => holdsIn(column, text));
  const tag = entity === 'questions' ? findTagOrSynonym(text.toLowerCase()) : undefined;
  if (tag) checks.push(taggedWith(tag.TagName));
  return sql`(${sql.join(checks, sql` or `)})`;
}

/**
 * Every term held (or the whole text, for words alone with a short one); nothing when the
 * index matches them all at once (allAtOnce).
 */
function termsHeld(entity: SearchEntity, { q, search }: SearchText) {
  const checked = allAtOnce(entity, search) ? [] : search.terms;
  const every = allOf(checked.map((term) => rowHolds(entity, term.text)));
  return asksWholeTextToo(q, search) ? sql`(${every} or ${rowHolds(entity, q)})` : every;
}

/** What a candidate row must pass besides the index it came from. */
function conditions(entity: SearchEntity, text: SearchText): RawBuilder<unknown>[] {
  if (entity === 'users') return [];
  const { search } = text;
  const inIndex = indexedExclusions(entity, search);
  const excluded = search.excluded
    .filter((term) => !inIndex.includes(term))
    .map((term) => sql`not ${rowHolds(entity, term.text)}`);
  if (entity === 'answers') {
    return [termsHeld(entity, text), ...excluded, ...answerFilters(search, 'x')];
  }
  if (entity === 'posts') {
    // Posts hidden by reports (DECISIONS 29) are left out of pages and counts alike.
    return [
      termsHeld(entity, text),
      ...excluded,
      sql`x.hidden = ${0}`,
      ...postFilters(search, 'x'),
    ];
  }
  // Tags are matched by the index read when it reads them all at once.
  const tagged = allAtOnce(entity, search) ? [] : search.tags.map(taggedWith);
  return [termsHeld(entity, text), ...excluded, ...tagged, ...questionFilters(search, 'x')];
}

/**
 * Whether a read can rule out candidates, so that it needs the scan window. Only the first
 * read of one plain word (nothing else asked: every candidate is a match) needs none, and
 * that is the common search; a later read leaves out what earlier ones returned.
 */
function selective(
  entity: SearchEntity,
  { search, sort }: SearchText,
  index: number,
  arm: Arm,
): boolean {
  // Which tab is searched asks nothing of a row.
  const {
    terms,
    excluded,
    tags,
    questionsOnly: _questionsOnly,
    answersOnly: _answersOnly,
    ...operators
  } = search;
  // An exact read rules out nothing unless operators are asked.
  if (arm.exact) return sort === 'votes' || Object.keys(operators).length > 0;
  const noMore =
    excluded.length === indexedExclusions(entity, search).length &&
    Object.keys(operators).length === 0;
  // Terms, tags and exclusions matched all at once, nothing else asked: the one read is
  // exact. By votes the window still bounds the rows ranked (a tag may have 100,000).
  if (allAtOnce(entity, search) && noMore && tags.length === indexedTags(entity, search).length) {
    return sort === 'votes';
  }
  const plain = terms.length === 1 && tags.length === 0 && noMore;
  return !(plain && index === 0);
}

/** The rows an arm reads, as `a` (id, rowid) joined to the entity's own row as `x`. */
const rowsOf = (entity: SearchEntity, arm: Arm, withRow = true) =>
  sql`${sql.table(arm.table)} a ${withRow ? ROWS[entity].join : sql``}`;

/**
 * What a read checks on each row beyond its index, or null when it checks nothing (the first
 * read of one plain word: its index already says all; questions need no row then, posts
 * still do, for the reports that hide them).
 */
function rowChecks(
  entity: SearchEntity,
  text: SearchText,
  index: number,
  arm: Arm,
): RawBuilder<unknown>[] | null {
  if (!selective(entity, text, index, arm) && entity === 'questions') return null;
  // An exact read leaves only the operators to check (and in votes order, nothing).
  if (arm.exact) return questionFilters(text.search, 'x');
  return conditions(entity, text);
}

/**
 * A rowid bound written into the statement as a number. FTS5 seeks to a rowid range only
 * when its ends are literals: bound as parameters (or computed by a subquery) the bounds are
 * checked row by row after reading every row from the other end, which at 1M questions made
 * a window of 2,000 rows cost 1-1.5 s instead of 2-15 ms (measured on the bench database).
 * Every value here is a whole number the server computed or read from a cursor's digits.
 */
function rowidLiteral(rowid: number): RawBuilder<unknown> {
  if (!Number.isSafeInteger(rowid)) throw badRequest('cursor is invalid');
  return sql.raw(String(rowid));
}

/**
 * The rowid below which an arm's candidates lie past the scan window, counted from `before`
 * (0 when the window holds them all): only rows above it are checked.
 */
const floorOf = (arm: Arm, before: number, window: number) => {
  const table = sql.table(arm.table);
  const match = arm.match === null ? sql`` : sql`${table} match ${arm.match} and`;
  return sql<{ floor: number }>`select coalesce((select rowid from ${table}
    where ${match} rowid < ${rowidLiteral(before)} order by rowid desc limit 1 offset ${window}), 0) as floor`;
};

/** An arm's scan-window floor, read now (so the statements that use it hold it as a literal). */
async function readFloor(db: Db, arm: Arm, before: number, window: number): Promise<number> {
  const { rows } = await floorOf(arm, before, window).execute(db);
  return Number(rows[0]?.floor ?? 0);
}

/** The votes order's key: a question's net votes, a post's likes. */
const VOTES = {
  questions: sql`x.score`,
  posts: sql`x.like_count`,
  users: sql`0`,
  answers: sql`x.score`,
};

/**
 * The reads made disjoint: each leaves out the rows an earlier one returns (a
 * question with the word in its title and its body comes from the title's index only), so
 * their rows can be counted with UNION ALL, which stops at the cap where UNION reads all.
 */
function disjoint(arms: Arm[]): { arm: Arm; not: RawBuilder<unknown>[] }[] {
  return arms.map((arm, index) => ({
    arm,
    not: arms.slice(0, index).map((earlier) => sql`not ${earlier.onRow}`),
  }));
}

/** The arm's index match, as a condition (none when it reads every row). */
const matching = (arm: Arm) =>
  arm.match === null ? [] : [sql`a.${sql.ref(arm.table)} match ${arm.match}`];

/** One arm's rows after the cursor that pass every condition, in the page's order. */
function armRows(
  entity: SearchEntity,
  arm: Arm,
  where: RawBuilder<unknown>[],
  byVotes: boolean,
  limit: number | null,
  withRow = true,
) {
  const order = byVotes ? sql`votes desc, a.rowid desc` : sql`a.rowid desc`;
  return sql<Row>`select a.id as id, a.rowid as rowid, ${withRow || byVotes ? VOTES[entity] : sql`0`} as votes
    from ${rowsOf(entity, arm, withRow || byVotes)}
    where ${allOf([...matching(arm), ...where])}
    order by ${order}${limit === null ? sql`` : sql` limit ${limit}`}`;
}

interface Row {
  id: string;
  rowid: number;
  votes: number;
}

/** Cursor of the last row shown: `{rowid}`, or `v{votes}.{rowid}` in votes order. */
function parsePosition(cursor: string | undefined, byVotes: boolean) {
  if (cursor === undefined) return { votes: null, before: Number.MAX_SAFE_INTEGER };
  if (byVotes) {
    const match = /^v(-?\d{1,12})\.(\d{1,16})$/.exec(cursor);
    return match ? { votes: Number(match[1]), before: Number(match[2]) } : undefined;
  }
  return /^\d{1,16}$/.test(cursor) ? { votes: null, before: Number(cursor) } : undefined;
}

/** The query's words the questions' vocabulary answers (everyWord); others read trigrams. */
const lexiconOf = (db: Db, entity: SearchEntity, { search }: SearchText): Promise<Lexicon> =>
  entity === 'questions' ? questionLexiconOf(db, search) : Promise.resolve(new Map());

export const sqliteSearch: SearchDialect = {
  async page(db: Db, entity, text, limit, cursor): Promise<SearchPage> {
    const byVotes = text.sort === 'votes' && entity !== 'users';
    const position = parsePosition(cursor, byVotes);
    if (!position) throw badRequest('cursor is invalid');
    const arms = candidates(text, entity, await lexiconOf(db, entity, text));
    const { before, votes } = position;
    const after =
      votes !== null
        ? sql`(${VOTES[entity]} < ${votes} or (${VOTES[entity]} = ${votes} and a.rowid < ${rowidLiteral(before)}))`
        : sql`a.rowid < ${rowidLiteral(before)}`;
    // The window: each arm's next scanWindow candidates (the newest, in votes order, which
    // ranks within them), and only as far down as the shortest arm's window reaches, so the
    // arms' rows merge in order.
    let floor = 0;
    for (const [index, arm] of arms.entries()) {
      if (!selective(entity, text, index, arm)) continue;
      const from = byVotes ? Number.MAX_SAFE_INTEGER : before;
      floor = Math.max(floor, await readFloor(db, arm, from, text.scanWindow));
    }
    const where = [after, sql`a.rowid > ${rowidLiteral(floor)}`];
    // Each arm's best `limit + 1` (one more tells whether a next page exists); merged, the
    // best `limit + 1` of all are among them.
    const found: Row[] = [];
    for (const [index, { arm, not }] of disjoint(arms).entries()) {
      const checks = rowChecks(entity, text, index, arm);
      const read = armRows(
        entity,
        arm,
        [...where, ...not, ...(checks ?? [])],
        byVotes,
        limit + 1,
        checks !== null,
      );
      found.push(...(await read.execute(db)).rows);
    }
    const rows = found.sort((a, b) =>
      byVotes && a.votes !== b.votes ? b.votes - a.votes : b.rowid - a.rowid,
    );
    const taken = rows.slice(0, limit);
    const ids = taken.map((row) => row.id);
    const last = taken.at(-1);
    if (rows.length > limit && last) {
      return { ids, next: byVotes ? `v${last.votes}.${last.rowid}` : String(last.rowid) };
    }
    // The window ended before the index did: the next page goes on below it (a page shorter
    // than asked for, but never a request that reads without bound).
    if (floor > 0 && !byVotes) return { ids, next: String(floor + 1) };
    return { ids, next: null };
  },

  async countQuery(db, entity, text, cap) {
    // The reads are disjoint: every match is counted once, and the count stops at the cap.
    // Each read checks its newest scanWindow candidates only; when one has more, the count is
    // "at least" what they held (answered as -n - 1).
    const reads: { rows: RawBuilder<unknown>; cut: boolean }[] = [];
    const arms = candidates(text, entity, await lexiconOf(db, entity, text));
    for (const [index, { arm, not }] of disjoint(arms).entries()) {
      const inWindow = selective(entity, text, index, arm);
      const floor = inWindow
        ? await readFloor(db, arm, Number.MAX_SAFE_INTEGER, text.scanWindow)
        : 0;
      const checks = rowChecks(entity, text, index, arm);
      const where = [
        ...matching(arm),
        ...(inWindow ? [sql`a.rowid > ${rowidLiteral(floor)}`] : []),
        ...not,
        ...(checks ?? []),
      ];
      reads.push({
        rows: sql`select 1 from ${rowsOf(entity, arm, checks !== null)} where ${allOf(where)}`,
        cut: floor > 0,
      });
    }
    const counted = sql`select count(*) from (${sql.join(
      reads.map((read) => read.rows),
      sql` union all `,
    )} limit ${cap + 1})`;
    const cut = reads.some((read) => read.cut);
    return cut
      ? sql`select case when n <= ${cap} then -n - 1 else n end from (select (${counted}) as n)`
      : counted;
  },

  // SQLite plans every statement with its values (and FTS5 answers the match itself).
  statement: (query) => query,
};
