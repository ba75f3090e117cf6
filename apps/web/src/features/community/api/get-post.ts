import { queryOptions, useQuery } from '@tanstack/react-query';
import { postSchema, type Post } from '@stackhive/shared';
import { api, isApiError } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** GET /api/community/post/:id: one post with its newest 20 comments. */
export function getPost(id: string, signal?: AbortSignal): Promise<Post> {
  return api.get(`/community/post/${encodeURIComponent(id)}`, { signal, schema: postSchema });
}

/**
 * The post as a query, for its hook and for the server's render (src/ssr/), which fetches it
 * before the page's first render instead of discovering it there.
 */
export function postQuery(id: string) {
  return queryOptions({
    queryKey: queryKeys.posts.detail(id),
    queryFn: ({ signal }) => getPost(id, signal),
  });
}

export function usePost(id: string) {
  return useQuery({
    ...postQuery(id),
    // A missing post is a routing error: the route's error view shows the server's message.
    throwOnError: (error) => isApiError(error, 404),
  });
}
