import { useQuery } from '@tanstack/react-query';
import { publicUserSchema, type PublicUser } from '@stackhive/shared';
import { isApiError, api } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** GET /api/user/:id: one user's public record. */
export function getUser(id: string, signal?: AbortSignal): Promise<PublicUser> {
  return api.get(`/user/${encodeURIComponent(id)}`, { signal, schema: publicUserSchema });
}

export function useUser(id: string) {
  return useQuery({
    queryKey: queryKeys.users.detail(id),
    queryFn: ({ signal }) => getUser(id, signal),
    // A missing user is a routing error: the route's error view shows the server's message.
    throwOnError: (error) => isApiError(error, 404),
  });
}
