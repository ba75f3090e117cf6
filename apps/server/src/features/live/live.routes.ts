import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  liveStreamQuerySchema,
  liveTicketSchema,
  NOTIFICATION_LIMITS,
  MESSAGES,
  SITE_ACCESS_MESSAGES,
} from '@stackhive/shared';
import { requireActor } from '../../core/actor.js';
import { HttpError, unauthorized } from '../../core/errors.js';
import { bearerSecurity, errorResponses } from '../../plugins/openapi.js';
import { MINUTE, clientAddress, limitPerIp } from '../../plugins/rate-limit.js';
import { hiddenQuestions } from '../questions/index.js';
import { StreamRegistry } from './streams.js';
import { createTickets, type StreamSession } from './tickets.js';

/**
 * Live pages (issue 18): `GET /api/live` is a server-sent event stream. A visitor's follows
 * the public pages it names (`topics`); a signed-in browser's also carries its user's
 * notifications and unread count. The token never goes in the URL: the browser trades it
 * for a ticket valid for a minute (`POST /api/live/ticket`), and opens one stream with that
 * (tickets.ts). A password reset closes the user's open streams, in every process.
 */
export async function liveRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const streams = new StreamRegistry(deps);
  const tickets = createTickets(deps, app.log);
  app.addHook('onClose', () => tickets.close());
  // Open streams would hold the server's close: end them first.
  app.addHook('preClose', (done) => {
    streams.closeAll();
    done();
  });

  /**
   * The topics a stream may follow: a team's question only for its members (issue 33); the
   * others are left out, as a page that is not there. A member removed later has their
   * streams closed (LIVE_REOPEN) and reopened with what they may follow then.
   */
  async function followable(topics: string[], userId: string | null): Promise<string[]> {
    const questionIds = topics.flatMap((topic) =>
      topic.startsWith('question:') ? [topic.slice('question:'.length)] : [],
    );
    const hidden = await hiddenQuestions(deps.db, questionIds, userId);
    return topics.filter(
      (topic) => !(topic.startsWith('question:') && hidden.has(topic.slice('question:'.length))),
    );
  }

  api.post(
    '/live/ticket',
    {
      preHandler: app.requireUser,
      config: { whileSuspended: true },
      schema: {
        tags: ['live'],
        summary: `A ticket that opens your event stream within ${NOTIFICATION_LIMITS.live.ticketSeconds} seconds (the token stays out of URLs)`,
        security: bearerSecurity,
        response: { 200: liveTicketSchema, ...errorResponses(401) },
      },
    },
    (request) => ({
      ticket: tickets.issue(requireActor(request)),
      expiresInSeconds: NOTIFICATION_LIMITS.live.ticketSeconds,
    }),
  );

  api.get(
    '/live',
    {
      onRequest: limitPerIp(app, 'live', 120, MINUTE),
      schema: {
        tags: ['live'],
        summary:
          'Server-sent events (`text/event-stream`): `question`/`post` when a followed page changes; with a ticket, `notification` and `unread`. Reconnect with Last-Event-ID to get missed notifications.',
        querystring: liveStreamQuerySchema,
        headers: z.object({ 'last-event-id': z.string().max(200).optional() }).loose(),
        response: {
          200: z.string().describe('An endless text/event-stream'),
          ...errorResponses(400, 401, 429, 503),
        },
      },
    },
    async (request, reply) => {
      const { ticket, topics, lastEventId } = request.query;
      const session: StreamSession | null = ticket ? await tickets.redeem(ticket) : null;
      // A members-only site streams nothing to visitors (features/auth/site-access.plugin.ts).
      if (!session && deps.config.siteAccess === 'members') {
        throw unauthorized(SITE_ACCESS_MESSAGES.membersOnly);
      }
      // Counted per address as every limit counts it (IPv6 per /64).
      const address = clientAddress(request);
      if (!streams.admits(session?.userId ?? null, address)) {
        void reply.header('retry-after', String(deps.config.live.heartbeatSeconds));
        throw new HttpError(429, MESSAGES.tooManyStreams);
      }
      const followed = await followable(topics, session?.userId ?? null);
      reply.hijack();
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-content-type-options': 'nosniff',
        // nginx and similar proxies would otherwise buffer the stream.
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      reply.raw.write('retry: 2000\n\n');
      const stream = streams.open(reply.raw, {
        session,
        address,
        topics: followed,
        lastEventId: request.headers['last-event-id'] ?? lastEventId,
      });
      // A removal from a team that committed while this stream was opening told its user's
      // topic before the stream listened: asked again now that a later one would reach it.
      if (session && followed.some((topic) => topic.startsWith('question:'))) {
        void followable(followed, session.userId).then(
          (still) => still.length < followed.length && stream.close(),
          () => stream.close(),
        );
      }
    },
  );
}
