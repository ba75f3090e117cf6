import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  commentSchema,
  deleteCommentBodySchema,
  idParamsSchema,
  pageQuerySchema,
  pageSchema,
  postCommentBodySchema,
  postSchema,
} from '@stackhive/shared';
import { requireActor } from '../../core/actor.js';
import { bearerSecurity, errorResponses } from '../../plugins/openapi.js';
import { MINUTE, limitPerUser } from '../../plugins/rate-limit.js';
import * as comments from './comments.service.js';

/** A post's comments: the paginated list, commenting and deleting your own. */
export async function commentsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

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
    (request) => comments.commentsOfPost(deps, request.params.id, request.query),
  );

  api.patch(
    '/comment/post/:id',
    {
      preHandler: [app.requireUser, limitPerUser(app, 'comment', 120, 60 * MINUTE)],
      config: { live: { topic: 'post', change: 'comment' }, invalidates: ['community'] },
      schema: {
        tags: ['comments'],
        summary: 'Comment on the post `id`; answers the updated post',
        security: bearerSecurity,
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
      config: { live: { topic: 'post', change: 'comment' }, invalidates: ['community'] },
      schema: {
        tags: ['comments'],
        summary: 'Delete your own comment `commentId` of the post `id`',
        security: bearerSecurity,
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
