import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  LIMITS,
  messageResponseSchema,
  pageSchema,
  teamInviteLinkSchema,
  teamInviteSchema,
  teamMemberSchema,
  teamSchema,
  teamTagSchema,
  type CreateTeamRequest,
  type TeamRole,
} from '@stackhive/shared';
import { api, apiRequest } from './client';
import { queryString } from './query-string';

/**
 * Teams (issue 33): the viewer's teams (the sidebar's TEAMS group and /teams), one team's
 * page, its members and invitations. Keys carry the user id, so two accounts' caches in one
 * tab never mix; signing out clears them with the rest.
 */
export const teamKeys = {
  all: ['teams'] as const,
  mine: (userId: string) => ['teams', 'mine', userId] as const,
  team: (userId: string, slug: string) => ['teams', 'team', userId, slug] as const,
  members: (userId: string, slug: string) => ['teams', 'members', userId, slug] as const,
  invites: (userId: string, slug: string) => ['teams', 'invites', userId, slug] as const,
  allTags: ['teams', 'tags'] as const,
  tags: (userId: string, slug: string) => ['teams', 'tags', userId, slug] as const,
};

const teamPage = pageSchema(teamSchema);
const memberPage = pageSchema(teamMemberSchema);
const invitePage = pageSchema(teamInviteSchema);
const base = (slug: string) => `/teams/${encodeURIComponent(slug)}`;
const teamTagPage = pageSchema(teamTagSchema);

/** GET /api/teams/mine: the first page (a member is in a handful of teams). */
export function useMyTeams(userId: string) {
  return useQuery({
    queryKey: teamKeys.mine(userId),
    queryFn: ({ signal }) =>
      api.get(`/teams/mine${queryString({ limit: LIMITS.page.max })}`, {
        signal,
        schema: teamPage,
      }),
  });
}

export function useTeam(userId: string, slug: string) {
  return useQuery({
    queryKey: teamKeys.team(userId, slug),
    queryFn: ({ signal }) => api.get(base(slug), { signal, schema: teamSchema }),
    retry: false,
  });
}

export function useTeamMembers(userId: string, slug: string) {
  return useInfiniteQuery({
    queryKey: teamKeys.members(userId, slug),
    queryFn: ({ pageParam, signal }) =>
      api.get(`${base(slug)}/members${queryString({ cursor: pageParam })}`, {
        signal,
        schema: memberPage,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

export function useTeamInvites(userId: string, slug: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: teamKeys.invites(userId, slug),
    queryFn: ({ pageParam, signal }) =>
      api.get(`${base(slug)}/invites${queryString({ cursor: pageParam })}`, {
        signal,
        schema: invitePage,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    enabled,
  });
}

/**
 * GET /api/teams/{slug}/tags (issue 33): the first page of the team's own tags, for the team's
 * page and the ask form's suggestions. Both do without them when they cannot be loaded.
 */
export function useTeamTags(userId: string, slug: string, enabled = true) {
  return useQuery({
    queryKey: teamKeys.tags(userId, slug),
    enabled,
    queryFn: ({ signal }) =>
      api.get(`${base(slug)}/tags${queryString({ limit: LIMITS.page.max })}`, {
        signal,
        schema: teamTagPage,
      }),
    retry: false,
  });
}

/** Every team query refetches after a change: counts, roles and lists move together. */
function useTeamMutation<A, R>(run: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}

export const useCreateTeam = () =>
  useTeamMutation((body: CreateTeamRequest) => api.post('/teams', body, { schema: teamSchema }));

export const useJoinTeam = () =>
  useTeamMutation((token: string) => api.post('/teams/join', { token }, { schema: teamSchema }));

export const useInviteMember = (slug: string) =>
  useTeamMutation((email: string) =>
    api.post(`${base(slug)}/invites`, { email }, { schema: teamInviteSchema }),
  );

export const useRevokeInvite = (slug: string) =>
  useTeamMutation((id: string) =>
    api.delete(`${base(slug)}/invites/${encodeURIComponent(id)}`, {
      schema: messageResponseSchema,
    }),
  );

export const useResetInviteLink = (slug: string) =>
  useTeamMutation(() =>
    api.post(`${base(slug)}/invite-link`, {}, { schema: teamInviteLinkSchema }),
  );

export const useChangeRole = (slug: string) =>
  useTeamMutation(({ userId, role }: { userId: string; role: TeamRole }) =>
    api.patch(
      `${base(slug)}/members/${encodeURIComponent(userId)}`,
      { role },
      { schema: teamMemberSchema },
    ),
  );

export const useRemoveMember = (slug: string) =>
  useTeamMutation((userId: string) =>
    api.delete(`${base(slug)}/members/${encodeURIComponent(userId)}`, {
      schema: messageResponseSchema,
    }),
  );

export const useDeleteTeam = (slug: string) =>
  useTeamMutation((confirm: string) =>
    apiRequest('DELETE', base(slug), { body: { confirm }, schema: messageResponseSchema }),
  );
