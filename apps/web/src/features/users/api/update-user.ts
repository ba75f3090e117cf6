import { useMutation, useQueryClient } from '@tanstack/react-query';
import { selfUserSchema, type SelfUser, type UpdateUserBody } from '@stackhive/shared';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** PATCH /api/user/update/:id {name, about, tags} → the updated user (self only). */
export function updateUser(id: string, body: UpdateUserBody): Promise<SelfUser> {
  return api.patch(`/user/update/${encodeURIComponent(id)}`, body, { schema: selfUserSchema });
}

export function useUpdateUser(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateUserBody) => updateUser(id, body),
    onSuccess: (user) => {
      queryClient.setQueryData(queryKeys.users.me(user._id), user);
      // Refresh the profile, the user list and the current user everywhere.
      return queryClient.invalidateQueries({ queryKey: queryKeys.users.all });
    },
  });
}
