import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  pageQuerySchema,
  pageSchema,
  reputationDaysSchema,
  reputationEventSchema,
} from '@stackhive/shared';
import { requireActor } from '../../core/actor.js';
import { bearerSecurity, errorResponses } from '../../plugins/openapi.js';
import * as service from './reputation.service.js';

/** Reputation (issue 16): a user's own history of what earned and cost them reputation. */
export async function reputationRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  api.get(
    '/user/:id/reputation',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['users'],
        summary:
          'The reputation history of the user `id`, newest first, each change with its cause: only that user (or an admin) may read it (403)',
        security: bearerSecurity,
        params: idParamsSchema,
        querystring: pageQuerySchema,
        response: {
          200: pageSchema(reputationEventSchema),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    (request) =>
      service.reputationHistory(deps, requireActor(request), request.params.id, request.query),
  );

  api.get(
    '/user/:id/reputation/days',
    {
      // Public, as the profile is; retired with the users pages by every vote and accept.
      config: { cachedBy: ['users'] },
      schema: {
        tags: ['users'],
        summary: "The user's net reputation change per UTC day, oldest first (the profile's chart)",
        params: idParamsSchema,
        response: { 200: reputationDaysSchema, ...errorResponses(400, 404) },
      },
    },
    (request) => service.reputationDays(deps, request.params.id),
  );
}
