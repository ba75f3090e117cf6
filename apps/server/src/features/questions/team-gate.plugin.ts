import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasPrivilege,
  MESSAGES,
  MODERATION_MESSAGES,
  privilegeMessage,
  TEAM_MESSAGES,
} from '@stackhive/shared';
import type { AppDeps } from '../../core/app-context.js';
import { conflict, forbidden, notFound } from '../../core/errors.js';
import { sessionUser } from '../auth/index.js';
import { memberRole, membershipBySlug, type MembershipRow } from '../teams/index.js';
import { gateRowOfQuestion, gateRowOfSuggestion, type GateRow } from './team-access.repository.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's `:id` names a question (or a suggested edit of one): a team question
     * answers 404 to anyone but its team's members, before the handler runs (issue 33).
     */
    teamGate?: 'question' | 'suggestion';
    /**
     * The route writes on the question (issue 34): a locked question refuses it (409 with the
     * moderator's reason); `answer` also needs the answerProtected privilege on a protected one.
     */
    openQuestion?: 'write' | 'answer';
  }
  interface FastifyRequest {
    /** The team of the question the route's `:id` names, once the gate let the viewer in. */
    questionTeam: string | null;
  }
}

/**
 * The one door to team content by id (issue 33). Every route whose `:id` is a question
 * declares `teamGate`; for a team question the gate answers 404 ("Question not found.", as
 * for a missing one: a team's existence is not told) unless the request's session belongs to
 * a member, and marks the response personal, so no cache keeps it for anyone else. Public
 * questions pass with one primary-key read.
 *
 * The same read gives a moderator's lock and protection (issue 34, `openQuestion`).
 *
 * It runs last among the route's preHandlers, after its sign-in check and rate limits: a
 * visitor's write answers 401 for a team question as for any other id, never a 404 that a
 * missing id would not get. A member's write in a team changes nothing any cache keeps (team
 * pages are never stored; public ones never show team content), so it retires none.
 */
export const teamGatePlugin = fp(async (app: FastifyInstance) => {
  const { deps } = app;
  app.decorateRequest('questionTeam', null);
  const gate = async (request: FastifyRequest) => {
    const { teamGate: kind, openQuestion } = request.routeOptions.config;
    const id = (request.params as { id?: unknown }).id;
    if (!kind || typeof id !== 'string') return;
    const row =
      kind === 'question'
        ? await gateRowOfQuestion(deps.db, id)
        : await gateRowOfSuggestion(deps.db, id);
    const teamId = row?.teamId ?? null;
    if (teamId) {
      app.responseCache.personal(request);
      if (!(await isMemberOf(deps, request, teamId)))
        throw notFound(
          kind === 'question' ? MESSAGES.questionNotFound : MESSAGES.suggestionNotFound,
        );
      request.questionTeam = teamId;
      app.responseCache.changesNothingCached(request);
    }
    if (row && openQuestion) refuseClosedToWrites(request, row, openQuestion);
  };
  app.addHook('onRoute', (route) => {
    if (!route.config?.teamGate) return;
    const own = route.preHandler ? [route.preHandler].flat() : [];
    route.preHandler = [...own, gate];
  });
});

/**
 * A moderator's lock and protection (issue 34), read with the row the gate reads anyway: a
 * locked question takes no write, a protected one no answer below the answerProtected
 * privilege. A lock landing while a write is past this check does not stop that write.
 */
function refuseClosedToWrites(request: FastifyRequest, row: GateRow, kind: 'write' | 'answer') {
  if (row.lockedOn !== null)
    throw conflict(MODERATION_MESSAGES.questionLocked(row.lockReason ?? ''));
  const actor = request.user;
  if (
    kind === 'answer' &&
    row.protectedOn !== null &&
    actor &&
    !hasPrivilege(actor, 'answerProtected')
  )
    throw forbidden(privilegeMessage('answerProtected'));
}

/** Whether the request's session belongs to a member of `teamId`. */
export async function isMemberOf(
  deps: AppDeps,
  request: FastifyRequest,
  teamId: string,
): Promise<boolean> {
  const user = request.user ?? (await sessionUser(deps, request));
  return user !== null && (await memberRole(deps.db, teamId, user.id)) !== undefined;
}

/**
 * The team `slug` for a read of its content (a list, a search): the viewer's membership, or
 * 404 "Team not found." to anyone else. The response is personal: no cache keeps it.
 */
export async function teamForViewer(
  app: FastifyInstance,
  request: FastifyRequest,
  slug: string,
): Promise<MembershipRow> {
  app.responseCache.personal(request);
  const user = request.user ?? (await sessionUser(app.deps, request));
  const team = user ? await membershipBySlug(app.deps.db, slug, user.id) : undefined;
  if (!team) throw notFound(TEAM_MESSAGES.teamNotFound);
  return team;
}
