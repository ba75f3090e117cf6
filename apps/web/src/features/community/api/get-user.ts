import { useQuery } from '@tanstack/react-query';
import { publicUserSchema, type PublicUser } from '@stackhive/shared';
import { api, isApiError } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/**
 * GET /api/user/:id: one user's public record, for the 'Posts by {name}' heading. The same
 * query key and shape as the users feature's profile, so both share one cache entry.
 */
export function getUser(id: string, signal?: AbortSignal): Promise<PublicUser> {
  return api.get(`/user/${encodeURIComponent(id)}`, { signal, schema: publicUserSchema });
}

export function useUser(id: string) {
  return useQuery({
    queryKey: queryKeys.users.detail(id),
    queryFn: ({ signal }) => getUser(id, signal),
    throwOnError: (error) => isApiError(error, 404),
  });
}
