import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  answerVoteBodySchema,
  idParamsSchema,
  questionSchema,
  voteBodySchema,
} from '@stackhive/shared';
import { bearerSecurity, errorResponses } from '../../../plugins/openapi.js';
import { MINUTE, limitPerUser } from '../../../plugins/rate-limit.js';
import { requireActor } from '../../../core/actor.js';
import { MOVES_REPUTATION } from '../cache-scopes.js';
import * as votes from './votes.service.js';

/** Votes on questions and answers: the spec's `PATCH /questions/vote/{id}` and our answer votes (issue 15). */
export async function votesRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  api.patch(
    '/questions/vote/:id',
    {
      preHandler: [app.requireUser, limitPerUser(app, 'vote', 60, MINUTE)],
      config: {
        teamGate: 'question',
        openQuestion: 'write',
        live: { topic: 'question', change: 'vote' },
        invalidates: MOVES_REPUTATION,
      },
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
    '/answer/vote/:id',
    {
      preHandler: [app.requireUser, limitPerUser(app, 'answer-vote', 60, MINUTE)],
      config: {
        teamGate: 'question',
        openQuestion: 'write',
        live: { topic: 'question', change: 'vote' },
        invalidates: MOVES_REPUTATION,
      },
      schema: {
        tags: ['answers'],
        summary:
          "Vote on the answer `answerId` of the question `id` (the question vote's rules: the same vote again removes it, the other moves it, never on your own answer); answers the updated question",
        security: bearerSecurity,
        params: idParamsSchema,
        body: answerVoteBodySchema,
        response: { 200: questionSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    (request) => votes.voteOnAnswer(deps, requireActor(request), request.params.id, request.body),
  );
}
