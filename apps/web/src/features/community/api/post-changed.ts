import type { QueryClient } from '@tanstack/react-query';
import type { Post } from '@stackhive/shared';
import { queryKeys } from '../../../api/query-keys';

/**
 * After any change to a post: keep the fresh copy the server answered and refetch every
 * post list (feeds, the author's posts, the admin queue) and the post's comments (spec 7:
 * "after actions the client refetches posts").
 */
export function postChanged(queryClient: QueryClient, post: Post): Promise<void> {
  const detailKey = queryKeys.posts.detail(post._id);
  // The post page holds up to 20 comments; a list answer holds one, so do not overwrite.
  const cached = queryClient.getQueryData<Post>(detailKey);
  if (cached && post.comments.length >= cached.comments.length) {
    queryClient.setQueryData(detailKey, post);
  }
  return queryClient.invalidateQueries({ queryKey: queryKeys.posts.all });
}
