import { sql, type Selectable } from 'kysely';
import { REPUTATION, type Friend, type UserSort } from '@stackhive/shared';
import type { Db, Engine } from '../../db/database.js';
import { nowIso } from '../../db/convert.js';
import { COUNTERS, bumpCounters, readCounter } from '../../db/counters.js';
import { newId } from '../../db/ids.js';
import type { UsersTable } from '../../db/schema.js';
import { lockOnPostgres } from '../../db/lock.js';

const USER_COLUMNS = [
  'id',
  'name',
  'email',
  'passwordHash',
  'about',
  'tags',
  'joinedOn',
  'tokenVersion',
  'isAdmin',
  'emailVerified',
  'reputation',
  'goldBadges',
  'silverBadges',
  'bronzeBadges',
  'isModerator',
  'suspendedUntil',
] as const;

export type UserRow = Pick<Selectable<UsersTable>, (typeof USER_COLUMNS)[number]>;

/** Inserts a user and counts them in the stored total: call it inside a transaction. */
export async function insertUser(
  db: Db,
  values: { name: string; email: string; passwordHash: string },
): Promise<UserRow> {
  const row = {
    id: newId(),
    name: values.name,
    email: values.email,
    passwordHash: values.passwordHash,
    about: '',
    tags: '[]',
    joinedOn: nowIso(),
    tokenVersion: 0,
    isAdmin: 0 as const,
    emailVerified: 0 as const,
  };
  await db.insertInto('users').values(row).execute();
  await bumpCounters(db, [COUNTERS.users], 1);
  return {
    ...row,
    reputation: REPUTATION.floor,
    goldBadges: 0,
    silverBadges: 0,
    bronzeBadges: 0,
    isModerator: 0,
    suspendedUntil: null,
  };
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').select(USER_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** A user's token version alone (undefined: no such user): whether a session still lives. */
export async function findTokenVersion(db: Db, id: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('users')
    .select('tokenVersion')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.tokenVersion;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').select(USER_COLUMNS).where('email', '=', email).executeTakeFirst();
}

/** Where the next page of users starts: the last user's id, and reputation when so sorted. */
export interface UserListPosition {
  id: string;
  reputation?: number | undefined;
}

/**
 * One page of users after `after` (keyset): in joining order (ids are time-sorted), or by
 * reputation, highest first, read backwards along users_reputation_idx (reputation, id).
 */
export async function listUsers(
  db: Db,
  sort: UserSort,
  limit: number,
  after: UserListPosition | undefined,
): Promise<UserRow[]> {
  let query = db.selectFrom('users').select(USER_COLUMNS).limit(limit);
  if (sort === 'reputation') {
    query = query.orderBy('reputation', 'desc').orderBy('id', 'desc');
    if (after)
      query = query.where(sql<boolean>`(reputation, id) < (${after.reputation ?? 0}, ${after.id})`);
    return query.execute();
  }
  query = query.orderBy('id');
  if (after) query = query.where('id', '>', after.id);
  return query.execute();
}

/** Users by id, in the order of `ids`. */
export async function usersByIds(db: Db, ids: readonly string[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('users').select(USER_COLUMNS).where('id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is UserRow => row !== undefined);
}

/** The stored total (migration 009): a user list page never counts the whole table. */
export async function countUsers(db: Db): Promise<number> {
  return readCounter(db, COUNTERS.users);
}

export async function updateProfile(
  db: Db,
  id: string,
  values: { name: string; about: string; tags: string[] },
): Promise<void> {
  await db
    .updateTable('users')
    .set({ name: values.name, about: values.about, tags: JSON.stringify(values.tags) })
    .where('id', '=', id)
    .execute();
}

/** The followed users of each given follower, in the order they were added, with current names. */
export async function friendsOf(
  db: Db,
  followerIds: readonly string[],
): Promise<Map<string, Friend[]>> {
  const friends = new Map<string, Friend[]>(followerIds.map((id) => [id, []]));
  if (followerIds.length === 0) return friends;
  const rows = await db
    .selectFrom('follows')
    .innerJoin('users', 'users.id', 'follows.followeeId')
    .select(['follows.followerId', 'follows.followeeId', 'users.name'])
    .where('follows.followerId', 'in', followerIds)
    .orderBy('follows.followerId')
    .orderBy('follows.position')
    .execute();
  for (const row of rows)
    friends.get(row.followerId)?.push({ userId: row.followeeId, userName: row.name });
  return friends;
}

/** The ids among `ids` that belong to existing users. */
export async function existingUserIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('users').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((row) => row.id));
}

/**
 * Makes the follower's follow rows exactly `followeeIds`, in that order: removes those no
 * longer listed, inserts the new ones in one statement, and touches a kept row only when its
 * position changed (following one more user is one insert). Runs in the caller's transaction;
 * answers whom the follower newly follows.
 */
export async function replaceFollows(
  db: Db,
  followerId: string,
  followeeIds: readonly string[],
): Promise<string[]> {
  const current = await db
    .selectFrom('follows')
    .select(['followeeId', 'position'])
    .where('followerId', '=', followerId)
    .execute();
  const wanted = new Map(followeeIds.map((id, position) => [id, position]));
  const stale = current.filter((row) => !wanted.has(row.followeeId)).map((row) => row.followeeId);
  if (stale.length > 0) {
    await db
      .deleteFrom('follows')
      .where('followerId', '=', followerId)
      .where('followeeId', 'in', stale)
      .execute();
  }
  const kept = new Map(current.map((row) => [row.followeeId, row.position]));
  for (const [followeeId, position] of wanted) {
    if (kept.has(followeeId) && kept.get(followeeId) !== position) {
      await db
        .updateTable('follows')
        .set({ position })
        .where('followerId', '=', followerId)
        .where('followeeId', '=', followeeId)
        .execute();
    }
  }
  const now = nowIso();
  const added = [...wanted]
    .filter(([followeeId]) => !kept.has(followeeId))
    .map(([followeeId, position]) => ({ followerId, followeeId, position, createdAt: now }));
  // Chunked so a long list stays under SQLite's bound-parameter limit.
  for (let start = 0; start < added.length; start += 500) {
    await db
      .insertInto('follows')
      .values(added.slice(start, start + 500))
      .execute();
  }
  return added.map((row) => row.followeeId);
}

export async function setAdmin(db: Db, id: string, isAdmin: boolean): Promise<void> {
  await db
    .updateTable('users')
    .set({ isAdmin: isAdmin ? 1 : 0 })
    .where('id', '=', id)
    .execute();
}

/**
 * Locks a user's row until the transaction ends (PostgreSQL; SQLite serialises writes), so
 * two concurrent changes of one follow list run one after the other.
 */
export async function lockUser(db: Db, engine: Engine, id: string): Promise<void> {
  await lockOnPostgres(db.selectFrom('users').select('id').where('id', '=', id), engine);
}
