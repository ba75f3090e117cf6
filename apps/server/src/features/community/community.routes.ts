import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  LIMITS,
  messageResponseSchema,
  MESSAGES,
  newPostBodySchema,
  pageQuerySchema,
  pageSchema,
  postSchema,
  postSummarySchema,
  userIdBodySchema,
  userIdParamsSchema,
} from '@stackhive/shared';
import { requireActor } from '../../core/actor.js';
import { bearerSecurity, errorResponses } from '../../plugins/openapi.js';
import { MINUTE, limitPerUser } from '../../plugins/rate-limit.js';
import * as service from './community.service.js';
import * as feed from './feed.service.js';
import * as likes from './likes.service.js';

/** The feed, posts and likes. Comments and moderation have routes of their own. */
export async function communityRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  api.get(
    '/community/get',
    {
      // The feed depends on who asks: read the token when there is one, never require it.
      preHandler: app.optionalUser,
      schema: {
        tags: ['community'],
        summary: 'The feed: followed users first, then everyone else, newest first, paginated',
        querystring: pageQuerySchema,
        response: { 200: pageSchema(postSummarySchema), ...errorResponses(400) },
      },
    },
    (request) => feed.feed(deps, request.user, request.query),
  );

  api.get(
    '/community/post/:id',
    {
      config: { cachedBy: ['community', 'users'] },
      schema: {
        tags: ['community'],
        summary: `One post with its newest ${LIMITS.postComments.onPost} comments`,
        params: idParamsSchema,
        response: { 200: postSchema, ...errorResponses(400, 404) },
      },
    },
    (request) => service.getPost(deps, request.params.id),
  );

  api.get(
    '/community/user/:userId',
    {
      config: { cachedBy: ['community', 'users'] },
      schema: {
        tags: ['community'],
        summary: "One user's posts, newest first, paginated",
        params: userIdParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: pageSchema(postSummarySchema), ...errorResponses(400) },
      },
    },
    (request) => feed.postsOfUser(deps, request.params.userId, request.query),
  );

  api.post(
    '/community/new-post',
    {
      preHandler: [app.requireUser, limitPerUser(app, 'post', 30, 60 * MINUTE)],
      config: { invalidates: ['community', 'users'] },
      schema: {
        tags: ['community'],
        summary: 'Create a post: a title, and a body or media uploaded through POST /media',
        security: bearerSecurity,
        body: newPostBodySchema,
        response: { 200: postSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    (request) => service.createPost(deps, requireActor(request), request.body),
  );

  api.delete(
    '/community/delete/:id',
    {
      preHandler: app.requireUser,
      config: { live: { topic: 'post', change: 'delete' }, invalidates: ['community'] },
      schema: {
        tags: ['community'],
        summary:
          'Delete a post (its author or an admin) with its media, likes, reports and comments',
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await service.deletePost(deps, requireActor(request), request.params.id);
      return { message: MESSAGES.postDeleted };
    },
  );

  api.patch(
    '/community/like/:id',
    {
      preHandler: [app.requireUser, limitPerUser(app, 'like', 120, MINUTE)],
      config: { live: { topic: 'post', change: 'like' }, invalidates: ['community'] },
      schema: {
        tags: ['community'],
        summary: "Toggle the signed-in user's like",
        security: bearerSecurity,
        params: idParamsSchema,
        body: userIdBodySchema,
        response: { 200: postSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    (request) => likes.like(deps, requireActor(request), request.params.id, request.body.userId),
  );
}
