import type { AddFriendBody, Page, PublicUser, SelfUser, UpdateUserBody } from '@stackhive/shared';
import { MESSAGES } from '@stackhive/shared';
import type { AppDeps, AuthUser } from '../../app-context.js';
import { toBool } from '../../db/convert.js';
import { decodeCursor, isIdString, toPage } from '../../infra/cursor.js';
import { badRequest, forbidden, notFound } from '../../plugins/errors.js';
import { canEditUser } from './users.policy.js';
import { presentPublicUser, presentSelfUser } from './users.presenter.js';
import * as users from './users.repository.js';

/**
 * Admins: users flagged in the database, and the addresses listed in ADMIN_EMAILS once their
 * owner has proved the address (so nobody gets the role by signing up with it first).
 */
export function isAdmin(
  deps: AppDeps,
  row: Pick<users.UserRow, 'email' | 'isAdmin' | 'emailVerified'>,
): boolean {
  return (
    toBool(row.isAdmin) ||
    (toBool(row.emailVerified) && deps.config.adminEmails.includes(row.email))
  );
}

/** The signed-in user's own record with their friends list. */
export async function getSelf(deps: AppDeps, userId: string): Promise<SelfUser> {
  const row = await users.findUserById(deps.db, userId);
  if (!row) throw notFound(MESSAGES.userNotFound);
  const friends = await users.friendsOf(deps.db, [row.id]);
  return presentSelfUser(row, friends.get(row.id) ?? [], isAdmin(deps, row));
}

export async function getPublicUser(deps: AppDeps, userId: string): Promise<PublicUser> {
  const row = await users.findUserById(deps.db, userId);
  if (!row) throw notFound(MESSAGES.userNotFound);
  const friends = await users.friendsOf(deps.db, [row.id]);
  return presentPublicUser(row, friends.get(row.id) ?? []);
}

const isIdCursor = (value: unknown): value is { after: string } =>
  typeof value === 'object' && value !== null && isIdString((value as { after?: unknown }).after);

/** Public users for rows: friends of the whole page from one query. */
export async function presentUserRows(deps: AppDeps, rows: users.UserRow[]): Promise<PublicUser[]> {
  const friends = await users.friendsOf(
    deps.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => presentPublicUser(row, friends.get(row.id) ?? []));
}

export function usersByIds(deps: AppDeps, ids: readonly string[]): Promise<users.UserRow[]> {
  return users.usersByIds(deps.db, ids);
}

/** A page of users in joining order; friends for the whole page come from one query. */
export async function listPublicUsers(
  deps: AppDeps,
  page: { limit: number; cursor?: string | undefined },
): Promise<Page<PublicUser>> {
  const after = decodeCursor(page.cursor, isIdCursor)?.after;
  const [rows, total] = await Promise.all([
    users.listUsers(deps.db, page.limit + 1, after),
    users.countUsers(deps.db),
  ]);
  return toPage(
    rows,
    page.limit,
    total,
    (pageRows) => presentUserRows(deps, pageRows),
    (last) => ({ after: last.id }),
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
  await users.updateProfile(deps.db, userId, { name: body.name, about: body.about, tags });
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
  await deps.db.transaction().execute(async (trx) => {
    await users.lockUser(trx, deps.engine, userId);
    await users.replaceFollows(trx, userId, followeeIds);
  });
  return getSelf(deps, userId);
}
