import {
  ABUSE_REASONS,
  canManageTeam,
  FLAG_MESSAGES,
  hasPrivilege,
  MESSAGES,
  TEAM_MESSAGES,
  type CreateFlagBody,
  type DecideFlagBody,
  type Flag,
} from '@stackhive/shared';
import type { AuthUser } from '../../core/actor.js';
import type { AppDeps } from '../../core/app-context.js';
import { badRequest, conflict, forbidden, notFound } from '../../core/errors.js';
import type { Db } from '../../db/database.js';
import { newId } from '../../db/ids.js';
import { memberRole } from '../teams/index.js';
import { reputationOfSpam } from '../reputation/index.js';
import { logAction } from './audit-log.repository.js';
import { findFlagItem, type FlagItem } from './flag-targets.repository.js';
import * as flags from './flags.repository.js';
import { presentFlag } from './flags.presenter.js';
import { isModeratorOrAdmin } from './moderation.policy.js';
import { deleteFlagged } from './flag-deletes.js';
import { flagPost, unflagPost } from '../community/index.js';

/** What a flag or a decision changed that the public sees (so caches are retired). */
export interface FlagOutcome {
  flag: Flag;
  changedPublic: boolean;
}

/**
 * The item a flag names, as the actor may see it: a team's item is a missing one to anyone
 * outside the team, as everywhere (DECISIONS 33).
 */
async function visibleItem(
  deps: AppDeps,
  actor: AuthUser,
  body: { target: Flag['target']['kind']; id: string },
) {
  const item = await findFlagItem(deps.db, body.target, body.id);
  if (!item || (item.teamId && !(await memberRole(deps.db, item.teamId, actor.id))))
    throw notFound(FLAG_MESSAGES.targetNotFound);
  return item;
}

/** A duplicate flag names another question in the same place (public, or the same team). */
async function checkDuplicate(deps: AppDeps, item: FlagItem, duplicateOf: string | undefined) {
  if (duplicateOf === undefined) return;
  if (duplicateOf === item.id) throw badRequest(MESSAGES.duplicateOfItself);
  const original = await findFlagItem(deps.db, 'question', duplicateOf);
  if (!original || original.teamId !== item.teamId) throw notFound(MESSAGES.originalNotFound);
}

/**
 * Raises a flag (issue 34): once per user and item (409), never on one's own post (400). A
 * post's flag also counts as its report (DECISIONS 29: enough of them hide it), and a
 * moderator's spam or abuse flag hides it at once.
 */
export async function raiseFlag(
  deps: AppDeps,
  actor: AuthUser,
  body: CreateFlagBody,
): Promise<FlagOutcome> {
  const item = await visibleItem(deps, actor, body);
  if (item.ownerId === actor.id) throw badRequest(FLAG_MESSAGES.flagOwn);
  await checkDuplicate(deps, item, body.duplicateOf);
  const row = {
    id: newId(),
    targetKind: item.kind,
    targetId: item.id,
    questionId: item.questionId,
    postId: item.postId,
    teamId: item.teamId,
    ownerId: item.ownerId,
    userId: actor.id,
    reason: body.reason,
    note: body.note || null,
    duplicateOf: body.duplicateOf ?? null,
    createdOn: new Date(deps.clock()).toISOString(),
  };
  let changedPublic = false;
  await deps.db.transaction().execute(async (trx) => {
    if (item.kind === 'post') {
      const hides = isModeratorOrAdmin(actor) && ABUSE_REASONS.includes(body.reason);
      const result = await flagPost(deps, trx, row, hides);
      if (!result.inserted) throw conflict(FLAG_MESSAGES.alreadyFlagged);
      changedPublic = result.hidden;
    } else if (!(await flags.insertFlag(trx, row))) {
      throw conflict(FLAG_MESSAGES.alreadyFlagged);
    }
  });
  const stored = await flags.findFlag(deps.db, row.id);
  return { flag: presentFlag(stored!), changedPublic };
}

/**
 * Stack Overflow's rule (issue 34): the author of a public question or answer confirmed as
 * spam or abuse loses 100 reputation. Not for a team's posts (no public reputation moves
 * there), nor comments and community posts (they earn none).
 */
function spamPenalty(
  deps: AppDeps,
  trx: Db,
  actor: AuthUser,
  flag: flags.FlagRow,
  at: string,
): Promise<string[]> {
  const onPost = flag.targetKind === 'question' || flag.targetKind === 'answer';
  if (!onPost || flag.teamId !== null || !flag.ownerId || !flag.questionId)
    return Promise.resolve([]);
  const penalty = {
    userId: flag.ownerId,
    postId: flag.targetId,
    questionId: flag.questionId,
    actorId: actor.id,
  };
  return reputationOfSpam(trx, deps.engine, penalty, at);
}

/**
 * Who decides a flag: a team's owner and admins for its items (anyone else: no such flag);
 * in public, reviewers (reviewQueues), moderators and admins. Nobody decides their own.
 */
async function mayDecide(deps: AppDeps, actor: AuthUser, flag: flags.FlagRow) {
  if (flag.teamId !== null) {
    const role = await memberRole(deps.db, flag.teamId, actor.id);
    if (!role) throw notFound(FLAG_MESSAGES.flagNotFound);
    if (!canManageTeam(role)) throw forbidden(TEAM_MESSAGES.teamAdminsOnly);
    return { moderates: true };
  }
  if (!hasPrivilege(actor, 'reviewQueues')) throw forbidden(FLAG_MESSAGES.reviewersOnly);
  return { moderates: isModeratorOrAdmin(actor) };
}

/**
 * Decides a waiting flag (409 once decided, also under a race). Helpful on spam or abuse
 * deletes the item (moderators, or a team's admins in their team): its waiting flags are
 * settled with it. Declining a post's flag withdraws its report, and the post shows again
 * when too few reports are left to hide it.
 */
export async function decide(
  deps: AppDeps,
  actor: AuthUser,
  id: string,
  body: DecideFlagBody,
): Promise<FlagOutcome> {
  const flag = await flags.findFlag(deps.db, id);
  if (!flag) throw notFound(FLAG_MESSAGES.flagNotFound);
  const { moderates } = await mayDecide(deps, actor, flag);
  if (flag.userId === actor.id) throw forbidden(FLAG_MESSAGES.decideOwn);
  if (flag.status !== 'pending') throw conflict(FLAG_MESSAGES.alreadyDecided);
  const at = new Date(deps.clock()).toISOString();
  const note = body.note || null;
  const entry = {
    actor,
    action: body.decision === 'helpful' ? ('flag-helpful' as const) : ('flag-declined' as const),
    target: { kind: flag.targetKind, id: flag.targetId },
    targetUser: flag.ownerId ? { id: flag.ownerId } : undefined,
    teamId: flag.teamId,
    reason: flag.reason,
    details: { flagId: flag.id, ...(note ? { note } : {}) },
  };
  const deletes =
    body.decision === 'helpful' &&
    ABUSE_REASONS.includes(flag.reason as (typeof ABUSE_REASONS)[number]);
  if (deletes) {
    if (!moderates) throw forbidden(FLAG_MESSAGES.moderatorDeletes);
    await deleteFlagged(deps, actor, flag, {
      before: async (trx: Db) => {
        if (!(await flags.decideFlag(trx, flag.id, { status: 'helpful', by: actor.id, at, note })))
          throw conflict(FLAG_MESSAGES.alreadyDecided);
        const item = { kind: flag.targetKind, id: flag.targetId };
        await flags.settleDeleted(trx, item, ABUSE_REASONS, { by: actor.id, at });
        await logAction(trx, entry, at);
      },
      after: (trx: Db) => spamPenalty(deps, trx, actor, flag, at),
    });
    return { flag: presentFlag((await flags.findFlag(deps.db, id))!), changedPublic: true };
  }
  let changedPublic = false;
  await deps.db.transaction().execute(async (trx) => {
    const status = body.decision;
    if (!(await flags.decideFlag(trx, flag.id, { status, by: actor.id, at, note })))
      throw conflict(FLAG_MESSAGES.alreadyDecided);
    if (status === 'declined' && flag.targetKind === 'post' && flag.userId)
      changedPublic = await unflagPost(deps, trx, flag.targetId, flag.userId);
    await logAction(trx, entry, at);
  });
  return { flag: presentFlag((await flags.findFlag(deps.db, id))!), changedPublic };
}
