import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  closeQuestionBodySchema,
  idParamsSchema,
  lockQuestionSchema,
  pageQuerySchema,
  pageSchema,
  questionSchema,
  questionSummarySchema,
} from '@stackhive/shared';
import { bearerSecurity, errorResponses } from '../../../plugins/openapi.js';
import { requireActor } from '../../../core/actor.js';
import * as closing from './close.service.js';
import * as locks from './locks.service.js';

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
          'Vote to close the question `id` (PRIVILEGES.closeReopen): as a duplicate of `duplicateOf` (the default reason) or for another reason (off-topic with a note). The third vote closes it, a moderator’s (or in a team, its admins’) one vote; a closed question refuses answers',
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
        summary:
          'Vote to reopen a closed question (PRIVILEGES.closeReopen): the third vote reopens it, a moderator’s one vote',
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: questionSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) => closing.reopenQuestion(deps, requireActor(request), request.params.id),
  );

  // Locks and protection (issue 34): moderators; in a team, its owner and admins.
  const moderated = {
    preHandler: app.requireUser,
    config: {
      teamGate: 'question' as const,
      live: { topic: 'question' as const, change: 'close' as const },
      invalidates: ['questions' as const],
    },
  };
  const answers = { 200: questionSchema, ...errorResponses(400, 401, 403, 404, 409) };
  const tags = ['questions'];

  api.patch(
    '/questions/:id/lock',
    {
      ...moderated,
      schema: {
        tags,
        summary:
          'Lock the question with a reason shown on it (moderators; a team: its admins): no answers, comments, votes or edits until unlocked',
        security: bearerSecurity,
        params: idParamsSchema,
        body: lockQuestionSchema,
        response: answers,
      },
    },
    (request) => locks.setLock(deps, requireActor(request), request.params.id, request.body.reason),
  );

  api.patch(
    '/questions/:id/unlock',
    {
      ...moderated,
      schema: {
        tags,
        summary: 'Unlock a locked question (moderators; a team: its admins)',
        security: bearerSecurity,
        params: idParamsSchema,
        response: answers,
      },
    },
    (request) => locks.setLock(deps, requireActor(request), request.params.id, null),
  );

  api.patch(
    '/questions/:id/protect',
    {
      ...moderated,
      schema: {
        tags,
        summary:
          'Protect a public question (moderators): answers then need 10 reputation earned on the site',
        security: bearerSecurity,
        params: idParamsSchema,
        response: answers,
      },
    },
    (request) => locks.setProtection(deps, requireActor(request), request.params.id, true),
  );

  api.patch(
    '/questions/:id/unprotect',
    {
      ...moderated,
      schema: {
        tags,
        summary: 'Lift the protection of a question (moderators)',
        security: bearerSecurity,
        params: idParamsSchema,
        response: answers,
      },
    },
    (request) => locks.setProtection(deps, requireActor(request), request.params.id, false),
  );

  api.get(
    '/review/reopen',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary:
          'The reopen queue: closed questions their askers edited since, oldest edit first (PRIVILEGES.closeReopen)',
        security: bearerSecurity,
        querystring: pageQuerySchema,
        response: { 200: pageSchema(questionSummarySchema), ...errorResponses(400, 401, 403) },
      },
    },
    (request) => closing.reopenQueue(deps, requireActor(request), request.query),
  );
}
