import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postSchema, type Post } from '@stackhive/shared';
import { api } from '../../../api/client';
import { postChanged } from './post-changed';

/**
 * PATCH /api/community/report/:id {userId} → the post (someone else's; once per user).
 * Enough reports hide it from the feeds until an admin acts.
 */
export function reportPost(id: string, userId: string): Promise<Post> {
  return api.patch(
    `/community/report/${encodeURIComponent(id)}`,
    { userId },
    { schema: postSchema },
  );
}

export function useReportPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, userId }: { id: string; userId: string }) => reportPost(id, userId),
    onSuccess: (post) => postChanged(queryClient, post),
  });
}
