import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { errorSchema } from '@stackhive/shared';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      schema: {
        tags: ['site'],
        summary: 'Liveness and database check',
        response: { 200: z.object({ status: z.literal('ok') }), 503: errorSchema },
      },
    },
    async (_request, reply) => {
      try {
        await sql`select 1`.execute(app.deps.db);
        return { status: 'ok' as const };
      } catch (error) {
        app.log.error({ err: error }, 'health check: database unreachable');
        return reply.status(503).send({ message: 'The database is unreachable.' });
      }
    },
  );
}
