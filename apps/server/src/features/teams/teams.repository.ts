import { sql } from 'kysely';
import { teamReputation, type TeamRole } from '@stackhive/shared';
import type { Db } from '../../db/database.js';
import { beforeRow } from '../../db/keyset.js';
import type { Position } from '../../lib/cursor.js';

/** A team with the viewer's membership (undefined when the viewer is not a member). */
export interface TeamRow {
  id: string;
  name: string;
  slug: string;
  createdAt: string | Date;
  memberCount: number;
}

export interface MembershipRow extends TeamRow {
  role: TeamRole;
}

const teamColumns = ['t.id', 't.name', 't.slug', 't.createdAt', 't.memberCount'] as const;

/** The team `slug` names with `userId`'s role in it, only when they are a member. */
export async function membershipBySlug(
  db: Db,
  slug: string,
  userId: string,
): Promise<MembershipRow | undefined> {
  const row = await db
    .selectFrom('teams as t')
    .innerJoin('teamMembers as m', (join) =>
      join.onRef('m.teamId', '=', 't.id').on('m.userId', '=', userId),
    )
    .select([...teamColumns, 'm.role'])
    .where('t.slugKey', '=', slug.toLowerCase())
    .executeTakeFirst();
  return row && { ...row, role: row.role as TeamRole };
}

export async function teamById(db: Db, id: string): Promise<TeamRow | undefined> {
  return db.selectFrom('teams as t').select(teamColumns).where('t.id', '=', id).executeTakeFirst();
}

/** Inserts the team and its owner, who is its first member. False when the slug is taken. */
export async function insertTeam(
  db: Db,
  team: { id: string; name: string; slug: string; createdBy: string; createdAt: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto('teams')
    .values({ ...team, slugKey: team.slug.toLowerCase(), memberCount: 1 })
    .onConflict((conflict) => conflict.column('slugKey').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
  await db
    .insertInto('teamMembers')
    .values({ teamId: team.id, userId: team.createdBy, role: 'owner', joinedAt: team.createdAt })
    .execute();
  return true;
}

export async function countTeamsCreatedBy(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('teams')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('createdBy', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A page of `userId`'s teams, the most recently joined first. */
export async function teamsOf(
  db: Db,
  userId: string,
  limit: number,
  after: Position | undefined,
): Promise<(MembershipRow & { joinedAt: string | Date })[]> {
  let query = db
    .selectFrom('teamMembers as m')
    .innerJoin('teams as t', 't.id', 'm.teamId')
    .select([...teamColumns, 'm.role', 'm.joinedAt'])
    .where('m.userId', '=', userId);
  if (after) {
    query = query.where(beforeRow(['m.joined_at', 'm.team_id'], [after.at, after.id]));
  }
  const rows = await query
    .orderBy('m.joinedAt', 'desc')
    .orderBy('m.teamId', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, role: row.role as TeamRole }));
}

export async function countTeamsOf(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('teamMembers')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface MemberRow {
  userId: string;
  name: string;
  role: TeamRole;
  joinedAt: string | Date;
  /** Their reputation in the team (issue 33), from their team posts' votes and accepts. */
  reputation: number;
}

/**
 * What a member's team posts earned (teamReputation's inputs), as three columns: up and down
 * votes on their team questions and answers, and their answers the asker accepted (not their
 * own). Read through the team's indexes for a page of members at a time.
 */
function earnedInTeam() {
  const posts = sql`(select up_votes, down_votes from questions
      where user_id = m.user_id and team_id = m.team_id
    union all select up_votes, down_votes from answers
      where team_id = m.team_id and user_id = m.user_id) p`;
  return [
    sql<number>`(select coalesce(sum(p.up_votes), 0) from ${posts})`.as('up'),
    sql<number>`(select coalesce(sum(p.down_votes), 0) from ${posts})`.as('down'),
    sql<number>`(select count(*) from answers a join questions q on q.accepted_answer_id = a.id
      where a.team_id = m.team_id and a.user_id = m.user_id and q.user_id <> a.user_id)`.as(
      'accepted',
    ),
  ];
}

/** A member's row as read with earnedInTeam's columns. */
function withReputation(row: {
  userId: string;
  name: string;
  role: string;
  joinedAt: string | Date;
  up: unknown;
  down: unknown;
  accepted: unknown;
}): MemberRow {
  const { up, down, accepted, ...member } = row;
  const earned = { up: Number(up), down: Number(down), accepted: Number(accepted) };
  return { ...member, role: row.role as TeamRole, reputation: teamReputation(earned) };
}

/** A page of a team's members in joining order. */
export async function membersOf(
  db: Db,
  teamId: string,
  limit: number,
  after: Position | undefined,
): Promise<MemberRow[]> {
  let query = db
    .selectFrom('teamMembers as m')
    .innerJoin('users as u', 'u.id', 'm.userId')
    .select(['m.userId', 'u.name', 'm.role', 'm.joinedAt'])
    .select(earnedInTeam())
    .where('m.teamId', '=', teamId);
  if (after) {
    // Oldest first: the rows after the position, as a row value both engines read by range.
    query = query.where(sql<boolean>`(m.joined_at, m.user_id) > (${after.at}, ${after.id})`);
  }
  const rows = await query
    .orderBy('m.joinedAt', 'asc')
    .orderBy('m.userId', 'asc')
    .limit(limit)
    .execute();
  return rows.map(withReputation);
}

export async function memberOf(
  db: Db,
  teamId: string,
  userId: string,
): Promise<MemberRow | undefined> {
  const row = await db
    .selectFrom('teamMembers as m')
    .innerJoin('users as u', 'u.id', 'm.userId')
    .select(['m.userId', 'u.name', 'm.role', 'm.joinedAt'])
    .select(earnedInTeam())
    .where('m.teamId', '=', teamId)
    .where('m.userId', '=', userId)
    .executeTakeFirst();
  return row && withReputation(row);
}

export async function memberRole(
  db: Db,
  teamId: string,
  userId: string,
): Promise<TeamRole | undefined> {
  const row = await db
    .selectFrom('teamMembers')
    .select('role')
    .where('teamId', '=', teamId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row?.role as TeamRole | undefined;
}

/**
 * Adds `userId` as a member unless the team is full: the count is raised only while below
 * `limit`, in one statement, so joins at once never pass it. 'full', 'member' (already one:
 * nothing changes) or 'joined'. Runs in the caller's transaction.
 */
export async function addMember(
  db: Db,
  teamId: string,
  userId: string,
  limit: number,
  joinedAt: string,
): Promise<'joined' | 'member' | 'full'> {
  if (await memberRole(db, teamId, userId)) return 'member';
  const raised = await db
    .updateTable('teams')
    .set((eb) => ({ memberCount: eb('memberCount', '+', 1) }))
    .where('id', '=', teamId)
    .where('memberCount', '<', limit)
    .executeTakeFirst();
  if (Number(raised.numUpdatedRows) === 0) return 'full';
  const inserted = await db
    .insertInto('teamMembers')
    .values({ teamId, userId, role: 'member', joinedAt })
    .onConflict((conflict) => conflict.columns(['teamId', 'userId']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
    // Joined meanwhile by another request of the same person: give the seat back.
    await db
      .updateTable('teams')
      .set((eb) => ({ memberCount: eb('memberCount', '-', 1) }))
      .where('id', '=', teamId)
      .execute();
    return 'member';
  }
  return 'joined';
}

/** Removes a member and frees their seat; false when they were not one. */
export async function removeMember(db: Db, teamId: string, userId: string): Promise<boolean> {
  const removed = await db
    .deleteFrom('teamMembers')
    .where('teamId', '=', teamId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (Number(removed.numDeletedRows) === 0) return false;
  await db
    .updateTable('teams')
    .set((eb) => ({ memberCount: eb('memberCount', '-', 1) }))
    .where('id', '=', teamId)
    .execute();
  return true;
}

export async function setRole(
  db: Db,
  teamId: string,
  userId: string,
  role: TeamRole,
): Promise<boolean> {
  const updated = await db
    .updateTable('teamMembers')
    .set({ role })
    .where('teamId', '=', teamId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

/**
 * What a member removed from a team keeps of it: nothing. Their notifications about its
 * questions go (each names a title), so neither the inbox nor a mail sent later shows them.
 */
export async function forgetTeamNotifications(
  db: Db,
  teamId: string,
  userId: string,
): Promise<void> {
  await db
    .deleteFrom('notifications')
    .where('userId', '=', userId)
    .where('questionId', 'in', (eb) =>
      eb.selectFrom('questions').select('id').where('teamId', '=', teamId),
    )
    .execute();
}

/** The team's questions, as a query of ids (its content goes with it). */
export const teamQuestionIds = (teamId: string) =>
  sql<string>`select id from questions where team_id = ${teamId}`;

export async function deleteTeam(db: Db, teamId: string): Promise<void> {
  // Members, invitations and tags go with it (on delete cascade); deleted explicitly too,
  // since SQLite enforces foreign keys only where the connection turned them on.
  await db.deleteFrom('teamTags').where('teamId', '=', teamId).execute();
  await db.deleteFrom('teamInvites').where('teamId', '=', teamId).execute();
  await db.deleteFrom('teamMembers').where('teamId', '=', teamId).execute();
  await db.deleteFrom('teams').where('id', '=', teamId).execute();
}

export async function setLinkToken(db: Db, teamId: string, hash: string | null): Promise<void> {
  await db.updateTable('teams').set({ linkTokenHash: hash }).where('id', '=', teamId).execute();
}

export async function teamByLinkToken(db: Db, hash: string): Promise<TeamRow | undefined> {
  return db
    .selectFrom('teams as t')
    .select(teamColumns)
    .where('t.linkTokenHash', '=', hash)
    .executeTakeFirst();
}

export interface InviteRow {
  id: string;
  teamId: string;
  email: string;
  createdAt: string | Date;
  expiresAt: string | Date;
  usedAt: string | Date | null;
}

const inviteColumns = ['id', 'teamId', 'email', 'createdAt', 'expiresAt', 'usedAt'] as const;

export async function insertInvite(
  db: Db,
  invite: {
    id: string;
    teamId: string;
    email: string;
    tokenHash: string;
    invitedBy: string;
    createdAt: string;
    expiresAt: string;
  },
): Promise<void> {
  await db.insertInto('teamInvites').values(invite).execute();
}

export async function inviteByToken(db: Db, hash: string): Promise<InviteRow | undefined> {
  return db
    .selectFrom('teamInvites')
    .select(inviteColumns)
    .where('tokenHash', '=', hash)
    .executeTakeFirst();
}

/** Marks an invitation used; false when it was used (or revoked) meanwhile. */
export async function useInvite(db: Db, id: string, at: string): Promise<boolean> {
  const used = await db
    .updateTable('teamInvites')
    .set({ usedAt: at })
    .where('id', '=', id)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) > 0;
}

/** A page of a team's open invitations (unused, unexpired), newest first. */
export async function openInvites(
  db: Db,
  teamId: string,
  now: string,
  limit: number,
  after: Position | undefined,
): Promise<InviteRow[]> {
  let query = db
    .selectFrom('teamInvites')
    .select(inviteColumns)
    .where('teamId', '=', teamId)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now);
  if (after) {
    query = query.where(beforeRow(['created_at', 'id'], [after.at, after.id]));
  }
  return query.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

export async function countOpenInvites(db: Db, teamId: string, now: string): Promise<number> {
  const row = await db
    .selectFrom('teamInvites')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('teamId', '=', teamId)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Revokes an open invitation of the team; false when there is none by that id. */
export async function revokeInvite(db: Db, teamId: string, id: string): Promise<boolean> {
  const removed = await db
    .deleteFrom('teamInvites')
    .where('teamId', '=', teamId)
    .where('id', '=', id)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return Number(removed.numDeletedRows) > 0;
}
