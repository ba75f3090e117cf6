import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParamsSchema,
  pageQuerySchema,
  pageSchema,
  postSchema,
  reportedPostSchema,
  userIdBodySchema,
} from '@stackhive/shared';
import { requireActor } from '../../core/actor.js';
import { bearerSecurity, errorResponses } from '../../plugins/openapi.js';
import { MINUTE, limitPerUser } from '../../plugins/rate-limit.js';
import * as moderation from './moderation.service.js';

/** Reports on posts, and their review queue (reviewQueues). */
export async function moderationRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  api.patch(
    '/community/report/:id',
    {
      preHandler: [app.requireUser, limitPerUser(app, 'report', 30, 60 * MINUTE)],
      config: { invalidates: ['community'] },
      schema: {
        tags: ['community'],
        summary: "Report someone else's post (once); enough reports hide it until an admin acts",
        security: bearerSecurity,
        params: idParamsSchema,
        body: userIdBodySchema,
        response: { 200: postSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    (request) =>
      moderation.report(deps, requireActor(request), request.params.id, request.body.userId),
  );

  api.get(
    '/community/reported',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['community'],
        summary:
          'The reported-posts review queue (PRIVILEGES.reviewQueues, admins): most reported first',
        security: bearerSecurity,
        querystring: pageQuerySchema,
        response: { 200: pageSchema(reportedPostSchema), ...errorResponses(400, 401, 403) },
      },
    },
    (request) => moderation.reportedPosts(deps, requireActor(request), request.query),
  );

  api.patch(
    '/community/reported/:id/dismiss',
    {
      preHandler: app.requireUser,
      config: { invalidates: ['community'] },
      schema: {
        tags: ['community'],
        summary:
          "Dismiss a post's reports (PRIVILEGES.reviewQueues, admins); the post shows in feeds again",
        security: bearerSecurity,
        params: idParamsSchema,
        body: z.object({}).optional(),
        response: { 200: postSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => moderation.dismissReports(deps, requireActor(request), request.params.id),
  );
}
