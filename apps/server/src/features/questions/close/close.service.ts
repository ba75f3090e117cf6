import {
  canManageTeam,
  MESSAGES,
  TEAM_MESSAGES,
  type CloseQuestionBody,
  type Question,
} from '@stackhive/shared';
import { requirePrivilege, type AuthUser } from '../../../core/actor.js';
import type { AppDeps } from '../../../core/app-context.js';
import { badRequest, conflict, forbidden, notFound } from '../../../core/errors.js';
import { nowIso } from '../../../db/convert.js';
import type { Db } from '../../../db/database.js';
import { memberRole } from '../../teams/index.js';
import { logAction } from '../../moderation/index.js';
import { getQuestion } from '../questions/questions.service.js';

/**
 * Reads questions by id, locked until commit on PostgreSQL in id order (two closes naming
 * each other wait in turn instead of deadlocking; the original cannot be deleted meanwhile).
 */
async function lockQuestions(deps: AppDeps, trx: Db, ids: string[]) {
  let query = trx
    .selectFrom('questions')
    .select(['id', 'duplicateOf', 'teamId', 'userId'])
    .where('id', 'in', ids)
    .orderBy('id');
  if (deps.engine === 'postgres') query = query.forUpdate();
  return query.execute();
}

/**
 * Who closes and reopens: in public, the closeReopen privilege (3,000 reputation, admins); in
 * a team (issue 33), its owner and admins, whose say it is there (public reputation is not
 * the team's, and team reputation unlocks nothing).
 */
async function mayCloseOrReopen(trx: Db, actor: AuthUser, teamId: string | null) {
  if (teamId === null) return requirePrivilege(actor, 'closeReopen');
  const role = await memberRole(trx, teamId, actor.id);
  if (!role || !canManageTeam(role)) throw forbidden(TEAM_MESSAGES.teamAdminsOnly);
}

/**
 * Closes the question `id` as a duplicate of `duplicateOf` (issue 16): the closeReopen
 * privilege (3,000 reputation, admins), 404 for a missing question or original (or one of
 * another team, or of the public when the question is a team's), 409 when it is already closed. A closed question refuses answers and links to its original.
 */
export async function closeQuestion(
  deps: AppDeps,
  actor: AuthUser,
  id: string,
  body: CloseQuestionBody,
): Promise<Question> {
  if (body.duplicateOf === id) throw badRequest(MESSAGES.duplicateOfItself);
  await deps.db.transaction().execute(async (trx) => {
    const rows = await lockQuestions(deps, trx, [id, body.duplicateOf]);
    const question = rows.find((row) => row.id === id);
    // Missing first, then the privilege: a missing question answers as a team's does to an
    // outsider (404), whoever asks (issue 33).
    if (!question) throw notFound(MESSAGES.questionNotFound);
    await mayCloseOrReopen(trx, actor, question.teamId);
    // The original is in the same place (issue 33): a public question never links a team's,
    // whose title its banner would show, and a team's links only its own.
    const original = rows.find((row) => row.id === body.duplicateOf);
    if (!original || original.teamId !== question.teamId) throw notFound(MESSAGES.originalNotFound);
    if (question.duplicateOf !== null) throw conflict(MESSAGES.alreadyClosed);
    await trx
      .updateTable('questions')
      .set({ duplicateOf: body.duplicateOf, closedBy: actor.id, closedOn: nowIso() })
      .where('id', '=', id)
      .execute();
    await logAction(trx, {
      actor,
      action: 'question-closed',
      target: { kind: 'question', id },
      targetUser: { id: question.userId },
      teamId: question.teamId,
      reason: 'duplicate',
      details: { duplicateOf: body.duplicateOf },
    });
  });
  return getQuestion(deps, id);
}

/** Reopens a question closed as a duplicate: the same privilege; 409 when it is open. */
export async function reopenQuestion(
  deps: AppDeps,
  actor: AuthUser,
  id: string,
): Promise<Question> {
  await deps.db.transaction().execute(async (trx) => {
    const [question] = await lockQuestions(deps, trx, [id]);
    if (!question) throw notFound(MESSAGES.questionNotFound);
    await mayCloseOrReopen(trx, actor, question.teamId);
    if (question.duplicateOf === null) throw conflict(MESSAGES.notClosed);
    await trx
      .updateTable('questions')
      .set({ duplicateOf: null, closedBy: null, closedOn: null })
      .where('id', '=', id)
      .execute();
    await logAction(trx, {
      actor,
      action: 'question-reopened',
      target: { kind: 'question', id },
      targetUser: { id: question.userId },
      teamId: question.teamId,
    });
  });
  return getQuestion(deps, id);
}
