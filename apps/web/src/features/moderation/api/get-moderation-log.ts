import { useInfiniteQuery } from '@tanstack/react-query';
import { LIMITS, type ModerationLogEntry, type Page } from '@stackhive/shared';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';
import { queryString } from '../../../api/query-string';

/**
 * GET /api/moderation/log (moderators and admins; 403 otherwise): the audit log, newest
 * first, a page at a time by keyset cursor. Not checked against moderationLogEntrySchema:
 * its `details` is a zod record, a type no other screen uses, which would join the zod chunk
 * every page loads first (about 0.6 kB gzip over the question page's budget,
 * scripts/bundle-budget.mjs). The page reads `details` as unknown values.
 */
export function getModerationLog(
  params: { limit: number; cursor: string | null },
  signal?: AbortSignal,
): Promise<Page<ModerationLogEntry>> {
  return api.get(`/moderation/log${queryString(params)}`, { signal });
}

export function useModerationLog(enabled: boolean, pageSize: number = LIMITS.page.default) {
  return useInfiniteQuery({
    queryKey: [...queryKeys.moderation.all, 'log', pageSize],
    queryFn: ({ pageParam, signal }) =>
      getModerationLog({ limit: pageSize, cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    enabled,
  });
}
