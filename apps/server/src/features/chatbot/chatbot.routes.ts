import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { chatBodySchema, chatReplySchema } from '@stackhive/shared';
import { bearerSecurity, errorResponses } from '../../plugins/openapi.js';
import { MINUTE, limitPerUser } from '../../plugins/rate-limit.js';
import { requireActor } from '../../core/actor.js';
import { chat } from './chatbot.service.js';

export async function chatbotRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/ChatBot/post',
    {
      preHandler: [app.requireUser, limitPerUser(app, 'chat', 20, MINUTE)],
      config: { invalidates: [] },
      schema: {
        tags: ['chatbot'],
        summary: 'Ask the bot (verified users); answers the reply text',
        security: bearerSecurity,
        body: chatBodySchema,
        response: { 200: chatReplySchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    (request) => chat(app.deps, requireActor(request), request.body.query, request.log),
  );
}
