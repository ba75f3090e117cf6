import { useQuery } from '@tanstack/react-query';
import type { SelfUser } from '@stackhive/shared';
import { queryKeys } from '../api/query-keys';
import { fetchMe } from './me';
import { useSession } from './useSession';

/**
 * The signed-in user, asked of the server afresh when the screen that calls this mounts: what
 * a person may do there changes while they stay signed in (an admin makes them a moderator,
 * issue 34), and the session's own record is otherwise only refreshed after their writes.
 * It is the session's query, so the whole page (the sidebar's links too) follows the answer.
 */
export function useFreshCurrentUser(): SelfUser | null {
  const { profile, currentUser } = useSession();
  const userId = profile?.result._id;
  useQuery({
    queryKey: queryKeys.users.me(userId),
    queryFn: ({ signal }) => fetchMe(signal),
    enabled: Boolean(profile),
    staleTime: 0,
  });
  return currentUser;
}
