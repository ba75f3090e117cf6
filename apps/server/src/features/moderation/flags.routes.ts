import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createFlagSchema,
  decideFlagSchema,
  FLAG_LIMITS,
  flagQueueItemSchema,
  flagQueueQuerySchema,
  flagSchema,
  idParamsSchema,
  pageQuerySchema,
  pageSchema,
} from '@stackhive/shared';
import { requireActor } from '../../core/actor.js';
import { bearerSecurity, errorResponses } from '../../plugins/openapi.js';
import { DAY, MINUTE, limitPerUser } from '../../plugins/rate-limit.js';
import { flagQueue, myFlags } from './flag-queue.service.js';
import { decide, raiseFlag } from './flags.service.js';

/**
 * Flags (issue 34). None of these answers is cached (a queue is its reviewer's); a flag or a
 * decision that hides, shows or deletes something retires the public pages of it, and one
 * that changes nothing public retires nothing.
 */
export async function flagsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const tags = ['moderation'];
  const security = bearerSecurity;
  const invalidates = ['questions', 'community', 'users'] as const;

  api.post(
    '/flags',
    {
      preHandler: [app.requireUser, limitPerUser(app, 'flag', FLAG_LIMITS.perDay, DAY)],
      config: { invalidates },
      schema: {
        tags,
        summary:
          "Flag a question, an answer, a comment or a community post with a reason (once; never your own). A post's flag is also its report: enough reports hide it, a moderator's spam or abuse flag at once",
        security,
        body: createFlagSchema,
        response: { 201: flagSchema, ...errorResponses(400, 401, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const { flag, changedPublic } = await raiseFlag(deps, requireActor(request), request.body);
      if (!changedPublic) app.responseCache.changesNothingCached(request);
      return reply.code(201).send(flag);
    },
  );

  api.get(
    '/flags',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary:
          "The flags waiting for a decision, oldest first: the site's (reviewQueues, moderators, admins; `reason` narrows it) or a team's (`team`: its owner and admins)",
        security,
        querystring: flagQueueQuerySchema,
        response: { 200: pageSchema(flagQueueItemSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => flagQueue(deps, requireActor(request), request.query),
  );

  api.get(
    '/flags/mine',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Your own flags, newest first, with their outcome',
        security,
        querystring: pageQuerySchema,
        response: { 200: pageSchema(flagSchema), ...errorResponses(400, 401) },
      },
    },
    (request) => myFlags(deps, requireActor(request), request.query),
  );

  api.patch(
    '/flags/:id',
    {
      preHandler: [app.requireUser, limitPerUser(app, 'flag-decide', 120, MINUTE)],
      config: { invalidates },
      schema: {
        tags,
        summary:
          'Decide a flag: helpful or declined (reviewers; a team’s flags: its owner and admins). Helpful on spam or abuse deletes the item (moderators). Declining a post’s flag withdraws its report',
        security,
        params: idParamsSchema,
        body: decideFlagSchema,
        response: { 200: flagSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => {
      const { flag, changedPublic } = await decide(
        deps,
        requireActor(request),
        request.params.id,
        request.body,
      );
      if (!changedPublic) app.responseCache.changesNothingCached(request);
      return flag;
    },
  );
}
