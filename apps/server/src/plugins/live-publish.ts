import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
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

/** The owners a successful write may have given a badge: the question's and the answer's. */
function ownersIn(request: FastifyRequest, payload: unknown): string[] {
  const owners: string[] = [];
  if (typeof payload !== 'object' || payload === null) return owners;
  const { userId, answer: answers } = payload as { userId?: unknown; answer?: unknown };
  if (typeof userId === 'string') owners.push(userId);
  const answerId = (request.body as { answerId?: unknown } | undefined)?.answerId;
  if (Array.isArray(answers) && typeof answerId === 'string') {
    const answer = answers.find((item: { _id?: unknown }) => item?._id === answerId) as
      { userId?: unknown } | undefined;
    if (typeof answer?.userId === 'string') owners.push(answer.userId);
  }
  return owners;
}

/**
 * Publishes a write's change to the page it changed, once it has succeeded (the service
 * returns after its transaction committed). A write that may award the actor a badge also
 * tells the actor's streams, and a vote or an accept the post's owners', to look for new
 * notifications: badges are awarded by the database (migration 025), which no service sees.
 */
export const livePublishPlugin = fp(async (app: FastifyInstance) => {
  const { live } = app.deps;
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (request.method === 'GET' || reply.statusCode >= 300) return payload;
    const { live: change, invalidates } = request.routeOptions.config;
    // A write that can award the actor a badge declares the users scope, since user pages
    // show badge counts (response-cache.ts; undeclared means every scope): only those poke.
    const mayAward = request.user && (invalidates === undefined || invalidates.includes('users'));
    const poked = new Set<string>(mayAward ? [request.user!.id] : []);
    if (change) publishChange(request, payload, change, poked);
    for (const userId of poked) live.publish(liveTopics.user(userId), { event: 'poke' });
    return payload;
  });

  function publishChange(
    request: FastifyRequest,
    payload: unknown,
    change: NonNullable<FastifyContextConfig['live']>,
    poked: Set<string>,
  ): void {
    const id = (request.params as { id?: unknown }).id;
    if (typeof id === 'string')
      live.publish(liveTopics[change.topic](id), {
        event: change.topic,
        data: { id, change: change.change } satisfies LiveChange,
      });
    if (change.change === 'vote' || change.change === 'accept')
      for (const owner of ownersIn(request, payload)) poked.add(owner);
  }
});
