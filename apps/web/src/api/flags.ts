import { useMutation, useQueryClient } from '@tanstack/react-query';
import { flagSchema, type CreateFlagBody, type Flag } from '@stackhive/shared';
import { api } from './client';
import { queryKeys } from './query-keys';

/**
 * POST /api/flags (issue 34): flags someone else's question, answer, comment or community
 * post with a reason, once (409 after that). Here, not in the flags feature: the flag dialog
 * is opened from the question page and from the community's posts and comments.
 */
export function createFlag(body: CreateFlagBody): Promise<Flag> {
  return api.post('/flags', body, { schema: flagSchema });
}

export function useCreateFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFlag,
    // The dialog says what the server refused, where the reader is.
    meta: { errorAlert: false },
    onSuccess: async ({ target }) => {
      // A post's flag is also its report: enough of them hide it from the feeds. Flags on
      // questions, answers and comments change nothing anyone sees until they are decided.
      const postFlagged = target.kind === 'post' || target.postId !== null;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.flags.all }),
        postFlagged && queryClient.invalidateQueries({ queryKey: queryKeys.posts.all }),
      ]);
    },
  });
}
