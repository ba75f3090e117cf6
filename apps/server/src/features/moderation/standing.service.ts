import {
  MESSAGES,
  MODERATION_MESSAGES,
  type ModerationStanding,
  type SuspendBody,
} from '@stackhive/shared';
import type { AuthUser } from '../../core/actor.js';
import type { AppDeps } from '../../core/app-context.js';
import { badRequest, conflict, forbidden, notFound } from '../../core/errors.js';
import { toBool } from '../../db/convert.js';
import type { Db } from '../../db/database.js';
import {
  isAdmin,
  isModeratorRow,
  runningSuspension,
  userRowIn,
  type UserRow,
} from '../users/users.service.js';
import { logAction } from './audit-log.repository.js';
import { isModeratorOrAdmin, maySuspend } from './moderation.policy.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * An account's standing (issue 34): the moderator role, which admins grant and revoke, and
 * suspensions, which moderators set and lift. Each change and its audit-log entry are written
 * in one transaction; the account's next request sees it (AuthUser is read on every request).
 */

async function targetOf(trx: Db, userId: string): Promise<UserRow> {
  const row = await userRowIn(trx, userId);
  if (!row) throw notFound(MESSAGES.userNotFound);
  return row;
}

/** Sets the role; false when it was already so (two admins at once log it once). */
async function setModerator(trx: Db, userId: string, value: 0 | 1): Promise<boolean> {
  const result = await trx
    .updateTable('users')
    .set({ isModerator: value })
    .where('id', '=', userId)
    .where('isModerator', '=', value === 1 ? 0 : 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

function standingOf(deps: AppDeps, row: UserRow) {
  return { id: row.id, isAdmin: isAdmin(deps, row), isModerator: isModeratorRow(row) };
}

function present(
  deps: AppDeps,
  message: string,
  row: UserRow,
  changes: Partial<Pick<UserRow, 'isModerator' | 'suspendedUntil'>>,
): ModerationStanding {
  const after = { ...row, ...changes };
  return {
    message,
    userId: row.id,
    moderator: isModeratorRow(after),
    suspendedUntil: runningSuspension(after, deps.clock()),
  };
}

/**
 * Admins give the moderator role to a verified account (`grant`) or take it back. Doing it
 * again changes nothing and logs nothing.
 */
export async function setModeratorRole(
  deps: AppDeps,
  actor: AuthUser,
  userId: string,
  grant: boolean,
): Promise<ModerationStanding> {
  if (!actor.isAdmin) throw forbidden(MESSAGES.adminOnly);
  const at = new Date(deps.clock()).toISOString();
  return deps.db.transaction().execute(async (trx) => {
    const row = await targetOf(trx, userId);
    if (grant && !toBool(row.emailVerified))
      throw badRequest(MODERATION_MESSAGES.moderatorNeedsVerified);
    if (grant && isAdmin(deps, row)) throw conflict(MODERATION_MESSAGES.adminIsModerator);
    const value = grant ? 1 : 0;
    if (await setModerator(trx, userId, value)) {
      const action = grant ? 'moderator-granted' : 'moderator-revoked';
      await logAction(trx, { actor, action, targetUser: { id: row.id, name: row.name } }, at);
    }
    const message = grant
      ? MODERATION_MESSAGES.moderatorGranted
      : MODERATION_MESSAGES.moderatorRevoked;
    return present(deps, message, row, { isModerator: value });
  });
}

/** The suspended account, for the mail that tells them. */
export interface Suspended {
  standing: ModerationStanding;
  email: string;
  name: string;
}

/**
 * Suspends an account for `days` whole days from now (a running suspension is replaced:
 * lengthened or shortened). A moderator's or admin's alone; see maySuspend for whom.
 */
export async function suspend(
  deps: AppDeps,
  actor: AuthUser,
  userId: string,
  body: SuspendBody,
): Promise<Suspended> {
  if (!isModeratorOrAdmin(actor)) throw forbidden(MODERATION_MESSAGES.moderatorsOnly);
  const now = deps.clock();
  const at = new Date(now).toISOString();
  const until = new Date(now + body.days * DAY_MS).toISOString();
  return deps.db.transaction().execute(async (trx) => {
    const row = await targetOf(trx, userId);
    const allowed = maySuspend(actor, standingOf(deps, row));
    if (allowed !== true) throw forbidden(allowed);
    await trx
      .updateTable('users')
      .set({ suspendedUntil: until, suspensionReason: body.reason, suspendedBy: actor.id })
      .where('id', '=', userId)
      .execute();
    await logAction(
      trx,
      {
        actor,
        action: 'user-suspended',
        targetUser: { id: row.id, name: row.name },
        reason: body.reason,
        details: { days: body.days, until },
      },
      at,
    );
    const standing = present(deps, MODERATION_MESSAGES.userSuspended, row, {
      suspendedUntil: until,
    });
    return { standing, email: row.email, name: row.name };
  });
}

/** Ends a running suspension now (409 when there is none). */
export async function liftSuspension(
  deps: AppDeps,
  actor: AuthUser,
  userId: string,
): Promise<ModerationStanding> {
  if (!isModeratorOrAdmin(actor)) throw forbidden(MODERATION_MESSAGES.moderatorsOnly);
  const at = new Date(deps.clock()).toISOString();
  return deps.db.transaction().execute(async (trx) => {
    const row = await targetOf(trx, userId);
    const allowed = maySuspend(actor, standingOf(deps, row));
    if (allowed !== true) throw forbidden(allowed);
    if (runningSuspension(row, deps.clock()) === null)
      throw conflict(MODERATION_MESSAGES.notSuspended);
    await trx
      .updateTable('users')
      .set({ suspendedUntil: null, suspensionReason: null, suspendedBy: null })
      .where('id', '=', userId)
      .execute();
    const targetUser = { id: row.id, name: row.name };
    await logAction(trx, { actor, action: 'suspension-lifted', targetUser }, at);
    return present(deps, MODERATION_MESSAGES.suspensionLifted, row, { suspendedUntil: null });
  });
}
