import {
  findTagOrSynonym,
  LIMITS,
  narrowsToQuestions,
  parseSearch,
  TAGS,
  type ParsedSearch,
  type SearchCount,
  type SearchQuery,
  type SearchResponse,
  type SearchType,
} from '@stackhive/shared';
import { sql } from 'kysely';
import type { AppDeps } from '../../core/app-context.js';
import { decodeCursor, encodeCursor } from '../../lib/cursor.js';
import { badRequest } from '../../core/errors.js';
import { presentPostRows, postsByIds } from '../community/community.service.js';
import { presentQuestionRows, questionsByIds } from '../questions/index.js';
import { presentUserRows, usersByIds } from '../users/users.service.js';
import { answerHitsByIds } from './answer-hits.js';
import { isRanked, relevancePage } from './relevance.js';
import {
  phraseText,
  type SearchDialect,
  type SearchEntity,
  type SearchText,
} from './search.dialect.js';
import { postgresSearch } from './search.postgres.js';
import { sqliteSearch } from './search.sqlite.js';
import { searchTeam } from './team-search.js';

const DIALECTS: Record<AppDeps['engine'], SearchDialect> = {
  sqlite: sqliteSearch,
  postgres: postgresSearch,
};

const isDialectCursor = (value: unknown): value is { c: string } =>
  typeof value === 'object' && value !== null && typeof (value as { c?: unknown }).c === 'string';

/**
 * Catalogue tags (46 names: searched in memory): those a query names in brackets, or else
 * those whose name contains the query as typed (the spec's substring match).
 */
function matchingTags(q: string, search: ParsedSearch) {
  if (search.tags.length > 0) return TAGS.filter((tag) => search.tags.includes(tag.TagName));
  const needle = q.toLowerCase();
  // And the tag a query names by another name ("js": javascript).
  const named = findTagOrSynonym(needle);
  return TAGS.filter((tag) => tag.TagName.includes(needle) || tag === named);
}

/** The query read (it passed the schema, so it parses), with `user:me` made the reader's id. */
function readQuery(q: string, viewerId: string | null): ParsedSearch {
  const parsed = parseSearch(q);
  if (!parsed.ok) throw badRequest(`q: ${parsed.error}`);
  if (parsed.search.user === 'me') {
    if (!viewerId) throw badRequest('q: user:me means you, so it needs you to be signed in');
    return { ...parsed.search, user: viewerId };
  }
  return parsed.search;
}

/** A tab whose items a search cannot match: posts and users for a search narrowed to questions. */
const EMPTY: SearchCount = { count: 0, capped: false };

/**
 * Search (issue 32, extending the spec's case-insensitive substring): questions and posts
 * match every word of the query (each as a substring, or a whole word below three
 * characters), quoted phrases as written, less excluded words, narrowed by tags and Stack
 * Overflow's operators (search-syntax.ts); a query of words alone also matches the whole
 * text, so all the spec's search found is still found. Users match the whole text, tags by
 * name. One page of the chosen tab in the chosen order, and the four tab counts, exact up to
 * LIMITS.searchCountCap. Under `is:answer` the questions tab holds answers instead.
 * `viewerId`: the signed-in reader, for `user:me`. With `team`, its member searches within it
 * instead (team-search.ts).
 */
export async function search(
  deps: AppDeps,
  query: SearchQuery,
  viewerId: string | null = null,
  team?: { id: string; memberId: string },
): Promise<SearchResponse> {
  const dialect = DIALECTS[deps.engine];
  const parsed = readQuery(query.q, viewerId);
  if (team) return searchTeam(deps, team.id, query, parsed, team.memberId);
  const text: SearchText = {
    q: query.q,
    search: parsed,
    sort: query.sort,
    scanWindow: deps.config.searchScanWindow,
  };
  const cap = LIMITS.searchCountCap;
  const tags = matchingTags(query.q, parsed);
  const onlyQuestions = narrowsToQuestions(parsed);
  // A negative count is "at least -n - 1": the scan window ended before the index did.
  const counted = (n: unknown): SearchCount =>
    Number(n) < 0
      ? { count: Math.min(-Number(n) - 1, cap), capped: true }
      : { count: Math.min(Number(n), cap), capped: Number(n) > cap };
  // `is:answer`: answers are searched in the questions tab's place.
  const searched = (entity: SearchEntity): SearchEntity =>
    entity === 'questions' && parsed.answersOnly ? 'answers' : entity;
  const countOf = async (entity: SearchEntity) =>
    entity !== 'questions' && onlyQuestions
      ? sql`0`
      : dialect.countQuery(deps.db, searched(entity), text, cap);
  const questionsCount = await countOf('questions');
  const postsCount = await countOf('posts');
  const usersCount = await countOf('users');
  // The three counts in one statement.
  const { rows } = await dialect
    .statement(
      sql<Record<SearchEntity, number | string>>`
    select (${questionsCount}) as questions, (${postsCount}) as posts, (${usersCount}) as users`,
    )
    .execute(deps.db);
  const totals = rows[0];
  const counts: Record<SearchType, SearchCount> = {
    questions: counted(totals?.questions),
    tags:
      parsed.questionsOnly || parsed.answersOnly ? EMPTY : { count: tags.length, capped: false },
    posts: counted(totals?.posts),
    users: counted(totals?.users),
  };
  const cursor = decodeCursor(query.cursor, isDialectCursor)?.c;
  const rankedPage: SearchDialect['page'] = (_db, ...rest) => relevancePage(deps, dialect, ...rest);

  if (query.type === 'tags') {
    const shown = parsed.questionsOnly || parsed.answersOnly ? [] : tags;
    const offset = cursor === undefined ? 0 : Number(cursor);
    if (!/^\d{1,4}$/.test(cursor ?? '0')) throw badRequest('cursor is invalid');
    const items = shown
      .slice(offset, offset + query.limit)
      .map(({ TagName, TagDesc }) => ({ TagName, TagDesc }));
    const more = offset + query.limit < shown.length;
    return {
      type: 'tags',
      q: query.q,
      sort: query.sort,
      counts,
      items,
      nextCursor: more ? encodeCursor({ c: String(offset + query.limit) }) : null,
    };
  }

  const page =
    query.type !== 'questions' && onlyQuestions
      ? { ids: [], next: null }
      : await (isRanked(searched(query.type), text) ? rankedPage : dialect.page)(
          deps.db,
          searched(query.type),
          text,
          query.limit,
          cursor,
          !counts[query.type].capped,
        );
  const nextCursor = page.next === null ? null : encodeCursor({ c: page.next });
  const base = { q: query.q, sort: query.sort, counts, nextCursor };
  switch (query.type) {
    case 'questions':
      if (parsed.answersOnly) {
        const terms = parsed.terms.map((term) => term.text);
        return {
          ...base,
          type: 'answers',
          items: await answerHitsByIds(deps, page.ids, terms),
        };
      }
      return {
        ...base,
        type: 'questions',
        items: await presentQuestionRows(deps, await questionsByIds(deps, page.ids)),
      };
    case 'posts':
      return {
        ...base,
        type: 'posts',
        items: await presentPostRows(deps, await postsByIds(deps, page.ids)),
      };
    case 'users':
      return {
        ...base,
        type: 'users',
        items: await presentUserRows(deps, await usersByIds(deps, page.ids)),
      };
  }
}

/**
 * Question ids holding `q` as written (one phrase: a substring, or a whole word below three
 * characters), in relevance order (the chatbot's retrieval, word by word).
 */
export async function searchQuestionIds(
  deps: AppDeps,
  q: string,
  limit: number,
): Promise<string[]> {
  const text = phraseText(q, 'relevance', deps.config.searchScanWindow);
  const dialect = DIALECTS[deps.engine];
  // Ranked within its own page: the chatbot reads a few words' best, never 200 rows each.
  const page = await relevancePage(
    deps,
    dialect,
    'questions',
    text,
    limit,
    undefined,
    false,
    limit,
  );
  return page.ids;
}
