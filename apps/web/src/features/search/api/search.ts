import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  LIMITS,
  SEARCH_SORTS,
  SEARCH_TYPES,
  searchResponseSchema,
  type SearchResponse,
  type SearchSort,
  type SearchType,
} from '@stackhive/shared';
import { api } from '../../../api/client';
import { queryString } from '../../../api/query-string';
import { queryKeys } from '../../../api/query-keys';
import { startingAt } from '../../../api/list-start';

/**
 * GET /api/search: one page of the `type` tab for `q` plus the counts of all four tabs
 * (DECISIONS 20). A blank or over-long `q` answers 400 with the server's message.
 */
export function getSearchPage(
  params: { q: string; type: SearchType; sort: SearchSort; limit: number; cursor: string | null },
  signal?: AbortSignal,
): Promise<SearchResponse> {
  const { q, type, limit, cursor } = params;
  // The default order is left out of the URL: one cached page for the address most people ask.
  const sort = params.sort === 'relevance' ? undefined : params.sort;
  return api.get(`/search${queryString({ q, type, sort, limit, cursor })}`, {
    signal,
    schema: searchResponseSchema,
  });
}

/** The URL parameter that keeps the chosen tab, so a link or a reload shows the same tab. */
export const TAB_PARAM = 'tab';

/** The tab a search page's address names (`?tab=users`); Questions when none. */
export function searchTabIn(search: URLSearchParams): SearchType {
  const requested = search.get(TAB_PARAM);
  return SEARCH_TYPES.find((type) => type === requested) ?? 'questions';
}

/** The URL parameter that keeps the chosen order (relevance when none). */
export const SORT_PARAM = 'sort';

/** The order a search page's address names (`?sort=votes`); relevance when none. */
export function searchSortIn(search: URLSearchParams): SearchSort {
  const requested = search.get(SORT_PARAM);
  return SEARCH_SORTS.find((sort) => sort === requested) ?? 'relevance';
}

/** One tab's results, a page at a time; `fetchNextPage` follows `nextCursor`. */
export function searchQuery(
  q: string,
  type: SearchType,
  sort: SearchSort = 'relevance',
  start: string | null = null,
  pageSize: number = LIMITS.page.default,
) {
  return infiniteQueryOptions({
    queryKey: startingAt(queryKeys.search.tab(q, type, sort, pageSize), start),
    queryFn: ({ pageParam, signal }) =>
      getSearchPage({ q, type, sort, limit: pageSize, cursor: pageParam }, signal),
    initialPageParam: start,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

export function useSearch(
  q: string,
  type: SearchType,
  sort: SearchSort,
  start: string | null = null,
) {
  return useInfiniteQuery(searchQuery(q, type, sort, start));
}
