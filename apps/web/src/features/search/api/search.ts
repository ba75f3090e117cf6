import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  LIMITS,
  SEARCH_TYPES,
  searchResponseSchema,
  type SearchResponse,
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
  params: { q: string; type: SearchType; limit: number; cursor: string | null },
  signal?: AbortSignal,
): Promise<SearchResponse> {
  const { q, type, limit, cursor } = params;
  return api.get(`/search${queryString({ q, type, limit, cursor })}`, {
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

/** One tab's results, a page at a time; `fetchNextPage` follows `nextCursor`. */
export function searchQuery(
  q: string,
  type: SearchType,
  start: string | null = null,
  pageSize: number = LIMITS.page.default,
) {
  return infiniteQueryOptions({
    queryKey: startingAt(queryKeys.search.tab(q, type, pageSize), start),
    queryFn: ({ pageParam, signal }) =>
      getSearchPage({ q, type, limit: pageSize, cursor: pageParam }, signal),
    initialPageParam: start,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

export function useSearch(q: string, type: SearchType, start: string | null = null) {
  return useInfiniteQuery(searchQuery(q, type, start));
}
