import { findTag, isOnlyWords, isWordQuery } from '@stackhive/shared';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import { badRequest } from '../../core/errors.js';
import type { SearchDialect, SearchEntity, SearchPage, SearchText } from './search.dialect.js';
import { allOf, postFilters, questionFilters } from './search-filters.js';

/**
 * An FTS5 string literal: the text matched as one phrase, every character literal (a
 * substring with trigrams; with words, the words the table's tokenizer finds in it).
 */
const phrase = (text: string) => `"${text.replace(/"/g, '""')}"`;

/**
 * The FTS5 tables of each kind (migrations 005, 007, 011). An entity's tables share rowids
 * (newest last), so every set below is a set of rowids and pages go by rowid.
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

const fts = (table: string, match: string) =>
  sql`select rowid as r from ${sql.table(table)} where ${sql.table(table)} match ${match}`;

/**
 * Rowids of the items holding `text`: a substring from three characters on (trigram tables),
 * a whole word below (word tables). Questions match on the title, or (unless `titleOnly`)
 * the body or, for a catalogue tag's name, the tag.
 */
function holding(entity: SearchEntity, text: string, titleOnly: boolean): RawBuilder<unknown> {
  const short = isWordQuery(text);
  const tables = short ? TABLES.words : TABLES.trigram;
  if (entity === 'posts') return fts(tables.posts, phrase(text));
  if (entity === 'users') return fts(tables.users, phrase(text));
  const title = fts(tables.questionsTitle, phrase(text));
  if (titleOnly) return title;
  // Tags are stored as their JSON list (["java","sql"]); word tables hold none, and no
  // catalogue tag is short enough to be a short query.
  const tag = short ? undefined : findTag(text.toLowerCase())?.TagName;
  const body = `body : ${phrase(text)}${tag ? ` OR tags : ${phrase(JSON.stringify(tag))}` : ''}`;
  return sql`${title} union ${fts(tables.questionsBody, body)}`;
}

/** Rowids of the questions with `tag`. */
const tagged = (tag: string) =>
  sql`select m.fts_rowid as r from question_tags qt join questions_fts_map m on m.id = qt.question_id
    where qt.tag = ${tag}`;

/**
 * The rowids a search matches, as one compound SELECT, or undefined when nothing but
 * operators narrows it: every term and tag (intersected), or for a query of words alone the
 * whole text as before (unioned), less what an excluded term matches. `titleOnly`: every term
 * in the title (the first phase of relevance).
 */
function matchedRowids(
  entity: SearchEntity,
  { q, search }: SearchText,
  titleOnly: boolean,
): RawBuilder<unknown> | undefined {
  if (entity === 'users') return holding('users', q, false);
  const sets = [
    ...search.terms.map((term) => holding(entity, term.text, titleOnly)),
    ...(entity === 'questions' ? search.tags.map(tagged) : []),
  ];
  if (sets.length === 0) return undefined;
  const each = (set: RawBuilder<unknown>) => sql`select r from (${set})`;
  let matched = sql.join(sets.map(each), sql` intersect `);
  // Words apart miss what only the whole text matched when a word is short ("go is" in "ago island").
  if (isOnlyWords(search) && search.terms.some((term) => isWordQuery(term.text))) {
    matched = sql`${matched} union ${each(holding(entity, q, titleOnly))}`;
  }
  for (const term of search.excluded) {
    matched = sql`${matched} except ${each(holding(entity, term.text, false))}`;
  }
  return matched;
}

/** How an entity's rows are read: its FTS table for ids and rowids, and its own table. */
const SOURCES = {
  questions: { fts: TABLES.trigram.questionsTitle, join: sql`join questions q on q.id = t.id` },
  posts: { fts: TABLES.trigram.posts, join: sql`join posts p on p.id = t.id` },
  users: { fts: TABLES.trigram.users, join: sql`` },
};

/**
 * The phases of a search, each a condition on `t.rowid`: for questions in relevance order,
 * those with every word in the title, then the others; otherwise one.
 */
function phases(entity: SearchEntity, text: SearchText): RawBuilder<unknown>[] {
  const titled =
    entity === 'questions' && text.sort === 'relevance' && text.search.terms.length > 0
      ? matchedRowids(entity, text, true)
      : undefined;
  if (!titled) return [sql`1 = 1`];
  return [sql`t.rowid in (${titled})`, sql`t.rowid not in (${titled})`];
}

/** The statement's FROM and WHERE: matched rows that pass the operators and `also`. */
function matching(entity: SearchEntity, text: SearchText, also: RawBuilder<unknown>[]) {
  const { fts: table, join } = SOURCES[entity];
  const matched = matchedRowids(entity, text, false);
  const from = matched
    ? sql`(${matched}) m join ${sql.table(table)} t on t.rowid = m.r ${join}`
    : sql`${sql.table(table)} t ${join}`;
  const filters =
    entity === 'questions'
      ? questionFilters(text.search)
      : entity === 'posts'
        ? // Posts hidden by reports (DECISIONS 29) are left out of pages and counts alike.
          [sql`p.hidden = ${0}`, ...postFilters(text.search)]
        : [];
  return sql`from ${from} where ${allOf([...filters, ...also])}`;
}

/** The votes order's key: a question's net votes, a post's likes. */
const VOTES = { questions: sql`q.score`, posts: sql`p.like_count`, users: sql`0` };

/**
 * Cursor of the last row shown: `{phase}.{rowid}` in relevance and newest order,
 * `v{votes}.{rowid}` in votes order.
 */
interface Position {
  phase: number;
  votes: number | null;
  before: number;
}

function parsePosition(cursor: string | undefined, text: SearchText): Position | undefined {
  if (cursor === undefined) return { phase: 0, votes: null, before: Number.MAX_SAFE_INTEGER };
  const byVotes = /^v(-?\d{1,12})\.(\d{1,16})$/.exec(cursor);
  if (text.sort === 'votes') {
    return byVotes
      ? { phase: 0, votes: Number(byVotes[1]), before: Number(byVotes[2]) }
      : undefined;
  }
  const match = /^(\d)\.(\d{1,16})$/.exec(cursor);
  return match ? { phase: Number(match[1]), votes: null, before: Number(match[2]) } : undefined;
}

export const sqliteSearch: SearchDialect = {
  async page(db: Db, entity, text, limit, cursor): Promise<SearchPage> {
    const position = parsePosition(cursor, text);
    const conditions = phases(entity, text);
    if (!position || position.phase >= conditions.length) throw badRequest('cursor is invalid');
    const votes = VOTES[entity];
    const byVotes = text.sort === 'votes' && entity !== 'users';
    const ids: string[] = [];
    let next: string | null = null;
    // Walk the phases from the cursor's. With the page full, one more row is still fetched:
    // it tells whether a next page exists.
    for (let phase = position.phase; phase < conditions.length; phase += 1) {
      const before = phase === position.phase ? position.before : Number.MAX_SAFE_INTEGER;
      const after =
        byVotes && position.votes !== null
          ? sql`(${votes} < ${position.votes} or (${votes} = ${position.votes} and t.rowid < ${before}))`
          : sql`t.rowid < ${before}`;
      const need = limit - ids.length;
      const order = byVotes ? sql`${votes} desc, t.rowid desc` : sql`t.rowid desc`;
      const { rows } = await sql<{ id: string; rowid: number; votes: number }>`
        select t.id, t.rowid as rowid, ${votes} as votes
        ${matching(entity, text, [conditions[phase] as RawBuilder<unknown>, after])}
        order by ${order} limit ${need + 1}`.execute(db);
      const taken = rows.slice(0, need);
      ids.push(...taken.map((row) => row.id));
      if (rows.length > need) {
        const last = taken.at(-1);
        next = byVotes
          ? `v${last?.votes ?? 0}.${last?.rowid ?? before}`
          : `${phase}.${last?.rowid ?? before}`;
        break;
      }
    }
    return { ids, next };
  },

  countQuery(entity, text, cap) {
    return sql`select count(*) from (select 1 ${matching(entity, text, [])} limit ${cap + 1})`;
  },

  // SQLite plans every statement with its values (and FTS5 answers the match itself).
  statement: (query) => query,
};
