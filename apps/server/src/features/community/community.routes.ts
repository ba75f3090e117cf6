import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  commentSchema,
  deleteCommentBodySchema,
  idParamsSchema,
  messageResponseSchema,
  MESSAGES,
  newPostBodySchema,
  pageQuerySchema,
  pageSchema,
  postCommentBodySchema,
  postSchema,
  reportedPostSchema,
  userIdBodySchema,
  userIdParamsSchema,
} from '@stackhive/shared';
import { errorResponses } from '../../plugins/openapi.js';
import { MINUTE, limitPerAccount } from '../../plugins/rate-limit.js';
import { requireActor } from '../auth/auth.plugin.js';
import * as comments from './comments.service.js';
import * as service from './community.service.js';

const bearer = [{ bearerAuth: [] }];

export async function communityRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const byUser = (request: FastifyRequest) => request.user?.id ?? '';
  const writeLimit = (name: string, max: number) =>
    limitPerAccount(app, name, max, 60 * MINUTE, byUser);

  api.get(
    '/community/get',
    {
      // The feed depends on who asks: read the token when there is one, never require it.
      preHandler: app.optionalUser,
      schema: {
        tags: ['community'],
        summary: 'The feed: followed users first, then everyone else, newest first, paginated',
        querystring: pageQuerySchema,
        response: { 200: pageSchema(postSchema), ...errorResponses(400) },
      },
    },
    (request) => service.feed(deps, request.user, request.query),
  );

  api.get(
    '/community/post/:id',
    {
      config: { cachedBy: ['community', 'users'] },
      schema: {
        tags: ['community'],
        summary: 'One post with its newest 20 comments',
        params: idParamsSchema,
        response: { 200: postSchema, ...errorResponses(400, 404) },
      },
    },
    (request) => service.getPost(deps, request.params.id),
  );

  api.get(
    '/community/post/:id/comments',
    {
      config: { cachedBy: ['community', 'users'] },
      schema: {
        tags: ['community'],
        summary: "A post's comments, newest first, paginated",
        params: idParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: pageSchema(commentSchema), ...errorResponses(400, 404) },
      },
    },
    (request) => service.commentsOfPost(deps, request.params.id, request.query),
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
        response: { 200: pageSchema(postSchema), ...errorResponses(400) },
      },
    },
    (request) => service.postsOfUser(deps, request.params.userId, request.query),
  );

  api.post(
    '/community/new-post',
    {
      preHandler: [app.requireUser, writeLimit('post', 30)],
      config: { invalidates: ['community'] },
      schema: {
        tags: ['community'],
        summary: 'Create a post: a title, and a body or media uploaded through POST /media',
        security: bearer,
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
      config: { invalidates: ['community'] },
      schema: {
        tags: ['community'],
        summary:
          'Delete a post (its author or an admin) with its media, likes, reports and comments',
        security: bearer,
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
      preHandler: [app.requireUser, limitPerAccount(app, 'like', 120, MINUTE, byUser)],
      config: { invalidates: ['community'] },
      schema: {
        tags: ['community'],
        summary: "Toggle the signed-in user's like",
        security: bearer,
        params: idParamsSchema,
        body: userIdBodySchema,
        response: { 200: postSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    (request) => service.like(deps, requireActor(request), request.params.id, request.body.userId),
  );

  api.patch(
    '/community/report/:id',
    {
      preHandler: [app.requireUser, writeLimit('report', 30)],
      config: { invalidates: ['community'] },
      schema: {
        tags: ['community'],
        summary: "Report someone else's post (once); enough reports hide it until an admin acts",
        security: bearer,
        params: idParamsSchema,
        body: userIdBodySchema,
        response: { 200: postSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    (request) =>
      service.report(deps, requireActor(request), request.params.id, request.body.userId),
  );

  api.get(
    '/community/reported',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['community'],
        summary: 'Admin: reported posts, most reported first',
        security: bearer,
        querystring: pageQuerySchema,
        response: { 200: pageSchema(reportedPostSchema), ...errorResponses(400, 401, 403) },
      },
    },
    (request) => service.reportedPosts(deps, requireActor(request), request.query),
  );

  api.patch(
    '/community/reported/:id/dismiss',
    {
      preHandler: app.requireUser,
      config: { invalidates: ['community'] },
      schema: {
        tags: ['community'],
        summary: "Admin: dismiss a post's reports; the post shows in feeds again",
        security: bearer,
        params: idParamsSchema,
        body: z.object({}).optional(),
        response: { 200: postSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => service.dismissReports(deps, requireActor(request), request.params.id),
  );

  api.patch(
    '/comment/post/:id',
    {
      preHandler: [app.requireUser, writeLimit('comment', 120)],
      config: { invalidates: ['community'] },
      schema: {
        tags: ['comments'],
        summary: 'Comment on the post `id`; answers the updated post',
        security: bearer,
        params: idParamsSchema,
        body: postCommentBodySchema,
        response: { 200: postSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    (request) => comments.postComment(deps, requireActor(request), request.params.id, request.body),
  );

  api.patch(
    '/comment/delete/:id',
    {
      preHandler: app.requireUser,
      config: { invalidates: ['community'] },
      schema: {
        tags: ['comments'],
        summary: 'Delete your own comment `commentId` of the post `id`',
        security: bearer,
        params: idParamsSchema,
        body: deleteCommentBodySchema,
        response: { 200: postSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) =>
      comments.deleteComment(
        deps,
        requireActor(request),
        request.params.id,
        request.body.commentId,
      ),
  );
}
