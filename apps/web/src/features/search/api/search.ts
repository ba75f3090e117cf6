import { useInfiniteQuery } from '@tanstack/react-query';
import {
  LIMITS,
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

/** One tab's results, a page at a time; `fetchNextPage` follows `nextCursor`. */
export function useSearch(
  q: string,
  type: SearchType,
  start: string | null = null,
  pageSize: number = LIMITS.page.default,
) {
  return useInfiniteQuery({
    queryKey: startingAt(queryKeys.search.tab(q, type, pageSize), start),
    queryFn: ({ pageParam, signal }) =>
      getSearchPage({ q, type, limit: pageSize, cursor: pageParam }, signal),
    initialPageParam: start,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
