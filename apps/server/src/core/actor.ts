import type { FastifyRequest } from 'fastify';
import { hasPrivilege, MESSAGES, privilegeMessage, type Privilege } from '@stackhive/shared';
import { forbidden, unauthorized } from './errors.js';

/** The signed-in user of a request, as the verified token names them. */
export interface AuthUser {
  id: string;
  name: string;
  email: string;
  isAdmin: boolean;
  /** Issue 34: the moderator role (false while the moderator is suspended). */
  isModerator: boolean;
  /** Issue 34: the end of a running suspension (ISO), or null: every write answers 403. */
  suspendedUntil: string | null;
  /** Read with the user on each request, so a privilege follows the latest vote (issue 16). */
  reputation: number;
  /** The token's version (a password reset raises the user's): live tickets carry it. */
  tokenVersion: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: 401 unless the request carries a valid token of an existing user. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** preHandler: sets `request.user` from a valid token, or leaves a visitor anonymous. */
    optionalUser: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in user, or null for a visitor. Set by the auth hook (features/auth). */
    user: AuthUser | null;
  }
}

/** The signed-in user of a route guarded by `requireUser`. */
export function requireActor(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** A `userId` in a request body must be the signed-in user's (DECISIONS 1); absent is fine. */
export function assertActorIs(actor: AuthUser, userId: string | undefined): void {
  if (userId !== undefined && userId !== actor.id) throw forbidden(MESSAGES.wrongUserId);
}

/** 403 with the reputation needed, unless the actor holds `privilege` (issue 16). */
export function requirePrivilege(actor: AuthUser, privilege: Privilege): void {
  if (!hasPrivilege(actor, privilege)) throw forbidden(privilegeMessage(privilege));
}
