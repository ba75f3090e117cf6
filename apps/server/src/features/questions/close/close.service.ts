import {
  canManageTeam,
  CLOSE_VOTES_NEEDED,
  MESSAGES,
  MODERATION_MESSAGES,
  TEAM_MESSAGES,
  type CloseQuestionBody,
  type CloseReason,
  type Page,
  type PageQuery,
  type Question,
  type QuestionSummary,
} from '@stackhive/shared';
import { requirePrivilege, type AuthUser } from '../../../core/actor.js';
import type { AppDeps } from '../../../core/app-context.js';
import { badRequest, conflict, forbidden, notFound } from '../../../core/errors.js';
import type { Db } from '../../../db/database.js';
import { isModeratorOrAdmin, logAction } from '../../moderation/index.js';
import { memberRole } from '../../teams/index.js';
import { toIso } from '../../../db/convert.js';
import { decodeCursor, isPosition, toPage } from '../../../lib/cursor.js';
import {
  getQuestion,
  presentQuestionRows,
  questionsByIds,
} from '../questions/questions.service.js';
import * as votes from './close-votes.repository.js';

/**
 * Closing and reopening (issues 16, 34). In public, users with the closeReopen privilege
 * vote: the third vote closes the question (or reopens it), a moderator's or an admin's one
 * vote is enough. In a team (issue 33), its owner and admins close and reopen alone (public
 * reputation is not the team's). Each close and reopen is in the audit log, with its voters.
 */

/** Who may act, and whether their act is binding on its own (not a vote among three). */
async function closerOf(trx: Db, actor: AuthUser, teamId: string | null) {
  if (teamId !== null) {
    const role = await memberRole(trx, teamId, actor.id);
    if (!role || !canManageTeam(role)) throw forbidden(TEAM_MESSAGES.teamAdminsOnly);
    return { binding: true };
  }
  requirePrivilege(actor, 'closeReopen');
  return { binding: isModeratorOrAdmin(actor) };
}

/**
 * Votes to close the question `id` (or closes it: a moderator, a team's admins, or the third
 * vote), as a duplicate of `duplicateOf` or for another reason. 404 for a missing question or
 * original (or one of another team, or of the public when the question is a team's); 409 when
 * it is closed already or the actor voted already. A closed question refuses answers.
 */
export async function closeQuestion(
  deps: AppDeps,
  actor: AuthUser,
  id: string,
  body: CloseQuestionBody,
): Promise<Question> {
  const reason: CloseReason = body.reason ?? 'duplicate';
  const duplicateOf = reason === 'duplicate' ? (body.duplicateOf ?? null) : null;
  if (duplicateOf === id) throw badRequest(MESSAGES.duplicateOfItself);
  const at = new Date(deps.clock()).toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const rows = await votes.lockQuestions(deps, trx, duplicateOf ? [id, duplicateOf] : [id]);
    const question = rows.find((row) => row.id === id);
    // Missing first, then the privilege: a missing question answers as a team's does to an
    // outsider (404), whoever asks (issue 33).
    if (!question) throw notFound(MESSAGES.questionNotFound);
    const { binding } = await closerOf(trx, actor, question.teamId);
    // The original is in the same place (issue 33): a public question never links a team's,
    // whose title its banner would show, and a team's links only its own.
    if (duplicateOf !== null) {
      const original = rows.find((row) => row.id === duplicateOf);
      if (!original || original.teamId !== question.teamId)
        throw notFound(MESSAGES.originalNotFound);
    }
    if (question.closedOn !== null) throw conflict(MESSAGES.alreadyClosed);
    const vote = { reason, duplicateOf, note: body.note || null };
    // A binding closer who voted before (as a holder) closes all the same.
    if (!(await votes.castVote(trx, id, actor.id, 'close', vote, at)) && !binding)
      throw conflict(MODERATION_MESSAGES.alreadyVotedClose);
    const round = await votes.roundOf(trx, id, 'close');
    if (!binding && round.length < CLOSE_VOTES_NEEDED) return;
    const decided = binding ? { ...vote, userId: actor.id } : votes.mostVoted(round);
    await votes.setClosed(trx, id, { ...decided, by: actor.id, at });
    await votes.endRound(trx, id, 'close');
    await logAction(
      trx,
      {
        actor,
        action: 'question-closed',
        target: { kind: 'question', id },
        targetUser: { id: question.userId },
        teamId: question.teamId,
        reason: decided.reason,
        details: {
          ...(decided.duplicateOf ? { duplicateOf: decided.duplicateOf } : {}),
          ...(decided.note ? { note: decided.note } : {}),
          voters: round.map((row) => row.userId).join(','),
        },
      },
      at,
    );
  });
  return getQuestion(deps, id);
}

/**
 * Votes to reopen a closed question (or reopens it: a moderator, a team's admins, or the
 * third vote); 409 when it is open or the actor voted already.
 */
export async function reopenQuestion(
  deps: AppDeps,
  actor: AuthUser,
  id: string,
): Promise<Question> {
  const at = new Date(deps.clock()).toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const [question] = await votes.lockQuestions(deps, trx, [id]);
    if (!question) throw notFound(MESSAGES.questionNotFound);
    const { binding } = await closerOf(trx, actor, question.teamId);
    if (question.closedOn === null) throw conflict(MESSAGES.notClosed);
    const vote = { reason: null, duplicateOf: null, note: null };
    if (!(await votes.castVote(trx, id, actor.id, 'reopen', vote, at)) && !binding)
      throw conflict(MODERATION_MESSAGES.alreadyVotedReopen);
    const round = await votes.roundOf(trx, id, 'reopen');
    if (!binding && round.length < CLOSE_VOTES_NEEDED) return;
    await votes.setOpen(trx, id);
    await votes.endRound(trx, id, 'reopen');
    await logAction(
      trx,
      {
        actor,
        action: 'question-reopened',
        target: { kind: 'question', id },
        targetUser: { id: question.userId },
        teamId: question.teamId,
        details: { voters: round.map((row) => row.userId).join(',') },
      },
      at,
    );
  });
  return getQuestion(deps, id);
}

/**
 * The reopen queue (issue 34): closed public questions their askers edited since, oldest
 * edit first, for users with the closeReopen privilege to vote on.
 */
export async function reopenQueue(
  deps: AppDeps,
  actor: AuthUser,
  query: PageQuery,
): Promise<Page<QuestionSummary>> {
  requirePrivilege(actor, 'closeReopen');
  const cursor = decodeCursor(query.cursor, isPosition);
  const [rows, total] = await Promise.all([
    votes.reopenQueuePage(deps.db, query.limit + 1, cursor),
    votes.countReopenQueue(deps.db),
  ]);
  return toPage(
    rows,
    query.limit,
    total,
    async (page) =>
      presentQuestionRows(
        deps,
        await questionsByIds(
          deps,
          page.map((row) => row.id),
        ),
      ),
    (last) => ({ at: toIso(last.reopenQueuedOn!), id: last.id }),
  );
}
