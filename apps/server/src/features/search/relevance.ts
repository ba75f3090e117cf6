import { isOnlyWords, LIMITS } from '@stackhive/shared';
import { sql } from 'kysely';
import type { AppDeps } from '../../core/app-context.js';
import { badRequest } from '../../core/errors.js';
import { holds } from '../../db/sqlite-text-functions.js';
import type { SearchDialect, SearchEntity, SearchPage, SearchText } from './search.dialect.js';

/**
 * Relevance order (issue 32), the same on both engines: the newest LIMITS.searchRankWindow
 * matches of a query, ranked
 *   1. the title is the query (its words, case and punctuation aside),
 *   2. the title holds every word,
 *   3. the engine's text score (FTS5 BM25 on SQLite, ts_rank_cd on PostgreSQL: the title
 *      weighs most),
 *   4. then score, an accepted answer, and newest first as tie-breakers;
 * then the older matches, newest first. Ranking every match of a common word would read all
 * of them (100,000 at 1M questions); the window keeps a page to one index read of a few
 * hundred rows and their scores, and what people look for is mostly recent.
 *
 * Cursor: `r{offset}` inside the ranked window, `n{cursor}` past it (the engine's newest-first
 * cursor). A question asked between two pages moves the window by one, as any offset page.
 */

/** What ranks a match beside its text score. */
interface Signals {
  title: string;
  votes: number;
  accepted: boolean;
}

/** Title, votes and accepted answer of each id, per entity (answers have no title). */
async function signalsOf(deps: AppDeps, entity: SearchEntity, ids: string[]) {
  const signals = new Map<string, Signals>();
  if (ids.length === 0) return signals;
  const { db } = deps;
  const rows =
    entity === 'questions'
      ? await db
          .selectFrom('questions')
          .select(['id', 'title', 'score as votes', 'acceptedAnswerId as accepted'])
          .where('id', 'in', ids)
          .execute()
      : entity === 'answers'
        ? await db
            .selectFrom('answers as a')
            .innerJoin('questions as q', 'q.id', 'a.questionId')
            .select(['a.id as id', sql<string>`''`.as('title'), 'a.score as votes'])
            .select(
              sql<string | null>`case when q.accepted_answer_id = a.id then 1 end`.as('accepted'),
            )
            .where('a.id', 'in', ids)
            .execute()
        : await db
            .selectFrom('posts')
            .select(['id', 'title', 'likeCount as votes', sql<null>`null`.as('accepted')])
            .where('id', 'in', ids)
            .execute();
  for (const row of rows) {
    signals.set(row.id, {
      title: row.title,
      votes: Number(row.votes),
      accepted: row.accepted !== null,
    });
  }
  return signals;
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
  const [signals, scores] = await Promise.all([
    signalsOf(deps, entity, ids),
    dialect.textScores(deps.db, entity, text, ids),
  ]);
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
): Promise<SearchPage> {
  const newest: SearchText = { ...text, sort: 'newest' };
  const past = (page: SearchPage): SearchPage => ({
    ids: page.ids,
    next: page.next === null ? null : `n${page.next}`,
  });
  if (cursor?.startsWith('n')) {
    return past(await dialect.page(deps.db, entity, newest, limit, cursor.slice(1), fewMatches));
  }
  const window = LIMITS.searchRankWindow;
  const offset = cursor === undefined ? 0 : Number(cursor.slice(1));
  if (cursor !== undefined && (!/^r\d{1,4}$/.test(cursor) || offset >= window)) {
    throw badRequest('cursor is invalid');
  }
  const matches = await dialect.page(deps.db, entity, newest, window, undefined, fewMatches);
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
