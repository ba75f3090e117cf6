import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { z } from 'zod';
import { LIMITS, badgeAwardSchema, badgeSchema, pageSchema } from '@stackhive/shared';
import { api } from './client';
import { queryString } from './query-string';
import { queryKeys } from './query-keys';
import { startingAt } from './list-start';

const badgesSchema = z.array(badgeSchema);
const awardsPageSchema = pageSchema(badgeAwardSchema);

/** GET /api/badges: the catalogue with award counts (issue 16). */
export function badgesQuery() {
  return queryOptions({
    queryKey: ['badges'],
    queryFn: ({ signal }) => api.get('/badges', { signal, schema: badgesSchema }),
  });
}

export function useBadges() {
  return useQuery(badgesQuery());
}

/** GET /api/badges/:badge/holders: its most recent holders, a page at a time. */
export function badgeHoldersQuery(
  badge: string,
  start: string | null = null,
  pageSize: number = LIMITS.page.default,
) {
  return infiniteQueryOptions({
    queryKey: startingAt(['badges', badge, 'holders', pageSize], start),
    queryFn: ({ pageParam, signal }) =>
      api.get(
        `/badges/${encodeURIComponent(badge)}/holders${queryString({ limit: pageSize, cursor: pageParam })}`,
        { signal, schema: awardsPageSchema },
      ),
    initialPageParam: start,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

export function useBadgeHolders(badge: string, start: string | null = null) {
  return useInfiniteQuery(badgeHoldersQuery(badge, start));
}

/** GET /api/user/:id/badges: a user's badges, the most recent first. */
export function userBadgesQuery(userId: string, pageSize: number = LIMITS.page.default) {
  return infiniteQueryOptions({
    queryKey: queryKeys.users.badges(userId, pageSize),
    queryFn: ({ pageParam, signal }) =>
      api.get(
        `/user/${encodeURIComponent(userId)}/badges${queryString({ limit: pageSize, cursor: pageParam })}`,
        { signal, schema: awardsPageSchema },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

export function useUserBadges(userId: string) {
  return useInfiniteQuery(userBadgesQuery(userId));
}
