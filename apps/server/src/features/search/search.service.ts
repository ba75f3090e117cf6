import {
  findTag,
  LIMITS,
  TAGS,
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
import type { SearchDialect, SearchEntity, SearchText } from './search.dialect.js';
import { postgresSearch } from './search.postgres.js';
import { sqliteSearch } from './search.sqlite.js';

const DIALECTS: Record<AppDeps['engine'], SearchDialect> = {
  sqlite: sqliteSearch,
  postgres: postgresSearch,
};

const isDialectCursor = (value: unknown): value is { c: string } =>
  typeof value === 'object' && value !== null && typeof (value as { c?: unknown }).c === 'string';

/** Catalogue tags whose name contains the query (46 names: searched in memory). */
function matchingTags(q: string) {
  const needle = q.toLowerCase();
  return TAGS.filter((tag) => tag.TagName.includes(needle));
}

/**
 * Search with the spec's meaning (case-insensitive substring; questions on title, body or
 * an exact tag; tags on name; posts on title; users on name): one page of the chosen tab,
 * and the four tab counts, exact up to LIMITS.searchCountCap. Queries of one or two
 * characters match whole words instead (isWordQuery), except tags: the catalogue is in
 * memory, so its names keep the substring match at any length.
 */
export async function search(deps: AppDeps, query: SearchQuery): Promise<SearchResponse> {
  const dialect = DIALECTS[deps.engine];
  const lower = query.q.toLowerCase();
  const text: SearchText = { q: query.q, exactTag: findTag(lower) ? lower : undefined };
  const cap = LIMITS.searchCountCap;
  const tags = matchingTags(query.q);
  const counted = (n: unknown): SearchCount => ({
    count: Math.min(Number(n), cap),
    capped: Number(n) > cap,
  });
  const countOf = (entity: SearchEntity) => dialect.countQuery(entity, text, cap);
  // The three counts in one statement.
  const { rows } = await dialect
    .statement(
      sql<Record<SearchEntity, number | string>>`
    select (${countOf('questions')}) as questions, (${countOf('posts')}) as posts, (${countOf('users')}) as users`,
    )
    .execute(deps.db);
  const totals = rows[0];
  const counts: Record<SearchType, SearchCount> = {
    questions: counted(totals?.questions),
    tags: { count: tags.length, capped: false },
    posts: counted(totals?.posts),
    users: counted(totals?.users),
  };
  const cursor = decodeCursor(query.cursor, isDialectCursor)?.c;

  if (query.type === 'tags') {
    const offset = cursor === undefined ? 0 : Number(cursor);
    if (!/^\d{1,4}$/.test(cursor ?? '0')) throw badRequest('cursor is invalid');
    const items = tags
      .slice(offset, offset + query.limit)
      .map(({ TagName, TagDesc }) => ({ TagName, TagDesc }));
    const more = offset + query.limit < tags.length;
    return {
      type: 'tags',
      q: query.q,
      counts,
      items,
      nextCursor: more ? encodeCursor({ c: String(offset + query.limit) }) : null,
    };
  }

  const page = await dialect.page(
    deps.db,
    query.type,
    text,
    query.limit,
    cursor,
    !counts[query.type].capped,
  );
  const nextCursor = page.next === null ? null : encodeCursor({ c: page.next });
  const base = { q: query.q, counts, nextCursor };
  switch (query.type) {
    case 'questions':
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

/** Question ids matching `q`, best first (the chatbot's retrieval). */
export async function searchQuestionIds(
  deps: AppDeps,
  q: string,
  limit: number,
): Promise<string[]> {
  const lower = q.toLowerCase();
  const text: SearchText = { q, exactTag: findTag(lower) ? lower : undefined };
  const page = await DIALECTS[deps.engine].page(deps.db, 'questions', text, limit, undefined);
  return page.ids;
}
