import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postSchema, type Post } from '@stackhive/shared';
import { api } from '../../../api/client';
import { postChanged } from './post-changed';

/** PATCH /api/community/like/:id {userId} → the updated post (a toggle, DECISIONS 3). */
export function likePost(id: string, userId: string): Promise<Post> {
  return api.patch(`/community/like/${encodeURIComponent(id)}`, { userId }, { schema: postSchema });
}

export function useLikePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, userId }: { id: string; userId: string }) => likePost(id, userId),
    onSuccess: (post) => postChanged(queryClient, post),
  });
}
