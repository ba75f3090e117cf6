import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { similarQuestionsQuerySchema, similarQuestionsResponseSchema } from '@stackhive/shared';
import { errorResponses } from '../../plugins/openapi.js';
import { MINUTE, limitPerIp } from '../../plugins/rate-limit.js';
import { similarQuestions } from './similar-questions.service.js';

export async function similarQuestionsRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/questions/similar',
    {
      // The ask form asks as its title is typed (debounced): a little more than search.
      onRequest: limitPerIp(app, 'similar', 180, MINUTE),
      config: { cachedBy: ['questions'] },
      schema: {
        tags: ['questions'],
        summary: 'Up to 5 questions like a title or a question (asking, "Related", duplicates)',
        description:
          'Questions whose titles share the most telling words of `title` (stop words such as "how" or ' +
          '"the" left out), each word weighted by how rare it is among titles; a question must share at ' +
          'least half of that weight. Ties go to higher net votes, an accepted answer, then newer. ' +
          'Give `title` (the ask form, as it is typed) or `to`, the id of a question: questions like ' +
          'its title, without it (its page\'s "Related"; 404 when it does not exist).',
        querystring: similarQuestionsQuerySchema,
        response: { 200: similarQuestionsResponseSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => ({ items: await similarQuestions(app.deps, request.query) }),
  );
}
