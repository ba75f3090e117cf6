import { useInfiniteQuery } from '@tanstack/react-query';
import { LIMITS, pageSchema, savedItemSchema } from '@stackhive/shared';
import { api } from './client';
import { queryString } from './query-string';
import { queryKeys } from './query-keys';

// Its own module, not bookmarks.ts: the Saved list's schema takes in the post schemas, which
// the question page's bookmark button (in its first load) does not need.
const savedPageSchema = pageSchema(savedItemSchema);

/** GET /api/user/bookmarks/:id: the signed-in user's Saved list, newest saved first. */
export function useSaved(userId: string, pageSize: number = LIMITS.page.default) {
  return useInfiniteQuery({
    queryKey: queryKeys.bookmarks.saved(userId, pageSize),
    queryFn: ({ pageParam, signal }) =>
      api.get(
        `/user/bookmarks/${encodeURIComponent(userId)}${queryString({ limit: pageSize, cursor: pageParam })}`,
        { signal, schema: savedPageSchema },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
