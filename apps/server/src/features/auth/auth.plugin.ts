import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES } from '@stackhive/shared';
import type { AuthUser } from '../../core/actor.js';
import type { AppDeps } from '../../core/app-context.js';
import { unauthorized } from '../../core/errors.js';
import { actorFor } from '../users/users.service.js';

/**
 * Reads `authorization: Bearer {token}` on every request. Visitors browse with no token;
 * routes that need a user add `preHandler: app.requireUser`, which answers 401 for a
 * missing token, a bad signature, another algorithm, a past `exp`, a deleted user or a
 * token issued before the user's last password reset.
 */
/** The user whose live session the request's bearer token is, or null (none, or not valid). */
export async function sessionUser(
  deps: AppDeps,
  request: FastifyRequest,
): Promise<AuthUser | null> {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match?.[1]) return null;
  const claims = deps.tokens.verify(match[1]);
  if (!claims) return null;
  return actorFor(deps, claims.sub, claims.ver);
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  const { deps } = app;
  app.decorateRequest('user', null);
  const resolveUser = (request: FastifyRequest) => sessionUser(deps, request);

  app.decorate('optionalUser', async (request: FastifyRequest) => {
    request.user = await resolveUser(request);
  });

  app.decorate('requireUser', async (request: FastifyRequest) => {
    if (!request.headers.authorization) throw unauthorized(MESSAGES.unauthenticated);
    request.user = await resolveUser(request);
    if (!request.user) throw unauthorized(MESSAGES.invalidToken);
  });
});
