import type {
  AddFriendBody,
  Page,
  PublicUser,
  SelfUser,
  UpdateUserBody,
  UserListQuery,
  UserSort,
} from '@stackhive/shared';
import { MESSAGES } from '@stackhive/shared';
import type { AppDeps } from '../../core/app-context.js';
import type { Db } from '../../db/database.js';
import type { AuthUser } from '../../core/actor.js';
import { toBool } from '../../db/convert.js';
import { decodeCursor, isIdString, toPage } from '../../lib/cursor.js';
import { badRequest, forbidden, notFound } from '../../core/errors.js';
import { canEditUser } from './users.policy.js';
import {
  isModeratorRow,
  presentPublicUser,
  presentSelfUser,
  runningSuspension,
} from './users.presenter.js';
import * as users from './users.repository.js';
import { announce, notifyFollows } from '../notifications/index.js';
import { awardBadges, badgeRules, holders } from '../badges/index.js';

/**
 * Admins (DECISIONS 25): a verified email and either the database's flag (the demo admin's)
 * or an address in ADMIN_EMAILS. Neither grants the role before the owner proved the address:
 * the demo admin's password is public (issue 30), and nobody may sign up first with a listed one.
 */
export function isAdmin(
  deps: AppDeps,
  row: Pick<users.UserRow, 'email' | 'isAdmin' | 'emailVerified'>,
): boolean {
  return (
    toBool(row.emailVerified) &&
    (toBool(row.isAdmin) || deps.config.adminEmails.includes(row.email))
  );
}

/**
 * The signed-in user a token names, or null for a user since deleted or a token issued
 * before their last password reset (which raises the token version).
 */
export async function actorFor(
  deps: AppDeps,
  userId: string,
  tokenVersion: number,
): Promise<AuthUser | null> {
  const row = await users.findUserById(deps.db, userId);
  if (!row || row.tokenVersion !== tokenVersion) return null;
  const suspendedUntil = runningSuspension(row, deps.clock());
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    isAdmin: isAdmin(deps, row),
    // A suspended moderator acts as nobody special until the suspension ends (issue 34).
    isModerator: suspendedUntil === null && isModeratorRow(row),
    suspendedUntil,
    reputation: row.reputation,
    tokenVersion: row.tokenVersion,
  };
}

/**
 * Whether a session of `userId` at `tokenVersion` still lives (the user exists and has not
 * reset their password since): actorFor's check, reading one column by primary key.
 */
export async function sessionLives(
  deps: AppDeps,
  userId: string,
  tokenVersion: number,
): Promise<boolean> {
  return (await users.findTokenVersion(deps.db, userId)) === tokenVersion;
}

/** Issue 34 (moderation): a user's standing, as the profile shows it. */
export { isModeratorRow, runningSuspension } from './users.presenter.js';
export type { UserRow } from './users.repository.js';

/** A user's row read in the caller's transaction (a role or suspension change). */
export function userRowIn(db: Db, id: string): Promise<users.UserRow | undefined> {
  return users.findUserById(db, id);
}

/** A user's whole row (password hash included: sign-in needs it), or undefined. */
export function userById(deps: AppDeps, id: string): Promise<users.UserRow | undefined> {
  return users.findUserById(deps.db, id);
}

export function userByEmail(deps: AppDeps, email: string): Promise<users.UserRow | undefined> {
  return users.findUserByEmail(deps.db, email);
}

/** A new account, counted in the stored total of users, in one transaction. */
export function createUser(
  deps: AppDeps,
  values: { name: string; email: string; passwordHash: string },
): Promise<users.UserRow> {
  return deps.db.transaction().execute((trx) => users.insertUser(trx, values));
}

/** The signed-in user's own record with their friends list. */
export async function getSelf(deps: AppDeps, userId: string): Promise<SelfUser> {
  const row = await users.findUserById(deps.db, userId);
  if (!row) throw notFound(MESSAGES.userNotFound);
  const friends = await users.friendsOf(deps.db, [row.id]);
  return presentSelfUser(row, friends.get(row.id) ?? [], isAdmin(deps, row), deps.clock());
}

export async function getPublicUser(deps: AppDeps, userId: string): Promise<PublicUser> {
  const row = await users.findUserById(deps.db, userId);
  if (!row) throw notFound(MESSAGES.userNotFound);
  const friends = await users.friendsOf(deps.db, [row.id]);
  return presentPublicUser(row, friends.get(row.id) ?? [], deps.clock());
}

/** The cursor of a user list: the last id, and its reputation in the reputation order. */
const userCursorCheck =
  (sort: UserSort) =>
  (value: unknown): value is { after: string; reputation?: number } => {
    if (typeof value !== 'object' || value === null) return false;
    const { after, reputation } = value as { after?: unknown; reputation?: unknown };
    if (!isIdString(after)) return false;
    return sort === 'joined' || (Number.isSafeInteger(reputation) && (reputation as number) >= 0);
  };

/** Public users for rows: friends of the whole page from one query. */
export async function presentUserRows(deps: AppDeps, rows: users.UserRow[]): Promise<PublicUser[]> {
  const friends = await users.friendsOf(
    deps.db,
    rows.map((row) => row.id),
  );
  const now = deps.clock();
  return rows.map((row) => presentPublicUser(row, friends.get(row.id) ?? [], now));
}

export function usersByIds(deps: AppDeps, ids: readonly string[]): Promise<users.UserRow[]> {
  return users.usersByIds(deps.db, ids);
}

/**
 * A page of users in joining order or by reputation (issue 16); friends for the whole page
 * come from one query.
 */
export async function listPublicUsers(
  deps: AppDeps,
  query: UserListQuery,
): Promise<Page<PublicUser>> {
  const cursor = decodeCursor(query.cursor, userCursorCheck(query.sort));
  const after = cursor && { id: cursor.after, reputation: cursor.reputation };
  const [rows, total] = await Promise.all([
    users.listUsers(deps.db, query.sort, query.limit + 1, after),
    users.countUsers(deps.db),
  ]);
  return toPage(
    rows,
    query.limit,
    total,
    (pageRows) => presentUserRows(deps, pageRows),
    (last) =>
      query.sort === 'reputation'
        ? { after: last.id, reputation: last.reputation }
        : { after: last.id },
  );
}

/** Name, about and watched tags; an empty tag list keeps the previous tags (spec 5). */
export async function updateUser(
  deps: AppDeps,
  actor: AuthUser,
  userId: string,
  body: UpdateUserBody,
): Promise<SelfUser> {
  const row = await users.findUserById(deps.db, userId);
  if (!row) throw notFound(MESSAGES.userNotFound);
  if (!canEditUser(actor, userId)) throw forbidden();
  const tags = body.tags.length > 0 ? body.tags : (JSON.parse(row.tags) as string[]);
  const awarded = await deps.db.transaction().execute(async (trx) => {
    await users.updateProfile(trx, userId, { name: body.name, about: body.about, tags });
    return awardBadges(trx, deps.engine, badgeRules.profileBadges(userId, body.about));
  });
  announce(deps, holders(awarded));
  return getSelf(deps, userId);
}

/** Replaces the follow list with the given friends (the spec's addFriend call). */
export async function setFriends(
  deps: AppDeps,
  actor: AuthUser,
  userId: string,
  body: AddFriendBody,
): Promise<SelfUser> {
  const exists = await users.findUserById(deps.db, userId);
  if (!exists) throw notFound(MESSAGES.userNotFound);
  if (!canEditUser(actor, userId)) throw forbidden();
  const followeeIds = [...new Set(body.friends.map((friend) => friend.userId))];
  if (followeeIds.includes(userId)) throw badRequest(MESSAGES.cannotFollowSelf);
  const found = await users.existingUserIds(deps.db, followeeIds);
  const missing = followeeIds.find((id) => !found.has(id));
  if (missing) throw badRequest(`friends: no user with id ${missing}`);
  const notified = await deps.db.transaction().execute(async (trx) => {
    await users.lockUser(trx, deps.engine, userId);
    const followed = await users.replaceFollows(trx, userId, followeeIds);
    return notifyFollows(trx, userId, followed);
  });
  announce(deps, notified);
  return getSelf(deps, userId);
}
