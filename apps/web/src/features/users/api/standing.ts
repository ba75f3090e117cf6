import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ModerationStanding, PublicUser, SuspendBody } from '@stackhive/shared';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/**
 * A user's standing (issue 34): the moderator role (admins) and suspensions (moderators and
 * admins). Each answer is the account's new standing. The profile's failures are its own to
 * show (in the dialog, beside the buttons), so none of these alerts.
 */
const userPath = (id: string) => `/users/${encodeURIComponent(id)}`;

/** POST /api/users/:id/suspend {days, reason}: suspends for whole days from now. */
export function suspendUser(id: string, body: SuspendBody): Promise<ModerationStanding> {
  return api.post(`${userPath(id)}/suspend`, body);
}

/** DELETE /api/users/:id/suspend: ends a running suspension now (409 when there is none). */
export function liftSuspension(id: string): Promise<ModerationStanding> {
  return api.delete(`${userPath(id)}/suspend`);
}

/** PUT or DELETE /api/users/:id/moderator: grants or takes back the role (admins). */
export function setModerator(id: string, moderator: boolean): Promise<ModerationStanding> {
  return moderator
    ? api.put(`${userPath(id)}/moderator`, undefined)
    : api.delete(`${userPath(id)}/moderator`);
}

/**
 * The profile shows the new standing at once (the dialog closes onto it), then every user
 * query is refreshed from the server, and so is the log, which has a new entry.
 */
function standingChanged(queryClient: QueryClient, standing: ModerationStanding) {
  const { userId, moderator, suspendedUntil } = standing;
  queryClient.setQueryData<PublicUser>(
    queryKeys.users.detail(userId),
    (user) => user && { ...user, moderator, suspendedUntil },
  );
  void queryClient.invalidateQueries({ queryKey: queryKeys.moderation.all });
  return queryClient.invalidateQueries({ queryKey: queryKeys.users.all });
}

export function useSuspendUser(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SuspendBody) => suspendUser(id, body),
    onSuccess: (standing) => standingChanged(queryClient, standing),
    meta: { errorAlert: false },
  });
}

export function useLiftSuspension(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => liftSuspension(id),
    onSuccess: (standing) => standingChanged(queryClient, standing),
    meta: { errorAlert: false },
  });
}

export function useSetModerator(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (moderator: boolean) => setModerator(id, moderator),
    onSuccess: (standing) => standingChanged(queryClient, standing),
    meta: { errorAlert: false },
  });
}
