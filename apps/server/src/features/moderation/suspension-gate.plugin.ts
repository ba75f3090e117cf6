import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MODERATION_MESSAGES } from '@stackhive/shared';
import { forbidden } from '../../core/errors.js';
import { errorResponses } from '../../plugins/openapi.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A write a suspended account may still make (issue 34): keeping its account and reading
     * (notifications read, live ticket, verifying its email, bookmarks, leaving a team). A
     * function decides per request (leaving a team is allowed, removing others is not).
     */
    whileSuspended?: true | ((request: FastifyRequest) => boolean);
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The one door suspensions close (issue 34). Every write route that signs its user in with
 * `requireUser` gets a check right after it: a suspended account answers 403 with the end
 * date, before the route's rate limits (a suspended account spends no quota) and before the
 * team gate (a 403 for every id tells nothing about which exist). Reads stay open, and so does
 * signing in (no `requireUser`). A suspension landing while a write is past this check does
 * not stop that write.
 */
export const suspensionGatePlugin = fp(async (app: FastifyInstance) => {
  const refuseSuspended = async (request: FastifyRequest) => {
    const until = request.user?.suspendedUntil;
    if (!until) return;
    const allowed = request.routeOptions.config.whileSuspended;
    if (allowed === true || (typeof allowed === 'function' && allowed(request))) return;
    throw forbidden(MODERATION_MESSAGES.suspendedUntil(until));
  };
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (!methods.some((method) => WRITES.has(method))) return;
    const own = route.preHandler ? [route.preHandler].flat() : [];
    const at = own.indexOf(app.requireUser);
    if (at < 0) return;
    route.preHandler = [...own.slice(0, at + 1), refuseSuspended, ...own.slice(at + 1)];
    // Every such write may answer 403 now: the OpenAPI document says so.
    const response = route.schema?.response as Record<number, unknown> | undefined;
    if (response && !(403 in response)) Object.assign(response, errorResponses(403));
  });
});
