import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { searchQuerySchema, searchResponseSchema } from '@stackhive/shared';
import { errorResponses } from '../../plugins/openapi.js';
import { MINUTE, limitPerIp } from '../../plugins/rate-limit.js';
import { search } from './search.service.js';

export async function searchRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/search',
    {
      onRequest: limitPerIp(app, 'search', 120, MINUTE),
      config: { cachedBy: ['questions', 'users', 'community'] },
      schema: {
        tags: ['search'],
        summary: 'Search questions, tags, posts or users (case-insensitive substring)',
        description:
          'Questions match on title, body or an exact tag name; tags on name; posts on title; users on name. ' +
          'A query of one or two characters ("go", "c", "ai") matches questions, posts and users holding it ' +
          'as a whole word (letters and digits; case folded, accents kept). ' +
          'Title matches come first, then newest first. Answers one page of the chosen `type` and the ' +
          'counts of all four, exact up to 1000 and `capped` beyond.',
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema, ...errorResponses(400, 429) },
      },
    },
    (request) => search(app.deps, request.query),
  );
}
