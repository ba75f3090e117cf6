import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { feedbackBodySchema, statusResponseSchema } from '@stackhive/shared';
import { errorResponses } from '../../plugins/openapi.js';
import { MINUTE, limitPerIp } from '../../plugins/rate-limit.js';
import { sendFeedback } from './feedback.service.js';

export async function feedbackRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/verification/send-feedback',
    {
      onRequest: limitPerIp(app, 'feedback', 5, 60 * MINUTE),
      preHandler: app.optionalUser,
      config: { invalidates: [] },
      schema: {
        tags: ['feedback'],
        summary: 'Send feedback to the StackHive team (stored and mailed)',
        body: feedbackBodySchema,
        response: { 200: statusResponseSchema, ...errorResponses(400, 429) },
      },
    },
    (request) => sendFeedback(app.deps, request.body, request.user, request.log),
  );
}
