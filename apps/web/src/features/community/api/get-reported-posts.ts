import { useInfiniteQuery } from '@tanstack/react-query';
import {
  LIMITS,
  pageSchema,
  reportedPostSchema,
  type Page,
  type ReportedPost,
} from '@stackhive/shared';
import { api } from '../../../api/client';
import { queryString } from '../../../api/query-string';
import { queryKeys } from '../../../api/query-keys';

const reportedPageSchema = pageSchema(reportedPostSchema);

/** GET /api/community/reported (admins only; 403 otherwise): most reported first. */
export function getReportedPosts(
  params: { limit: number; cursor: string | null },
  signal?: AbortSignal,
): Promise<Page<ReportedPost>> {
  return api.get(`/community/reported${queryString(params)}`, {
    signal,
    schema: reportedPageSchema,
  });
}

export function useReportedPosts(enabled: boolean, pageSize: number = LIMITS.page.default) {
  return useInfiniteQuery({
    queryKey: queryKeys.posts.reported(pageSize),
    queryFn: ({ pageParam, signal }) =>
      getReportedPosts({ limit: pageSize, cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    enabled,
  });
}
