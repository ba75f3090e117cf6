import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  moderationLogEntrySchema,
  moderationLogQuerySchema,
  moderationStandingSchema,
  pageSchema,
  suspendBodySchema,
  suspensionEnd,
} from '@stackhive/shared';
import { requireActor } from '../../core/actor.js';
import { suspensionMail } from '../../infra/mail/templates.js';
import { bearerSecurity, errorResponses } from '../../plugins/openapi.js';
import { HOUR, MINUTE, limitPerUser } from '../../plugins/rate-limit.js';
import { moderationLog } from './audit-log.service.js';
import * as standing from './standing.service.js';

/**
 * Moderation (issue 34): the moderator role (admins), suspensions (moderators) and the audit
 * log. Every change retires the cached profiles (`users`): a profile names a moderator and a
 * running suspension.
 */
export async function moderationRoomRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const tags = ['moderation'];
  const security = bearerSecurity;
  const roleLimit = limitPerUser(app, 'moderator-role', 60, HOUR);
  const suspendLimit = limitPerUser(app, 'suspend', 30, MINUTE);

  api.put(
    '/users/:id/moderator',
    {
      preHandler: [app.requireUser, roleLimit],
      config: { invalidates: ['users'] },
      schema: {
        tags,
        summary: 'Make a user a moderator (admins; the account needs a verified email)',
        security,
        params: idParamsSchema,
        response: {
          200: moderationStandingSchema,
          ...errorResponses(400, 401, 403, 404, 409, 429),
        },
      },
    },
    (request) => standing.setModeratorRole(deps, requireActor(request), request.params.id, true),
  );

  api.delete(
    '/users/:id/moderator',
    {
      preHandler: [app.requireUser, roleLimit],
      config: { invalidates: ['users'] },
      schema: {
        tags,
        summary: 'Take the moderator role back (admins)',
        security,
        params: idParamsSchema,
        response: { 200: moderationStandingSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    (request) => standing.setModeratorRole(deps, requireActor(request), request.params.id, false),
  );

  api.post(
    '/users/:id/suspend',
    {
      preHandler: [app.requireUser, suspendLimit],
      config: { invalidates: ['users'] },
      schema: {
        tags,
        summary:
          'Suspend an account for 1–365 days with a reason (moderators; only admins suspend moderators, nobody an admin). It may sign in and read; every write answers 403 until the end date. The account is mailed',
        security,
        params: idParamsSchema,
        body: suspendBodySchema,
        response: { 200: moderationStandingSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const {
        standing: result,
        email,
        name,
      } = await standing.suspend(deps, actor, request.params.id, request.body);
      const until = suspensionEnd(result.suspendedUntil ?? '');
      // The suspension stands without its mail: the account learns it from its next write.
      await deps.mailer
        .send(suspensionMail(email, name, until, request.body.reason))
        .catch((error: unknown) => request.log.warn({ err: error }, 'suspension mail not sent'));
      return result;
    },
  );

  api.delete(
    '/users/:id/suspend',
    {
      preHandler: [app.requireUser, suspendLimit],
      config: { invalidates: ['users'] },
      schema: {
        tags,
        summary: 'Lift a running suspension now (moderators; 409 when there is none)',
        security,
        params: idParamsSchema,
        response: {
          200: moderationStandingSchema,
          ...errorResponses(400, 401, 403, 404, 409, 429),
        },
      },
    },
    (request) => standing.liftSuspension(deps, requireActor(request), request.params.id),
  );

  api.get(
    '/moderation/log',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary:
          "The audit log of every moderator's and admin's action, newest first (moderators and admins); `user` narrows it to one account. Entries are never changed",
        security,
        querystring: moderationLogQuerySchema,
        response: { 200: pageSchema(moderationLogEntrySchema), ...errorResponses(400, 401, 403) },
      },
    },
    (request) => moderationLog(deps, requireActor(request), request.query),
  );
}
