import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  flagQueueItemSchema,
  flagSchema,
  LIMITS,
  pageSchema,
  type DecideFlagBody,
  type Flag,
  type FlagQueueItem,
  type FlagReason,
  type Page,
} from '@stackhive/shared';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';
import { queryString } from '../../../api/query-string';

const queuePageSchema = pageSchema(flagQueueItemSchema);

/** Which queue: the site's (reviewers, moderators, admins) or a team's, of one reason or all. */
export interface QueueScope {
  reason: FlagReason | null;
  team: string | null;
}

/**
 * GET /api/flags (issue 34): the flags waiting for a decision, oldest first, a page at a time
 * by keyset cursor. 403 below the reviewQueues privilege (a team's queue: for its owner and
 * admins), said by the page.
 */
export function getFlagQueue(
  { reason, team }: QueueScope,
  params: { limit: number; cursor: string | null },
  signal?: AbortSignal,
): Promise<Page<FlagQueueItem>> {
  return api.get(`/flags${queryString({ reason, team, ...params })}`, {
    signal,
    schema: queuePageSchema,
  });
}

export function useFlagQueue(
  scope: QueueScope,
  enabled: boolean,
  pageSize: number = LIMITS.page.default,
) {
  return useInfiniteQuery({
    queryKey: [...queryKeys.flags.all, 'queue', scope.reason, scope.team, pageSize],
    queryFn: ({ pageParam, signal }) =>
      getFlagQueue(scope, { limit: pageSize, cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    enabled,
  });
}

/** PATCH /api/flags/{id}: helpful or declined, with an optional note to the flagger. */
export function decideFlag(id: string, body: DecideFlagBody): Promise<Flag> {
  return api.patch(`/flags/${encodeURIComponent(id)}`, body, { schema: flagSchema });
}

/**
 * Deciding a flag takes it (and, when its item is deleted, the item's other spam and abuse
 * flags) out of the queue; a deletion or a withdrawn report changes the question or post pages.
 */
export function useDecideFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: DecideFlagBody }) => decideFlag(id, body),
    // The flag's item in the queue says what the server refused.
    meta: { errorAlert: false },
    onSuccess: ({ target }) => {
      const onPost = target.kind === 'post' || target.postId !== null;
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.flags.all }),
        queryClient.invalidateQueries({
          queryKey: onPost ? queryKeys.posts.all : queryKeys.questions.all,
        }),
      ]);
    },
  });
}
