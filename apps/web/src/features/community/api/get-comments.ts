import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { LIMITS, commentSchema, pageSchema, type Comment, type Page } from '@stackhive/shared';
import { api } from '../../../api/client';
import { queryString } from '../../../api/query-string';
import { queryKeys } from '../../../api/query-keys';

const commentsPageSchema = pageSchema(commentSchema);

/** GET /api/community/post/:id/comments: one page of a post's comments, newest first. */
export function getComments(
  postId: string,
  params: { limit: number; cursor: string | null },
  signal?: AbortSignal,
): Promise<Page<Comment>> {
  return api.get(`/community/post/${encodeURIComponent(postId)}/comments${queryString(params)}`, {
    signal,
    schema: commentsPageSchema,
  });
}

/** 'All Comments' of the post page, a page at a time. */
export function commentsQuery(postId: string, pageSize: number = LIMITS.page.default) {
  return infiniteQueryOptions({
    queryKey: queryKeys.posts.comments(postId, pageSize),
    queryFn: ({ pageParam, signal }) =>
      getComments(postId, { limit: pageSize, cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

export function useComments(postId: string) {
  return useInfiniteQuery(commentsQuery(postId));
}
