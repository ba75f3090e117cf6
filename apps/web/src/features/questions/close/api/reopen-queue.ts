import { useInfiniteQuery } from '@tanstack/react-query';
import { LIMITS, pageSchema, questionSummarySchema } from '@stackhive/shared';
import { api } from '../../../../api/client';
import { queryKeys } from '../../../../api/query-keys';
import { queryString } from '../../../../api/query-string';

const reopenPage = pageSchema(questionSummarySchema);

/**
 * GET /api/review/reopen (issue 34): closed questions their askers edited since, oldest edit
 * first. Under the questions' key: every question write (a reopen vote) reloads it.
 */
export function useReopenQueue(enabled: boolean, pageSize: number = LIMITS.page.default) {
  return useInfiniteQuery({
    queryKey: [...queryKeys.questions.all, 'reopen-queue', pageSize] as const,
    queryFn: ({ pageParam, signal }) =>
      api.get(`/review/reopen${queryString({ limit: pageSize, cursor: pageParam })}`, {
        signal,
        schema: reopenPage,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    enabled,
  });
}
