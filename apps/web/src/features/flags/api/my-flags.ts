import { useInfiniteQuery } from '@tanstack/react-query';
import { flagSchema, LIMITS, pageSchema, type Flag, type Page } from '@stackhive/shared';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';
import { queryString } from '../../../api/query-string';

const myFlagsPageSchema = pageSchema(flagSchema);

/** GET /api/flags/mine (issue 34): the signed-in user's flags, newest first, with their outcome. */
export function getMyFlags(
  params: { limit: number; cursor: string | null },
  signal?: AbortSignal,
): Promise<Page<Flag>> {
  return api.get(`/flags/mine${queryString(params)}`, { signal, schema: myFlagsPageSchema });
}

export function useMyFlags(enabled: boolean, pageSize: number = LIMITS.page.default) {
  return useInfiniteQuery({
    queryKey: [...queryKeys.flags.all, 'mine', pageSize],
    queryFn: ({ pageParam, signal }) => getMyFlags({ limit: pageSize, cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    enabled,
  });
}
