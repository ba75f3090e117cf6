import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { closeQuestionBodySchema, idParamsSchema, questionSchema } from '@stackhive/shared';
import { bearerSecurity, errorResponses } from '../../../plugins/openapi.js';
import { requireActor } from '../../../core/actor.js';
import * as closing from './close.service.js';

/** Closing a question (as a duplicate, off-topic, ...) and reopening it (issue 16). */
export async function closeRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  api.patch(
    '/questions/:id/close',
    {
      preHandler: app.requireUser,
      config: {
        teamGate: 'question',
        live: { topic: 'question', change: 'close' },
        invalidates: ['questions'],
      },
      schema: {
        tags: ['questions'],
        summary:
          'Close the question `id` as a duplicate of `duplicateOf` (3,000 reputation, PRIVILEGES.closeReopen); it then refuses answers',
        security: bearerSecurity,
        params: idParamsSchema,
        body: closeQuestionBodySchema,
        response: { 200: questionSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) =>
      closing.closeQuestion(deps, requireActor(request), request.params.id, request.body),
  );

  api.patch(
    '/questions/:id/reopen',
    {
      preHandler: app.requireUser,
      config: {
        teamGate: 'question',
        live: { topic: 'question', change: 'close' },
        invalidates: ['questions'],
      },
      schema: {
        tags: ['questions'],
        summary: 'Reopen a question closed as a duplicate (PRIVILEGES.closeReopen)',
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: questionSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) => closing.reopenQuestion(deps, requireActor(request), request.params.id),
  );
}
