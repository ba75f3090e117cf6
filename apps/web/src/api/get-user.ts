import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicUserSchema, type PublicUser } from '@stackhive/shared';
import { api, isApiError } from './client';
import { queryKeys } from './query-keys';

/**
 * GET /api/user/:id: one user's public record. Shared because the profile (spec 2, Profile)
 * and the 'Posts by {name}' heading of /community/user/post/:id both show it, from one cache
 * entry.
 */
export function getUser(id: string, signal?: AbortSignal): Promise<PublicUser> {
  return api.get(`/user/${encodeURIComponent(id)}`, { signal, schema: publicUserSchema });
}

/**
 * The user as a query, for its hook and for the server's render (src/ssr/), which fetches it
 * before the page's first render instead of discovering it there.
 */
export function userQuery(id: string) {
  return queryOptions({
    queryKey: queryKeys.users.detail(id),
    queryFn: ({ signal }) => getUser(id, signal),
  });
}

export function useUser(id: string) {
  return useQuery({
    ...userQuery(id),
    // A missing user is a routing error: the route's error view shows the server's message.
    throwOnError: (error) => isApiError(error, 404),
  });
}
