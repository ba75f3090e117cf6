import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  LIMITS,
  pageSchema,
  publicUserSchema,
  USER_SORTS,
  type Page,
  type PublicUser,
  type UserSort,
} from '@stackhive/shared';
import { api } from '../../../api/client';
import { queryString } from '../../../api/query-string';
import { startingAt } from '../../../api/list-start';
import { queryKeys } from '../../../api/query-keys';

const usersPageSchema = pageSchema(publicUserSchema);

/** GET /api/user/getAllUsers: one page of users, in joining order or by reputation. */
export function getUsers(
  sort: UserSort,
  limit: number,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<Page<PublicUser>> {
  const sortParam = sort === 'joined' ? undefined : sort;
  return api.get(`/user/getAllUsers${queryString({ sort: sortParam, limit, cursor })}`, {
    signal,
    schema: usersPageSchema,
  });
}

/** The user list, a page at a time from `start`; `fetchNextPage` follows `nextCursor`. */
/** The order a user list's address names (`?sort=reputation`); joining order when none. */
export function userSortIn(search: URLSearchParams): UserSort {
  return USER_SORTS.find((value) => value === search.get('sort')) ?? 'joined';
}

/** The user list in `sort` order from `start`, as a query: for its hook and the server's render. */
export function usersQuery(
  sort: UserSort,
  start: string | null = null,
  pageSize: number = LIMITS.page.default,
) {
  return infiniteQueryOptions({
    queryKey: startingAt(queryKeys.users.list(sort, pageSize), start),
    queryFn: ({ pageParam, signal }) => getUsers(sort, pageSize, pageParam, signal),
    initialPageParam: start,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

export function useUsers(sort: UserSort, start: string | null = null) {
  return useInfiniteQuery(usersQuery(sort, start));
}
