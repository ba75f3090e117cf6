import { useMutation, useQueryClient } from '@tanstack/react-query';
import { selfUserSchema, type Friend, type SelfUser } from '@stackhive/shared';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/**
 * PATCH /api/user/addFriend/:id {friends}: REPLACES the follow list of user `id` (self
 * only). Follow sends the list plus the new entry; unfollow sends it without them.
 */
export function setFriends(id: string, friends: Friend[]): Promise<SelfUser> {
  return api.patch(
    `/user/addFriend/${encodeURIComponent(id)}`,
    { friends },
    { schema: selfUserSchema },
  );
}

export function useSetFriends() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, friends }: { userId: string; friends: Friend[] }) =>
      setFriends(userId, friends),
    onSuccess: (user) => {
      queryClient.setQueryData(queryKeys.users.me(user._id), user);
      // The feed puts followed users' posts first (DECISIONS 19): its order has changed.
      void queryClient.invalidateQueries({ queryKey: queryKeys.posts.all });
      return queryClient.invalidateQueries({ queryKey: queryKeys.users.all });
    },
  });
}
