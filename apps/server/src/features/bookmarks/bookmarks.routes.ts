import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  bookmarkStateSchema,
  idParamsSchema,
  pageQuerySchema,
  pageSchema,
  savedItemSchema,
} from '@stackhive/shared';
import { requireActor } from '../../core/actor.js';
import { bearerSecurity, errorResponses } from '../../plugins/openapi.js';
import { MINUTE, limitPerUser } from '../../plugins/rate-limit.js';
import type { BookmarkKind } from './bookmarks.repository.js';
import * as service from './bookmarks.service.js';

/** Bookmarks (issue 15): save questions and posts, and the private Saved list. */
export async function bookmarksRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  // The same two routes for each kind, under the kind's own path as the spec's routes are.
  const kinds: { kind: BookmarkKind; prefix: string; what: string }[] = [
    { kind: 'question', prefix: '/questions', what: 'the question' },
    { kind: 'post', prefix: '/community', what: 'the post' },
  ];
  for (const { kind, prefix, what } of kinds) {
    api.patch(
      `${prefix}/bookmark/:id`,
      {
        preHandler: [app.requireUser, limitPerUser(app, `bookmark-${kind}`, 120, MINUTE)],
        // A question's bookmark count is part of its cached pages.
        // Saving is the account's own list: a suspended account keeps it (issue 34).
        config:
          kind === 'question'
            ? { teamGate: 'question', invalidates: ['questions'], whileSuspended: true }
            : { whileSuspended: true },
        schema: {
          tags: ['bookmarks'],
          summary: `Save ${what} \`id\`, or un-save it when saved (a toggle)`,
          security: bearerSecurity,
          params: idParamsSchema,
          response: { 200: bookmarkStateSchema, ...errorResponses(400, 401, 404, 429) },
        },
      },
      (request) => service.toggleBookmark(deps, requireActor(request), kind, request.params.id),
    );
    api.get(
      `${prefix}/bookmark/:id`,
      {
        preHandler: app.requireUser,
        config: kind === 'question' ? { teamGate: 'question' } : {},
        schema: {
          tags: ['bookmarks'],
          summary: `Whether you saved ${what} \`id\`, and how many users did`,
          security: bearerSecurity,
          params: idParamsSchema,
          response: { 200: bookmarkStateSchema, ...errorResponses(400, 401, 404) },
        },
      },
      (request) => service.bookmarkState(deps, requireActor(request), kind, request.params.id),
    );
  }

  api.get(
    '/user/bookmarks/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['bookmarks'],
        summary:
          'The Saved list of the user `id`, newest saved first: only that user may read it (403)',
        security: bearerSecurity,
        params: idParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: pageSchema(savedItemSchema), ...errorResponses(400, 401, 403) },
      },
    },
    (request) => service.savedList(deps, requireActor(request), request.params.id, request.query),
  );
}
