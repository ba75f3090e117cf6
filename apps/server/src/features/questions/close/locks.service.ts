import {
  canManageTeam,
  MESSAGES,
  MODERATION_MESSAGES,
  TEAM_MESSAGES,
  type Question,
} from '@stackhive/shared';
import type { AuthUser } from '../../../core/actor.js';
import type { AppDeps } from '../../../core/app-context.js';
import { badRequest, conflict, forbidden, notFound } from '../../../core/errors.js';
import type { Db } from '../../../db/database.js';
import { forUpdateOnPostgres } from '../../../db/lock.js';
import { isModeratorOrAdmin, logAction } from '../../moderation/index.js';
import { memberRole } from '../../teams/index.js';
import { getQuestion } from '../questions/questions.service.js';

/**
 * Locks and protection (issue 34). A moderator locks a question with a reason (no answers,
 * comments, votes or edits: the question gate refuses them) or protects it (answers need the
 * answerProtected privilege). In a team, its owner and admins lock; a team's questions need
 * no protection (only members answer them). Each change is in the audit log.
 */

async function lockedRow(deps: AppDeps, trx: Db, id: string) {
  const query = trx
    .selectFrom('questions')
    .select(['id', 'userId', 'teamId', 'lockedOn', 'protectedOn'])
    .where('id', '=', id);
  const row = await forUpdateOnPostgres(query, deps.engine).executeTakeFirst();
  if (!row) throw notFound(MESSAGES.questionNotFound);
  return row;
}

async function mayModerate(trx: Db, actor: AuthUser, teamId: string | null) {
  if (teamId === null) {
    if (!isModeratorOrAdmin(actor)) throw forbidden(MODERATION_MESSAGES.moderatorsOnly);
    return;
  }
  const role = await memberRole(trx, teamId, actor.id);
  if (!role || !canManageTeam(role)) throw forbidden(TEAM_MESSAGES.teamAdminsOnly);
}

/** Locks the question with `reason` (`reason` null: unlocks it). 409 when already so. */
export async function setLock(
  deps: AppDeps,
  actor: AuthUser,
  id: string,
  reason: string | null,
): Promise<Question> {
  const at = new Date(deps.clock()).toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const row = await lockedRow(deps, trx, id);
    await mayModerate(trx, actor, row.teamId);
    if (reason !== null && row.lockedOn !== null) throw conflict(MODERATION_MESSAGES.alreadyLocked);
    if (reason === null && row.lockedOn === null) throw conflict(MODERATION_MESSAGES.notLocked);
    await trx
      .updateTable('questions')
      .set(
        reason === null
          ? { lockedOn: null, lockedBy: null, lockReason: null }
          : { lockedOn: at, lockedBy: actor.id, lockReason: reason },
      )
      .where('id', '=', id)
      .execute();
    await logAction(
      trx,
      {
        actor,
        action: reason === null ? 'question-unlocked' : 'question-locked',
        target: { kind: 'question', id },
        targetUser: { id: row.userId },
        teamId: row.teamId,
        reason,
      },
      at,
    );
  });
  return getQuestion(deps, id);
}

/** Protects the question (`on`) or lifts it; 409 when already so. */
export async function setProtection(
  deps: AppDeps,
  actor: AuthUser,
  id: string,
  on: boolean,
): Promise<Question> {
  const at = new Date(deps.clock()).toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const row = await lockedRow(deps, trx, id);
    await mayModerate(trx, actor, row.teamId);
    if (row.teamId !== null) throw badRequest(MODERATION_MESSAGES.protectTeam);
    if (on && row.protectedOn !== null) throw conflict(MODERATION_MESSAGES.alreadyProtected);
    if (!on && row.protectedOn === null) throw conflict(MODERATION_MESSAGES.notProtected);
    await trx
      .updateTable('questions')
      .set(
        on ? { protectedOn: at, protectedBy: actor.id } : { protectedOn: null, protectedBy: null },
      )
      .where('id', '=', id)
      .execute();
    await logAction(
      trx,
      {
        actor,
        action: on ? 'question-protected' : 'question-unprotected',
        target: { kind: 'question', id },
        targetUser: { id: row.userId },
      },
      at,
    );
  });
  return getQuestion(deps, id);
}
