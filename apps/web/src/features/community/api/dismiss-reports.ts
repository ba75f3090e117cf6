import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postSchema, type Post } from '@stackhive/shared';
import { api } from '../../../api/client';
import { postChanged } from './post-changed';

/** PATCH /api/community/reported/:id/dismiss (admins) → the post, shown in feeds again. */
export function dismissReports(id: string): Promise<Post> {
  return api.patch(
    `/community/reported/${encodeURIComponent(id)}/dismiss`,
    {},
    {
      schema: postSchema,
    },
  );
}

export function useDismissReports() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissReports,
    onSuccess: (post) => postChanged(queryClient, post),
  });
}
