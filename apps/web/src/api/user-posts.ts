import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  LIMITS,
  pageSchema,
  postSummarySchema,
  type Page,
  type PostSummary,
} from '@stackhive/shared';
import { api } from './client';
import { queryString } from './query-string';
import { queryKeys } from './query-keys';
import { startingAt } from './list-start';

/** A page of post list items: the user's posts here, the feed in features/community. */
export const postsPageSchema = pageSchema(postSummarySchema);

/**
 * GET /api/community/user/:userId: one page of a user's posts, newest first. Shared
 * because both the profile (spec 2, Profile) and /community/user/post/:id show them.
 */
export function getUserPosts(
  userId: string,
  params: { limit: number; cursor: string | null },
  signal?: AbortSignal,
): Promise<Page<PostSummary>> {
  return api.get(`/community/user/${encodeURIComponent(userId)}${queryString(params)}`, {
    signal,
    schema: postsPageSchema,
  });
}

/** One user's posts, a page at a time; `fetchNextPage` follows `nextCursor`. */
export function userPostsQuery(
  userId: string,
  start: string | null = null,
  pageSize: number = LIMITS.page.default,
) {
  return infiniteQueryOptions({
    queryKey: startingAt(queryKeys.posts.byUser(userId, pageSize), start),
    queryFn: ({ pageParam, signal }) =>
      getUserPosts(userId, { limit: pageSize, cursor: pageParam }, signal),
    initialPageParam: start,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

export function useUserPosts(userId: string, start: string | null = null) {
  return useInfiniteQuery(userPostsQuery(userId, start));
}
