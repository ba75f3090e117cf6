import type { FastifyInstance } from 'fastify';
import { paths } from '@stackhive/shared';

/**
 * The navbar's search form without JavaScript (issue 32, found by a newcomer): the browser
 * submits it to `/search?q=…`, which this sends on to the results page `/search/{query}` (the
 * script, when it runs, navigates there itself). A blank query goes to the home page.
 */
export async function searchFormRoutes(app: FastifyInstance): Promise<void> {
  app.get('/search', { schema: { hide: true } }, (request, reply) => {
    const { q } = request.query as { q?: unknown };
    const text = typeof q === 'string' ? q.trim() : '';
    return reply.redirect(text ? paths.search.getHref(text) : paths.home.getHref(), 303);
  });
}
