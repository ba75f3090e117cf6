import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  parseSearch,
  SEARCH_RANK_WINDOW,
  searchQuerySchema,
  searchResponseSchema,
} from '@stackhive/shared';
import { errorResponses } from '../../plugins/openapi.js';
import { MINUTE, limitPerIp } from '../../plugins/rate-limit.js';
import { teamForViewer } from '../questions/index.js';
import { search } from './search.service.js';

export async function searchRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/search',
    {
      onRequest: limitPerIp(app, 'search', 120, MINUTE),
      config: { cachedBy: ['questions', 'users', 'community'] },
      // `user:me` depends on who asks: read the token when there is one, never require it.
      preHandler: app.optionalUser,
      schema: {
        tags: ['search'],
        summary: 'Search questions, tags, posts or users: words, "phrases", [tags] and operators',
        description:
          'Questions match every word of `q` in their title, body or (a catalogue tag name) tags; posts in ' +
          'their title; each word case-insensitively as a substring, or from one or two characters ("go", ' +
          '"c") as a whole word. "Quoted phrases" match as written, -word excludes, [tag] requires a tag, ' +
          'and the operators user:ID|me, score:N|N..M, answers:N, views:N, hasaccepted:yes|no, ' +
          'closed:yes|no, duplicate:yes|no, is:question and created:2026-01..2026-06 narrow questions ' +
          '(user: and created: posts too); an operator it cannot read answers 400 naming it. A query of ' +
          'words alone also matches the whole text as one substring. Users match the whole text; tags by ' +
          'name, or those named in brackets. `sort`: relevance (of the newest ' +
          `${SEARCH_RANK_WINDOW} matches: a title that is the query, then every word in the title, then ` +
          'BM25 over title, body and tags, then votes and an accepted answer; older ' +
          'matches follow newest first), newest, or votes (net votes; likes for posts). Answers one page of the chosen ' +
          '`type` and the counts of all four, exact up to 1000 and `capped` beyond. On SQLite one request checks at ' +
          'most SEARCH_SCAN_WINDOW candidates of an index row by row: a search that rules most of them out ' +
          'answers a shorter page with a `nextCursor` to go on, and a count of what it saw with `capped`. ' +
          "With `team`, its member searches that team's questions (or answers under is:answer) instead, " +
          'newest first for relevance; anyone else gets 404; never cached.',
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => {
      const parsed = parseSearch(request.query.q);
      if (parsed.ok && parsed.search.user === 'me') app.responseCache.personal(request);
      const viewerId = request.user?.id ?? null;
      if (request.query.team === undefined) return search(app.deps, request.query, viewerId);
      const team = await teamForViewer(app, request, request.query.team);
      return search(app.deps, request.query, viewerId, { id: team.id, memberId: viewerId! });
    },
  );
}
