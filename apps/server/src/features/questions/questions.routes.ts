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
  voteBodySchema,
} from '@stackhive/shared';
import { errorResponses } from '../../plugins/openapi.js';
import { MINUTE, limitPerAccount } from '../../plugins/rate-limit.js';
import { requireActor } from '../auth/auth.plugin.js';
import * as service from './questions.service.js';

export async function questionsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const byUser = (request: { user: { id: string } | null }) => request.user?.id ?? '';

  api.get(
    '/questions/get',
    {
      config: { cachedBy: ['questions'] },
      schema: {
        tags: ['questions'],
        summary: 'Questions newest first, optionally for one tag, paginated',
        description: 'List items carry `answer: []`; `noOfAnswers` is the true count.',
        querystring: questionListQuerySchema,
        response: { 200: pageSchema(questionSchema), ...errorResponses(400) },
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
      preHandler: [app.requireUser, limitPerAccount(app, 'ask', 30, 60 * MINUTE, byUser)],
      config: { invalidates: ['questions'] },
      schema: {
        tags: ['questions'],
        summary: 'Ask a question (title, body, 1 to 5 catalogue tags)',
        security: [{ bearerAuth: [] }],
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
        security: [{ bearerAuth: [] }],
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
      preHandler: [app.requireUser, limitPerAccount(app, 'vote', 60, MINUTE, byUser)],
      config: { invalidates: ['questions'] },
      schema: {
        tags: ['questions'],
        summary: 'Vote: the same vote again removes it, the other vote moves it',
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        body: voteBodySchema,
        response: { 200: questionSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    (request) => service.vote(deps, requireActor(request), request.params.id, request.body),
  );
}
