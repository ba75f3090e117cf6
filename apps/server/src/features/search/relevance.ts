import { findTagOrSynonym, isOnlyWords, isWordQuery, SEARCH_RANK_WINDOW } from '@stackhive/shared';
import { sql } from 'kysely';
import type { AppDeps } from '../../core/app-context.js';
import { badRequest } from '../../core/errors.js';
import { COUNTERS, readCounter } from '../../db/counters.js';
import { holds } from '../../db/sqlite-text-functions.js';
import { bm25, bm25Idf, type ScoredField, type ScoredTerm } from './bm25.js';
import { rememberedCount } from './remembered-counts.js';
import {
  phraseText,
  type SearchDialect,
  type SearchEntity,
  type SearchPage,
  type SearchText,
} from './search.dialect.js';

/**
 * Relevance order (issue 32), the same on both engines: the newest SEARCH_RANK_WINDOW
 * matches of a query, ranked
 *   1. the title is the query (its words, case and punctuation aside),
 *   2. the title holds every word,
 *   3. BM25 over its title, body and tags (bm25.ts: the title weighs most), computed here the
 *      same way on both engines,
 *   4. then score, an accepted answer, and newest first as tie-breakers;
 * then the older matches, newest first. Ranking every match of a common word would read all
 * of them (100,000 at 1M questions); the window keeps a page to one index read of a few
 * hundred rows and their scores, and what people look for is mostly recent.
 *
 * Cursor: `r{offset}` inside the ranked window, `n{cursor}` past it (the engine's newest-first
 * cursor). A question asked between two pages moves the window by one, as any offset page.
 */

/** What ranks a match: its text's fields (scored by BM25), title, votes and accepted answer. */
interface Signals {
  title: string;
  fields: ScoredField[];
  votes: number;
  accepted: boolean;
}

/**
 * Characters of a body scored: a body may hold 30,000, and 200 of them are scored per page;
 * what a text is about shows early.
 */
const SCORED_BODY = 4_000;
const bodyStart = (column: string) =>
  sql<string>`substr(${sql.ref(column)}, 1, ${SCORED_BODY})`.as('body');

/**
 * Each entity's searched text as BM25 fields: a question's title weighs four times its body,
 * its tags (their JSON list) twice; an answer has its body, a post its title.
 */
async function signalsOf(deps: AppDeps, entity: SearchEntity, ids: string[]) {
  const signals = new Map<string, Signals>();
  if (ids.length === 0) return signals;
  const { db } = deps;
  if (entity === 'questions') {
    const rows = await db
      .selectFrom('questions')
      .select(['id', 'title', 'tags', 'score', 'acceptedAnswerId'])
      .select(bodyStart('body'))
      .where('id', 'in', ids)
      .execute();
    for (const row of rows) {
      signals.set(row.id, {
        title: row.title,
        fields: [
          { text: row.title, weight: 4 },
          { text: row.body, weight: 1 },
          { text: row.tags, weight: 2, tags: true },
        ],
        votes: Number(row.score),
        accepted: row.acceptedAnswerId !== null,
      });
    }
  } else if (entity === 'answers') {
    const rows = await db
      .selectFrom('answers as a')
      .innerJoin('questions as q', 'q.id', 'a.questionId')
      .select(['a.id as id', 'a.score as score', 'q.acceptedAnswerId'])
      .select(bodyStart('a.body'))
      .where('a.id', 'in', ids)
      .execute();
    for (const row of rows) {
      signals.set(row.id, {
        title: '',
        fields: [{ text: row.body, weight: 1 }],
        votes: Number(row.score),
        accepted: row.acceptedAnswerId === row.id,
      });
    }
  } else {
    const rows = await db
      .selectFrom('posts')
      .select(['id', 'title', 'likeCount'])
      .where('id', 'in', ids)
      .execute();
    for (const row of rows) {
      signals.set(row.id, {
        title: row.title,
        fields: [{ text: row.title, weight: 1 }],
        votes: Number(row.likeCount),
        accepted: false,
      });
    }
  }
  return signals;
}

/** Documents a word's document frequency is counted up to (rarer words weigh more below it). */
const DF_CAP = 5_000;

/** Words of a query scored: the rest (a query may hold 50) count only as matches. */
const MAX_SCORED = 8;

/** Each entity's stored total, BM25's number of documents (answers keep none: no IDF). */
const TOTALS = {
  questions: { key: '*', table: 'questionCounts' },
  posts: { key: COUNTERS.visiblePosts, table: 'counters' },
} as const;

/**
 * The query's words of three characters or more as BM25 terms (shorter ones score nothing,
 * as on the trigram index; each word once, case aside; at most MAX_SCORED), with their inverse
 * document frequency: counted one after the other (up to DF_CAP, a common word's count
 * remembered a while) only when there are two or more, since for one word it is the same
 * factor for every match.
 */
async function scoredTerms(
  deps: AppDeps,
  dialect: SearchDialect,
  entity: SearchEntity,
  text: SearchText,
): Promise<ScoredTerm[]> {
  const long = text.search.terms.map((term) => term.text).filter((word) => !isWordQuery(word));
  const words = [...new Set(long.map((word) => word.toLowerCase()))].slice(0, MAX_SCORED);
  const terms = words.map((word): ScoredTerm => {
    // A word naming a catalogue tag ("js") matches the tag, as the search matched it.
    const tag = entity === 'questions' ? findTagOrSynonym(word)?.TagName : undefined;
    return { word, ...(tag ? { tag } : {}), idf: 1 };
  });
  const counted = entity === 'questions' || entity === 'posts' ? TOTALS[entity] : undefined;
  if (terms.length < 2 || !counted) return terms;
  const total = Math.max(1, await readCounter(deps.db, counted.key, counted.table));
  for (const term of terms) {
    const df = await rememberedCount(deps, `${entity}:${term.word}`, DF_CAP, () =>
      documentFrequency(deps, dialect, entity, term.word),
    );
    term.idf = bm25Idf(df, total);
  }
  return terms;
}

/** How many of the entity's rows hold `word`, up to DF_CAP (the search count, one phrase). */
async function documentFrequency(
  deps: AppDeps,
  dialect: SearchDialect,
  entity: SearchEntity,
  word: string,
): Promise<number> {
  const text = phraseText(word, 'newest', deps.config.searchScanWindow);
  const count = await dialect.countQuery(deps.db, entity, text, DF_CAP);
  const { rows } = await dialect
    .statement(sql<{ n: number | string }>`select (${count}) as n`)
    .execute(deps.db);
  const n = Number(rows[0]?.n ?? 0);
  // Negative: "at least -n - 1" (SQLite's scan window ended first).
  return Math.min(n < 0 ? -n - 1 : n, DF_CAP);
}

/** Lower case, words apart by one space: how "the title is the query" compares them. */
const normalized = (text: string) => (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).join(' ');

/** 0: the title is the query; 1: the title holds every word; 2: otherwise. */
function titleTier({ q, search }: SearchText, title: string): number {
  if (title === '' || search.terms.length === 0) return 2;
  const asked = normalized(search.terms.map((term) => term.text).join(' '));
  if (asked !== '' && normalized(title) === asked) return 0;
  const every = search.terms.every((term) => holds(title, term.text));
  // A query of words alone also matches as its whole text ("go is" in "ago island").
  return every || (isOnlyWords(search) && holds(title, q)) ? 1 : 2;
}

/** The window's ids in relevance order. */
async function ranked(
  deps: AppDeps,
  dialect: SearchDialect,
  entity: SearchEntity,
  text: SearchText,
  ids: string[],
): Promise<string[]> {
  const [signals, terms] = await Promise.all([
    signalsOf(deps, entity, ids),
    scoredTerms(deps, dialect, entity, text),
  ]);
  const scores = bm25(new Map([...signals].map(([id, signal]) => [id, signal.fields])), terms);
  const keyed = ids.map((id, newest) => {
    const signal = signals.get(id);
    return {
      id,
      tier: signal ? titleTier(text, signal.title) : 2,
      text: scores.get(id) ?? 0,
      votes: signal?.votes ?? 0,
      accepted: signal?.accepted ? 1 : 0,
      newest,
    };
  });
  keyed.sort(
    (a, b) =>
      a.tier - b.tier ||
      b.text - a.text ||
      b.votes - a.votes ||
      b.accepted - a.accepted ||
      a.newest - b.newest,
  );
  return keyed.map((row) => row.id);
}

/** Whether a search is ranked: words to rank by, in anything but users (the spec's order). */
export const isRanked = (entity: SearchEntity, text: SearchText) =>
  text.sort === 'relevance' && entity !== 'users' && text.search.terms.length > 0;

/** One page in relevance order (see above). */
export async function relevancePage(
  deps: AppDeps,
  dialect: SearchDialect,
  entity: SearchEntity,
  text: SearchText,
  limit: number,
  cursor: string | undefined,
  fewMatches?: boolean,
  window: number = SEARCH_RANK_WINDOW,
): Promise<SearchPage> {
  const newest: SearchText = { ...text, sort: 'newest' };
  const past = (page: SearchPage): SearchPage => ({
    ids: page.ids,
    next: page.next === null ? null : `n${page.next}`,
  });
  if (cursor?.startsWith('n')) {
    return past(await dialect.page(deps.db, entity, newest, limit, cursor.slice(1), fewMatches));
  }
  const offset = cursor === undefined ? 0 : Number(cursor.slice(1));
  if (cursor !== undefined && (!/^r\d{1,4}$/.test(cursor) || offset >= window)) {
    throw badRequest('cursor is invalid');
  }
  // A search whose candidates are checked row by row (operators, short words: SQLite) ranks
  // the matches among its newest 2 × window candidates, not the whole scan window: ranking
  // costs about as much as the page it replaces.
  const candidates = { ...newest, scanWindow: Math.min(text.scanWindow, 2 * window) };
  const matches = await dialect.page(deps.db, entity, candidates, window, undefined, fewMatches);
  const order = await ranked(deps, dialect, entity, text, matches.ids);
  const ids = order.slice(offset, offset + limit);
  if (offset + limit < order.length) return { ids, next: `r${offset + limit}` };
  if (matches.next === null) return { ids, next: null };
  // The window ends in this page: the rest of it comes from the older matches.
  const need = limit - ids.length;
  if (need === 0) return { ids, next: `n${matches.next}` };
  const older = past(await dialect.page(deps.db, entity, newest, need, matches.next, fewMatches));
  return { ids: [...ids, ...older.ids], next: older.next };
}
