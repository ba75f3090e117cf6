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
  deleteQaCommentBodySchema,
  postQaCommentBodySchema,
  qaCommentSchema,
  qaCommentsQuerySchema,
  answerRevisionParamsSchema,
  answerRevisionSchema,
  editQuestionBodySchema,
  pageQuerySchema,
  questionRevisionSchema,
  closeQuestionBodySchema,
} from '@stackhive/shared';
import { bearerSecurity, errorResponses } from '../../plugins/openapi.js';
import { MINUTE, limitPerUser } from '../../plugins/rate-limit.js';
import { requireActor } from '../../core/actor.js';
import { AWARDS_BADGES, MOVES_REPUTATION } from './cache-scopes.js';
import * as service from './questions.service.js';
import * as closing from './close.service.js';
import * as comments from './qa-comments.service.js';
import * as revisions from './revisions.service.js';
import * as votes from './votes.service.js';
import { ViewCounter } from './views.counter.js';
import { shouldWriteEarly, visitorOf, writeViewsPeriodically } from './views.service.js';

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
      config: { cachedBy: ['questions'] },
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
      config: { live: { topic: 'question', change: 'delete' }, invalidates: MOVES_REPUTATION },
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
      config: { live: { topic: 'question', change: 'vote' }, invalidates: MOVES_REPUTATION },
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

  api.patch(
    '/questions/:id',
    {
      preHandler: [app.requireUser, limitPerUser(app, 'edit', 120, 60 * MINUTE)],
      config: { live: { topic: 'question', change: 'edit' }, invalidates: AWARDS_BADGES },
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
    (request) => service.editQuestion(deps, requireActor(request), request.params.id, request.body),
  );

  api.get(
    '/questions/:id/revisions',
    {
      config: { cachedBy: ['questions'] },
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
      config: { cachedBy: ['questions'] },
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
    '/questions/:id/comments',
    {
      preHandler: [app.requireUser, limitPerUser(app, 'qa-comment', 120, 60 * MINUTE)],
      config: { live: { topic: 'question', change: 'comment' }, invalidates: AWARDS_BADGES },
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
      config: { live: { topic: 'question', change: 'comment' }, invalidates: ['questions'] },
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

  api.patch(
    '/questions/:id/close',
    {
      preHandler: app.requireUser,
      config: { live: { topic: 'question', change: 'close' }, invalidates: ['questions'] },
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
      config: { live: { topic: 'question', change: 'close' }, invalidates: ['questions'] },
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

  api.get(
    '/questions/:id/comments',
    {
      config: { cachedBy: ['questions'] },
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
