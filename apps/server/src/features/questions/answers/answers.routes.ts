import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  acceptAnswerBodySchema,
  deleteAnswerBodySchema,
  idParamsSchema,
  postAnswerBodySchema,
  questionSchema,
} from '@stackhive/shared';
import { bearerSecurity, errorResponses } from '../../../plugins/openapi.js';
import { MINUTE, limitPerUser } from '../../../plugins/rate-limit.js';
import { requireActor } from '../../../core/actor.js';
import { MOVES_REPUTATION } from '../cache-scopes.js';
import * as service from './answers.service.js';

export async function answersRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  api.patch(
    '/answer/post/:id',
    {
      preHandler: [app.requireUser, limitPerUser(app, 'answer', 60, 60 * MINUTE)],
      config: {
        teamGate: 'question',
        openQuestion: 'answer',
        live: { topic: 'question', change: 'answer' },
        invalidates: ['questions'],
      },
      schema: {
        tags: ['answers'],
        summary:
          'Answer the question `id`; answers the updated question (409 when it is closed as a duplicate)',
        security: bearerSecurity,
        params: idParamsSchema,
        body: postAnswerBodySchema,
        response: { 200: questionSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    (request) => service.postAnswer(deps, requireActor(request), request.params.id, request.body),
  );

  api.patch(
    '/answer/delete/:id',
    {
      preHandler: app.requireUser,
      config: {
        teamGate: 'question',
        live: { topic: 'question', change: 'delete' },
        invalidates: MOVES_REPUTATION,
      },
      schema: {
        tags: ['answers'],
        summary: 'Delete your own answer `answerId` of the question `id`',
        security: bearerSecurity,
        params: idParamsSchema,
        body: deleteAnswerBodySchema,
        response: { 200: questionSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => service.deleteAnswer(deps, requireActor(request), request.params.id, request.body),
  );

  api.patch(
    '/answer/accept/:id',
    {
      preHandler: app.requireUser,
      config: {
        teamGate: 'question',
        openQuestion: 'write',
        live: { topic: 'question', change: 'accept' },
        invalidates: MOVES_REPUTATION,
      },
      schema: {
        tags: ['answers'],
        summary:
          'The asker accepts the answer `answerId` of the question `id` (again: un-accepts; another: moves the mark); answers the updated question',
        security: bearerSecurity,
        params: idParamsSchema,
        body: acceptAnswerBodySchema,
        response: { 200: questionSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => service.acceptAnswer(deps, requireActor(request), request.params.id, request.body),
  );
}
