import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  editAnswerBodySchema,
  editQuestionBodySchema,
  idParamsSchema,
  pageQuerySchema,
  pageSchema,
  suggestedEditSchema,
} from '@stackhive/shared';
import { requireActor } from '../../../core/actor.js';
import { bearerSecurity, errorResponses } from '../../../plugins/openapi.js';
import { MINUTE, limitPerUser } from '../../../plugins/rate-limit.js';
import { AWARDS_BADGES } from '../cache-scopes.js';
import * as service from './suggested-edits.service.js';

/**
 * Suggested edits (issue 16): below the editOthers privilege, an edit of someone else's
 * question or answer waits in a queue for the post's author or a reviewer (reviewQueues).
 */
export async function suggestedEditsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const suggestLimit = limitPerUser(app, 'suggest-edit', 30, 60 * MINUTE);
  const suggestErrors = errorResponses(400, 401, 404, 409, 429);

  api.patch(
    '/questions/:id/suggest-edit',
    {
      preHandler: [app.requireUser, suggestLimit],
      // Nothing anyone reads changes until the suggestion is approved.
      config: { teamGate: 'question', openQuestion: 'write', invalidates: [] },
      schema: {
        tags: ['suggested edits'],
        summary:
          "Suggest an edit of someone else's question `id` (without PRIVILEGES.editOthers); it waits for review (409 when the post already has one waiting)",
        security: bearerSecurity,
        params: idParamsSchema,
        body: editQuestionBodySchema,
        response: { 200: suggestedEditSchema, ...suggestErrors },
      },
    },
    (request) =>
      service.suggestQuestionEdit(deps, requireActor(request), request.params.id, request.body),
  );

  api.patch(
    '/answer/suggest-edit/:id',
    {
      preHandler: [app.requireUser, suggestLimit],
      config: { teamGate: 'question', openQuestion: 'write', invalidates: [] },
      schema: {
        tags: ['suggested edits'],
        summary:
          "Suggest an edit of someone else's answer `answerId` of the question `id`; it waits for review",
        security: bearerSecurity,
        params: idParamsSchema,
        body: editAnswerBodySchema,
        response: { 200: suggestedEditSchema, ...suggestErrors },
      },
    },
    (request) =>
      service.suggestAnswerEdit(deps, requireActor(request), request.params.id, request.body),
  );

  api.get(
    '/suggested-edits',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['suggested edits'],
        summary:
          'The suggested edits waiting for review, oldest first: all of them for reviewers (PRIVILEGES.reviewQueues), else those on your posts',
        security: bearerSecurity,
        querystring: pageQuerySchema,
        response: { 200: pageSchema(suggestedEditSchema), ...errorResponses(400, 401) },
      },
    },
    (request) => service.listSuggestedEdits(deps, requireActor(request), request.query),
  );

  api.get(
    '/suggested-edits/:id',
    {
      config: { teamGate: 'suggestion' },
      schema: {
        tags: ['suggested edits'],
        summary: 'One suggested edit, waiting or reviewed',
        params: idParamsSchema,
        response: { 200: suggestedEditSchema, ...errorResponses(400, 404) },
      },
    },
    (request) => service.getSuggestedEdit(deps, request.params.id),
  );

  for (const [action, decide, summary] of [
    [
      'approve',
      service.approveSuggestedEdit,
      "Approve a suggested edit (the post's author or PRIVILEGES.reviewQueues): it is applied as its suggester's edit; 409 when the post was edited since",
    ],
    ['reject', service.rejectSuggestedEdit, 'Reject a suggested edit'],
  ] as const) {
    api.patch(
      `/suggested-edits/:id/${action}`,
      {
        preHandler: app.requireUser,
        config: {
          teamGate: 'suggestion',
          // Approving writes the edit: not on a locked question (issue 34); rejecting does not.
          ...(action === 'approve' && { openQuestion: 'write' as const }),
          invalidates: action === 'approve' ? AWARDS_BADGES : [],
        },
        schema: {
          tags: ['suggested edits'],
          summary,
          security: bearerSecurity,
          params: idParamsSchema,
          response: { 200: suggestedEditSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      (request) => decide(deps, requireActor(request), request.params.id),
    );
  }
}
