import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  deleteQaCommentBodySchema,
  idParamsSchema,
  pageSchema,
  postQaCommentBodySchema,
  qaCommentSchema,
  qaCommentsQuerySchema,
  questionSchema,
} from '@stackhive/shared';
import { bearerSecurity, errorResponses } from '../../../plugins/openapi.js';
import { MINUTE, limitPerUser } from '../../../plugins/rate-limit.js';
import { requireActor } from '../../../core/actor.js';
import { AWARDS_BADGES } from '../cache-scopes.js';
import * as comments from './qa-comments.service.js';

/** Comments on a question or one of its answers (issue 15). */
export async function qaCommentsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  api.patch(
    '/questions/:id/comments',
    {
      preHandler: [app.requireUser, limitPerUser(app, 'qa-comment', 120, 60 * MINUTE)],
      config: {
        teamGate: 'question',
        openQuestion: 'write',
        live: { topic: 'question', change: 'comment' },
        invalidates: AWARDS_BADGES,
      },
      schema: {
        tags: ['questions'],
        summary:
          'Comment on the question `id`, or with `answerId` on one of its answers (1-600 characters); answers the updated question',
        security: bearerSecurity,
        params: idParamsSchema,
        body: postQaCommentBodySchema,
        response: { 200: questionSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    (request) =>
      comments.addQaComment(deps, requireActor(request), request.params.id, request.body),
  );

  api.patch(
    '/questions/:id/comments/delete',
    {
      preHandler: app.requireUser,
      config: {
        teamGate: 'question',
        live: { topic: 'question', change: 'comment' },
        invalidates: ['questions'],
      },
      schema: {
        tags: ['questions'],
        summary:
          'Delete the comment `commentId` on the question `id` or its answers: its author or an admin',
        security: bearerSecurity,
        params: idParamsSchema,
        body: deleteQaCommentBodySchema,
        response: { 200: questionSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) =>
      comments.deleteQaComment(deps, requireActor(request), request.params.id, request.body),
  );

  api.get(
    '/questions/:id/comments',
    {
      config: { teamGate: 'question', cachedBy: ['questions'] },
      schema: {
        tags: ['questions'],
        summary:
          "The question's comments, or with `answerId` an answer's, oldest first, a page at a time",
        params: idParamsSchema,
        querystring: qaCommentsQuerySchema,
        response: { 200: pageSchema(qaCommentSchema), ...errorResponses(400, 404) },
      },
    },
    (request) => comments.listQaComments(deps, request.params.id, request.query),
  );
}
