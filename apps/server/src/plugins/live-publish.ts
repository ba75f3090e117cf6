import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { LiveChange } from '@stackhive/shared';
import { liveTopics } from '../infra/live-hub.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Writes that change a public page (issue 18): after a success, the streams following
     * the question or post `:id` hear `change`, and refetch the page.
     */
    live?: { topic: 'question' | 'post'; change: LiveChange['change'] };
  }
}

/**
 * Publishes a write's change to the page it changed, once it has succeeded (the service
 * returns after its transaction committed), from the route's params alone: it reads no
 * response body. Who gained what (reputation, a badge, a notification) the service that
 * made the change says itself, poking exactly those users once committed (issue 29).
 */
export const livePublishPlugin = fp(async (app: FastifyInstance) => {
  const { live } = app.deps;
  app.addHook('preSerialization', async (request, reply, payload) => {
    const change = request.routeOptions.config.live;
    if (!change || request.method === 'GET' || reply.statusCode >= 300) return payload;
    const id = (request.params as { id?: unknown }).id;
    if (typeof id === 'string')
      live.publish(liveTopics[change.topic](id), {
        event: change.topic,
        data: { id, change: change.change } satisfies LiveChange,
      });
    return payload;
  });
});
