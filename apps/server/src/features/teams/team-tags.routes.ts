import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  pageQuerySchema,
  pageSchema,
  teamSlugParamsSchema,
  teamTagDescriptionSchema,
  teamTagParamsSchema,
  teamTagSchema,
} from '@stackhive/shared';
import { requireActor } from '../../core/actor.js';
import { bearerSecurity, errorResponses } from '../../plugins/openapi.js';
import { MINUTE, limitPerUser } from '../../plugins/rate-limit.js';
import * as service from './team-tags.service.js';

/** A team's own tags (issue 33): its members list them and describe them; 404 to others. */
export async function teamTagsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const tags = ['teams'];

  api.get(
    '/teams/:slug/tags',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "The team's own tags by name, with how many of its questions carry each",
        security: bearerSecurity,
        params: teamSlugParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: pageSchema(teamTagSchema), ...errorResponses(400, 401, 404) },
      },
    },
    (request) => service.teamTags(deps, requireActor(request), request.params.slug, request.query),
  );

  api.patch(
    '/teams/:slug/tags/:name',
    {
      preHandler: [app.requireUser, limitPerUser(app, 'team-tag', 30, MINUTE)],
      schema: {
        tags,
        summary: "Describe one of the team's tags (any member)",
        security: bearerSecurity,
        params: teamTagParamsSchema,
        body: teamTagDescriptionSchema,
        response: { 200: teamTagSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    (request) =>
      service.describeTag(deps, requireActor(request), request.params, request.body.description),
  );
}
