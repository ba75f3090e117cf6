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
} from '@stackhive/shared';
import { bearerSecurity, errorResponses } from '../../../plugins/openapi.js';
import { MINUTE, limitPerUser } from '../../../plugins/rate-limit.js';
import { requireActor } from '../../../core/actor.js';
import { MOVES_REPUTATION } from '../cache-scopes.js';
import { teamForViewer } from '../team-gate.plugin.js';
import * as service from './questions.service.js';
import { ViewCounter } from '../views/views.counter.js';
import { shouldWriteEarly, visitorOf, writeViewsPeriodically } from '../views/views.service.js';

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
          "`GET /questions/{id}` answers the whole question. With `team`, that team's " +
          'questions (its members only: 404 to anyone else; never cached) and `tag` one of ' +
          'its own tags.',
        querystring: questionListQuerySchema,
        response: { 200: pageSchema(questionSummarySchema), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { team } = request.query;
      const teamId = team ? (await teamForViewer(app, request, team)).id : undefined;
      return service.listQuestions(deps, request.query, teamId);
    },
  );

  // Views (issue 15): counted after the response has gone, cached or not, in memory; written
  // in batches (views.service.ts). The app's close writes what is left.
  const views = new ViewCounter(deps.clock);
  const viewWriter = writeViewsPeriodically(
    deps,
    views,
    deps.config.viewFlushSeconds * 1000,
    app.log,
  );
  app.addHook('onClose', () => viewWriter.stop());

  api.get(
    '/questions/:id',
    {
      config: { teamGate: 'question', cachedBy: ['questions'] },
      onResponse: async (request, reply) => {
        if (reply.statusCode !== 200 && reply.statusCode !== 304) return;
        views.record(request.params.id, visitorOf(deps, request));
        if (shouldWriteEarly(views)) void viewWriter.flush();
      },
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
        description:
          "With `team` (a team you are in), the question is that team's: its tags are the " +
          "team's own (any names spelled as tags) and only its members see it.",
        security: bearerSecurity,
        body: askQuestionBodySchema,
        response: { 200: questionSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    (request) => {
      // A team's question is on no cached page (issue 33).
      if (request.body.team) app.responseCache.changesNothingCached(request);
      return service.askQuestion(deps, requireActor(request), request.body);
    },
  );

  api.delete(
    '/questions/delete/:id',
    {
      preHandler: app.requireUser,
      config: {
        teamGate: 'question',
        live: { topic: 'question', change: 'delete' },
        invalidates: MOVES_REPUTATION,
      },
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
}
