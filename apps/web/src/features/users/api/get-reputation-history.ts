import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { LIMITS, pageSchema, reputationDaysSchema, reputationEventSchema } from '@stackhive/shared';
import { api } from '../../../api/client';
import { queryString } from '../../../api/query-string';
import { queryKeys } from '../../../api/query-keys';

const historyPageSchema = pageSchema(reputationEventSchema);

/** GET /api/user/:id/reputation: your own reputation history, newest first (issue 16). */
export function useReputationHistory(userId: string, pageSize: number = LIMITS.page.default) {
  return useInfiniteQuery({
    queryKey: queryKeys.users.reputation(userId, pageSize),
    queryFn: ({ pageParam, signal }) =>
      api.get(
        `/user/${encodeURIComponent(userId)}/reputation${queryString({ limit: pageSize, cursor: pageParam })}`,
        { signal, schema: historyPageSchema },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/** GET /api/user/:id/reputation/days: the changes by day, for the profile's chart. */
export function reputationDaysQuery(userId: string) {
  return queryOptions({
    queryKey: [...queryKeys.users.detail(userId), 'reputation-days'],
    queryFn: ({ signal }) =>
      api.get(`/user/${encodeURIComponent(userId)}/reputation/days`, {
        signal,
        schema: reputationDaysSchema,
      }),
  });
}

export function useReputationDays(userId: string) {
  return useQuery(reputationDaysQuery(userId));
}
