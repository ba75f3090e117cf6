import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  answerRevisionParamsSchema,
  answerRevisionSchema,
  editAnswerBodySchema,
  editQuestionBodySchema,
  idParamsSchema,
  pageQuerySchema,
  pageSchema,
  questionRevisionSchema,
  questionSchema,
} from '@stackhive/shared';
import { bearerSecurity, errorResponses } from '../../../plugins/openapi.js';
import { MINUTE, limitPerUser } from '../../../plugins/rate-limit.js';
import { requireActor } from '../../../core/actor.js';
import { AWARDS_BADGES } from '../cache-scopes.js';
import { editAnswer } from '../answers/answers.service.js';
import { editQuestion } from '../questions/questions.service.js';
import * as revisions from './revisions.service.js';

/** Editing a question or an answer, and the edit histories (issue 15); suggested edits have their own routes. */
export async function revisionsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  api.patch(
    '/questions/:id',
    {
      preHandler: [app.requireUser, limitPerUser(app, 'edit', 120, 60 * MINUTE)],
      config: {
        teamGate: 'question',
        openQuestion: 'write',
        live: { topic: 'question', change: 'edit' },
        invalidates: AWARDS_BADGES,
      },
      schema: {
        tags: ['questions'],
        summary:
          'Edit your question (the same rules as asking, an optional `editSummary`); the text before is kept as a revision; answers the updated question',
        security: bearerSecurity,
        params: idParamsSchema,
        body: editQuestionBodySchema,
        response: { 200: questionSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    (request) => editQuestion(deps, requireActor(request), request.params.id, request.body),
  );

  api.get(
    '/questions/:id/revisions',
    {
      config: { teamGate: 'question', cachedBy: ['questions'] },
      schema: {
        tags: ['questions'],
        summary: "The question's edits, newest first, each with its text before and after",
        params: idParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: pageSchema(questionRevisionSchema), ...errorResponses(400, 404) },
      },
    },
    (request) => revisions.questionRevisions(deps, request.params.id, request.query),
  );

  api.get(
    '/questions/:id/answers/:answerId/revisions',
    {
      config: { teamGate: 'question', cachedBy: ['questions'] },
      schema: {
        tags: ['answers'],
        summary: "The answer's edits, newest first, each with its body before and after",
        params: answerRevisionParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: pageSchema(answerRevisionSchema), ...errorResponses(400, 404) },
      },
    },
    (request) =>
      revisions.answerRevisions(deps, request.params.id, request.params.answerId, request.query),
  );

  api.patch(
    '/answer/edit/:id',
    {
      preHandler: [app.requireUser, limitPerUser(app, 'edit-answer', 120, 60 * MINUTE)],
      config: {
        teamGate: 'question',
        openQuestion: 'write',
        live: { topic: 'question', change: 'edit' },
        invalidates: AWARDS_BADGES,
      },
      schema: {
        tags: ['answers'],
        summary:
          'Edit your answer `answerId` of the question `id` (an optional `editSummary`); the body before is kept as a revision; answers the updated question',
        security: bearerSecurity,
        params: idParamsSchema,
        body: editAnswerBodySchema,
        response: { 200: questionSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    (request) => editAnswer(deps, requireActor(request), request.params.id, request.body),
  );
}
