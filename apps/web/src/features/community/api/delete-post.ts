import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '@stackhive/shared';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** DELETE /api/community/delete/:id (the author or an admin) → {message}. */
export function deletePost(id: string): Promise<{ message: string }> {
  return api.delete(`/community/delete/${encodeURIComponent(id)}`, {
    schema: messageResponseSchema,
  });
}

/** Whether a post query key belongs to the post `id` itself (its page or its comments). */
function isOwnQuery(key: readonly unknown[], id: string): boolean {
  return (key[1] === 'detail' || key[1] === 'comments') && key[2] === id;
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    // Refetch every list, but not the deleted post itself: that would answer 404. The page
    // that showed it removes its queries once it has navigated away.
    onSuccess: (_result, id) =>
      queryClient.invalidateQueries({
        queryKey: queryKeys.posts.all,
        predicate: (query) => !isOwnQuery(query.queryKey, id),
      }),
  });
}

/** Drop a deleted post's own queries (call after leaving its page). */
export function forgetPost(queryClient: ReturnType<typeof useQueryClient>, id: string): void {
  queryClient.removeQueries({
    queryKey: queryKeys.posts.all,
    predicate: (query) => isOwnQuery(query.queryKey, id),
  });
}
