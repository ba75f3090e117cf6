import { randomBytes } from 'node:crypto';
import { MESSAGES, NOTIFICATION_LIMITS } from '@stackhive/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../core/app-context.js';
import type { AuthUser } from '../../core/actor.js';
import { HttpError, unauthorized } from '../../core/errors.js';
import { createUsedOnce } from '../../infra/used-once.js';
import { readSignedJson, signJson } from '../../lib/signed-value.js';
import { sessionLives as userSessionLives } from '../users/users.service.js';

const TICKET = 'live-ticket';

/** What a ticket carries: its user, their token's version, a random id, its expiry (s). */
interface TicketClaims {
  user: string;
  ver: number;
  id: string;
  expires: number;
}

/** A redeemed ticket: whose stream it opens, and the token version it is bound to. */
export interface StreamSession {
  userId: string;
  tokenVersion: number;
}

/**
 * Stream tickets (issue 18; single-use and bound to the session since issue 30). A ticket
 * opens one stream: its id is claimed on use, in every process when REDIS_URL is set. It
 * carries the version of the token that bought it, so a password reset (which raises the
 * version) makes every earlier ticket worthless, as it does the token.
 */
export function createTickets(deps: AppDeps, log: FastifyBaseLogger) {
  const { jwtSecret, redisUrl, redisPrefix } = deps.config;
  const used = createUsedOnce(
    log,
    redisUrl ? { url: redisUrl, prefix: `${redisPrefix}:live-ticket:` } : undefined,
  );
  const seconds = NOTIFICATION_LIMITS.live.ticketSeconds;

  return {
    issue(actor: AuthUser): string {
      const claims: TicketClaims = {
        user: actor.id,
        ver: actor.tokenVersion,
        id: randomBytes(16).toString('base64url'),
        expires: Math.floor(deps.clock() / 1000) + seconds,
      };
      return signJson(jwtSecret, TICKET, claims);
    },

    /** The session a ticket opens a stream for, once; 401 for any other ticket. */
    async redeem(ticket: string): Promise<StreamSession> {
      const claims = readSignedJson(jwtSecret, TICKET, ticket) as Partial<TicketClaims> | null;
      const { user, ver, id, expires } = claims ?? {};
      if (
        typeof user !== 'string' ||
        typeof ver !== 'number' ||
        typeof id !== 'string' ||
        typeof expires !== 'number' ||
        expires * 1000 < deps.clock()
      )
        throw unauthorized(MESSAGES.liveTicketInvalid);
      let first: boolean;
      try {
        // Kept a little past the ticket's life, so it expires before its claim lapses.
        first = await used.claim(id, (seconds + 5) * 1000);
      } catch (error) {
        log.error({ err: error }, 'live: ticket store unavailable');
        throw new HttpError(503, MESSAGES.serviceBusy);
      }
      if (!first || !(await sessionLives(deps, { userId: user, tokenVersion: ver })))
        throw unauthorized(MESSAGES.liveTicketInvalid);
      return { userId: user, tokenVersion: ver };
    },

    close: () => used.close(),
  };
}

/**
 * Whether the session is still live: its user exists and has not reset their password since.
 * One column by primary key: a stream asks before each read of private data.
 */
export function sessionLives(deps: AppDeps, session: StreamSession): Promise<boolean> {
  return userSessionLives(deps, session.userId, session.tokenVersion);
}
