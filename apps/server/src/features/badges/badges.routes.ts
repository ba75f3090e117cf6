import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  badgeAwardSchema,
  badgeParamsSchema,
  badgeSchema,
  idParamsSchema,
  pageQuerySchema,
  pageSchema,
} from '@stackhive/shared';
import { errorResponses } from '../../plugins/openapi.js';
import * as service from './badges.service.js';

/**
 * Badges (issue 16): the catalogue with award counts, a badge's recent holders, a user's
 * badges. Public; read fresh (the awards come with votes, edits, comments, posts and views,
 * and these reads are a few index rows each).
 */
export async function badgesRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  api.get(
    '/badges',
    {
      schema: {
        tags: ['badges'],
        summary: 'Every badge: its class, its rule, and how many times it was awarded',
        response: { 200: z.array(badgeSchema) },
      },
    },
    () => service.listBadges(deps),
  );

  api.get(
    '/badges/:badge/holders',
    {
      schema: {
        tags: ['badges'],
        summary: 'Who was awarded the badge, the most recent first, a page at a time',
        params: badgeParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: pageSchema(badgeAwardSchema), ...errorResponses(400) },
      },
    },
    (request) => service.badgeHolders(deps, request.params.badge, request.query),
  );

  api.get(
    '/user/:id/badges',
    {
      schema: {
        tags: ['badges'],
        summary: "The user's badges, the most recent first, a page at a time",
        params: idParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: pageSchema(badgeAwardSchema), ...errorResponses(400, 404) },
      },
    },
    (request) => service.userBadges(deps, request.params.id, request.query),
  );
}
