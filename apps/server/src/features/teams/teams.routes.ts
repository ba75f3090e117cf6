import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createTeamSchema,
  deleteTeamSchema,
  inviteMemberSchema,
  joinTeamSchema,
  memberRoleSchema,
  messageResponseSchema,
  pageQuerySchema,
  pageSchema,
  teamInviteLinkSchema,
  teamInviteParamsSchema,
  teamInviteSchema,
  teamMemberParamsSchema,
  teamMemberSchema,
  teamSchema,
  teamSlugParamsSchema,
  TEAM_MESSAGES,
} from '@stackhive/shared';
import { requireActor } from '../../core/actor.js';
import { bearerSecurity, errorResponses } from '../../plugins/openapi.js';
import { HOUR, MINUTE, limitPerUser } from '../../plugins/rate-limit.js';
import * as service from './teams.service.js';

/**
 * Teams (issue 33). Every route needs a signed-in user and none is cached: a team's pages are
 * its members' alone. A team the viewer is not in answers 404 on every route.
 */
export async function teamsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const tags = ['teams'];
  const security = bearerSecurity;

  api.post(
    '/teams',
    {
      preHandler: [app.requireUser, limitPerUser(app, 'team-create', 10, HOUR)],
      schema: {
        tags,
        summary: 'Create a team (verified email): you become its owner and first member',
        security,
        body: createTeamSchema,
        response: { 201: teamSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      const team = await service.createTeam(deps, requireActor(request), request.body);
      return reply.code(201).send(team);
    },
  );

  api.get(
    '/teams/mine',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'The teams you are in, the most recently joined first',
        security,
        querystring: pageQuerySchema,
        response: { 200: pageSchema(teamSchema), ...errorResponses(400, 401) },
      },
    },
    (request) => service.myTeams(deps, requireActor(request), request.query),
  );

  api.post(
    '/teams/join',
    {
      preHandler: [app.requireUser, limitPerUser(app, 'team-join', 20, HOUR)],
      schema: {
        tags,
        summary:
          'Join with an invitation token (mailed: for its address only; or the shared link). 409 when the team is full',
        security,
        body: joinTeamSchema,
        response: { 200: teamSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    (request) => service.join(deps, requireActor(request), request.body.token),
  );

  api.get(
    '/teams/:slug',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'A team you are in (404 otherwise)',
        security,
        params: teamSlugParamsSchema,
        response: { 200: teamSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (request) => service.getTeam(deps, requireActor(request), request.params.slug),
  );

  api.delete(
    '/teams/:slug',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "Delete the team with everything in it (its owner; `confirm` is the team's slug)",
        security,
        params: teamSlugParamsSchema,
        body: deleteTeamSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      await service.deleteTeam(deps, actor, request.params.slug, request.body.confirm);
      return { message: TEAM_MESSAGES.teamDeleted };
    },
  );

  api.get(
    '/teams/:slug/members',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "The team's members in joining order (members only)",
        security,
        params: teamSlugParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: pageSchema(teamMemberSchema), ...errorResponses(400, 401, 404) },
      },
    },
    (request) => service.members(deps, requireActor(request), request.params.slug, request.query),
  );

  api.patch(
    '/teams/:slug/members/:userId',
    {
      preHandler: [app.requireUser, limitPerUser(app, 'team-role', 60, MINUTE)],
      schema: {
        tags,
        summary:
          "Give a member a role (owners and admins; `owner` hands the team over: the owner's alone)",
        security,
        params: teamMemberParamsSchema,
        body: memberRoleSchema,
        response: { 200: teamMemberSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    (request) => {
      const { slug, userId } = request.params;
      return service.changeRole(deps, requireActor(request), slug, userId, request.body.role);
    },
  );

  api.delete(
    '/teams/:slug/members/:userId',
    {
      preHandler: [app.requireUser, limitPerUser(app, 'team-remove', 60, MINUTE)],
      // A suspended account may leave a team, not remove others (issue 34).
      config: {
        whileSuspended: (request) =>
          (request.params as { userId?: string }).userId === request.user?.id,
      },
      schema: {
        tags,
        summary: 'Remove a member (owners and admins), or leave (your own id)',
        security,
        params: teamMemberParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      const { slug, userId } = request.params;
      await service.removeMember(deps, requireActor(request), slug, userId);
      return { message: TEAM_MESSAGES.teamMemberRemoved };
    },
  );

  api.post(
    '/teams/:slug/invites',
    {
      preHandler: [app.requireUser, limitPerUser(app, 'team-invite', 50, HOUR)],
      schema: {
        tags,
        summary:
          'Invite by email (owners and admins): a single-use link valid 7 days, for that address',
        security,
        params: teamSlugParamsSchema,
        body: inviteMemberSchema,
        response: { 201: teamInviteSchema, ...errorResponses(400, 401, 403, 404, 409, 429, 503) },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const invite = await service.invite(deps, actor, request.params.slug, request.body.email);
      return reply.code(201).send(invite);
    },
  );

  api.get(
    '/teams/:slug/invites',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Invitations mailed and not yet accepted, newest first (owners and admins)',
        security,
        params: teamSlugParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: pageSchema(teamInviteSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) =>
      service.openInvites(deps, requireActor(request), request.params.slug, request.query),
  );

  api.delete(
    '/teams/:slug/invites/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Revoke an invitation (owners and admins)',
        security,
        params: teamInviteParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { slug, id } = request.params;
      await service.revokeInvite(deps, requireActor(request), slug, id);
      return { message: TEAM_MESSAGES.teamInviteRevoked };
    },
  );

  api.post(
    '/teams/:slug/invite-link',
    {
      preHandler: [app.requireUser, limitPerUser(app, 'team-link', 30, HOUR)],
      schema: {
        tags,
        summary:
          'A new shared invite link (owners and admins), shown once; the one before it stops working',
        security,
        params: teamSlugParamsSchema,
        response: { 200: teamInviteLinkSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    (request) => service.resetInviteLink(deps, requireActor(request), request.params.slug),
  );

  api.delete(
    '/teams/:slug/invite-link',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Turn the shared invite link off (owners and admins)',
        security,
        params: teamSlugParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await service.removeInviteLink(deps, requireActor(request), request.params.slug);
      return { message: TEAM_MESSAGES.teamLinkOff };
    },
  );
}
