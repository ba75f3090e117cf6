import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { LIMITS, type Page, type PostSummary } from '@stackhive/shared';
import { api } from '../../../api/client';
import { queryString } from '../../../api/query-string';
import { startingAt } from '../../../api/list-start';
import { queryKeys } from '../../../api/query-keys';
import { postsPageSchema } from '../../../api/user-posts';
import { useSession } from '../../../session/useSession';

/**
 * GET /api/community/get: one page of the feed. With a bearer token (the client sends it)
 * posts by followed users come first, then everyone else's, without duplicates
 * (DECISIONS 19); otherwise newest first. Each post carries only its newest comment.
 */
export function getFeed(
  params: { limit: number; cursor: string | null },
  signal?: AbortSignal,
): Promise<Page<PostSummary>> {
  return api.get(`/community/get${queryString(params)}`, { signal, schema: postsPageSchema });
}

/** The feed a page at a time, cached per viewer since its order depends on who asks. */
export function feedQuery(
  viewerId: string | null,
  start: string | null = null,
  pageSize: number = LIMITS.page.default,
) {
  return infiniteQueryOptions({
    queryKey: startingAt(queryKeys.posts.feed(viewerId, pageSize), start),
    queryFn: ({ pageParam, signal }) => getFeed({ limit: pageSize, cursor: pageParam }, signal),
    initialPageParam: start,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

export function useFeed(start: string | null = null) {
  const { profile } = useSession();
  return useInfiniteQuery(feedQuery(profile?.result._id ?? null, start));
}
