import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  askQuestionBodySchema,
  idParamsSchema,
  messageResponseSchema,
  MESSAGES,
  pageSchema,
  questionListQuerySchema,
  questionSchema,
  questionSummarySchema,
  voteBodySchema,
} from '@stackhive/shared';
import { bearerSecurity, errorResponses } from '../../plugins/openapi.js';
import { MINUTE, limitPerUser } from '../../plugins/rate-limit.js';
import { requireActor } from '../../core/actor.js';
import * as service from './questions.service.js';
import * as votes from './votes.service.js';

export async function questionsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  api.get(
    '/questions/get',
    {
      config: { cachedBy: ['questions'] },
      schema: {
        tags: ['questions'],
        summary: 'Questions newest first, optionally for one tag, paginated',
        description:
          'List items are summaries without answers (`noOfAnswers` is the true count); ' +
          '`GET /questions/{id}` answers the whole question.',
        querystring: questionListQuerySchema,
        response: { 200: pageSchema(questionSummarySchema), ...errorResponses(400) },
      },
    },
    (request) => service.listQuestions(deps, request.query),
  );

  api.get(
    '/questions/:id',
    {
      config: { cachedBy: ['questions'] },
      schema: {
        tags: ['questions'],
        summary: 'One question with its voters and answers',
        params: idParamsSchema,
        response: { 200: questionSchema, ...errorResponses(400, 404) },
      },
    },
    (request) => service.getQuestion(deps, request.params.id),
  );

  api.post(
    '/questions/Ask',
    {
      preHandler: [app.requireUser, limitPerUser(app, 'ask', 30, 60 * MINUTE)],
      config: { invalidates: ['questions'] },
      schema: {
        tags: ['questions'],
        summary: 'Ask a question (title, body, 1 to 5 catalogue tags)',
        security: bearerSecurity,
        body: askQuestionBodySchema,
        response: { 200: questionSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    (request) => service.askQuestion(deps, requireActor(request), request.body),
  );

  api.delete(
    '/questions/delete/:id',
    {
      preHandler: app.requireUser,
      config: { invalidates: ['questions'] },
      schema: {
        tags: ['questions'],
        summary: 'Delete your own question with its answers and votes',
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await service.deleteQuestion(deps, requireActor(request), request.params.id);
      return { message: MESSAGES.questionDeleted };
    },
  );

  api.patch(
    '/questions/vote/:id',
    {
      preHandler: [app.requireUser, limitPerUser(app, 'vote', 60, MINUTE)],
      config: { invalidates: ['questions'] },
      schema: {
        tags: ['questions'],
        summary: 'Vote: the same vote again removes it, the other vote moves it',
        security: bearerSecurity,
        params: idParamsSchema,
        body: voteBodySchema,
        response: { 200: questionSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    (request) => votes.vote(deps, requireActor(request), request.params.id, request.body),
  );
}
