import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  pageSchema,
  questionSummarySchema,
  topTagsSchema,
  userAnswerSchema,
  userPostsQuerySchema,
} from '@stackhive/shared';
import { errorResponses } from '../../plugins/openapi.js';
import * as service from './user-activity.service.js';

/**
 * A profile's questions and answers tabs and its top tags (issue 16): public, the same for
 * every visitor, so cached until a write to the questions (votes, answers, accepts, edits).
 */
export async function userActivityRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const config = { cachedBy: ['questions'] } as const;

  api.get(
    '/user/:id/questions',
    {
      config,
      schema: {
        tags: ['users'],
        summary: "The user's questions, highest score first (`sort=votes`) or newest first",
        params: idParamsSchema,
        querystring: userPostsQuerySchema,
        response: { 200: pageSchema(questionSummarySchema), ...errorResponses(400, 404) },
      },
    },
    (request) => service.userQuestions(deps, request.params.id, request.query),
  );

  api.get(
    '/user/:id/answers',
    {
      config,
      schema: {
        tags: ['users'],
        summary: "The user's answers with their questions, highest score first or newest first",
        params: idParamsSchema,
        querystring: userPostsQuerySchema,
        response: { 200: pageSchema(userAnswerSchema), ...errorResponses(400, 404) },
      },
    },
    (request) => service.userAnswers(deps, request.params.id, request.query),
  );

  api.get(
    '/user/:id/top-tags',
    {
      config,
      schema: {
        tags: ['users'],
        summary:
          "The tags of the user's answers by summed score (their 500 highest-scored answers, LIMITS.topTags)",
        params: idParamsSchema,
        response: { 200: topTagsSchema, ...errorResponses(400, 404) },
      },
    },
    (request) => service.userTopTags(deps, request.params.id),
  );
}
