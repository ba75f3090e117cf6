import { useInfiniteQuery } from '@tanstack/react-query';
import {
  LIMITS,
  pageSchema,
  publicUserSchema,
  type Page,
  type PublicUser,
} from '@stackhive/shared';
import { api } from '../../../api/client';
import { queryString } from '../../../api/query-string';
import { queryKeys } from '../../../api/query-keys';

const usersPageSchema = pageSchema(publicUserSchema);

/** GET /api/user/getAllUsers: one page of users. */
export function getUsers(
  limit: number,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<Page<PublicUser>> {
  return api.get(`/user/getAllUsers${queryString({ limit, cursor })}`, {
    signal,
    schema: usersPageSchema,
  });
}

/** The user list, a page at a time; `fetchNextPage` follows `nextCursor`. */
export function useUsers(pageSize: number = LIMITS.page.default) {
  return useInfiniteQuery({
    queryKey: queryKeys.users.list(pageSize),
    queryFn: ({ pageParam, signal }) => getUsers(pageSize, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
