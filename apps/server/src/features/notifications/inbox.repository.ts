// A member's inbox: its pages, what arrived since the live stream's last event, the unread
// and total counts, and marking read.
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { NotificationsTable } from '../../db/schema.js';
import type { Position } from '../../lib/cursor.js';

export type NotificationRow = Selectable<NotificationsTable> & {
  actorName: string | null;
  questionTitle: string | null;
  postTitle: string | null;
};

/**
 * Notifications with what their lines name (the actor, the question or post title): the
 * inbox's query, which the mail sender's lines and the live replay reuse. One about a team's
 * question (issue 33) is shown only while its recipient is in the team: a removal deletes
 * them, and this holds even for one written by a write that committed after the removal.
 */
export function withNames(db: Db) {
  return db
    .selectFrom('notifications as n')
    .leftJoin('users as actor', 'actor.id', 'n.actorId')
    .leftJoin('questions as q', 'q.id', 'n.questionId')
    .leftJoin('posts as p', 'p.id', 'n.postId')
    .selectAll('n')
    .select(['actor.name as actorName', 'q.title as questionTitle', 'p.title as postTitle'])
    .where(
      sql<boolean>`(q.team_id is null or exists (select 1 from team_members m
        where m.team_id = q.team_id and m.user_id = n.user_id))`,
    );
}

/** One page of a user's inbox, newest first, from (user_id, created_at, id). */
export async function notificationsPage(
  db: Db,
  userId: string,
  limit: number,
  before?: Position,
): Promise<NotificationRow[]> {
  let query = withNames(db).where('n.userId', '=', userId);
  if (before)
    query = query.where((eb) =>
      eb.or([
        eb('n.createdAt', '<', before.at),
        eb.and([eb('n.createdAt', '=', before.at), eb('n.id', '<', before.id)]),
      ]),
    );
  return query.orderBy('n.createdAt', 'desc').orderBy('n.id', 'desc').limit(limit).execute();
}

/** A user's notifications created (or regrouped) at `since` or later, oldest first. */
export async function notificationsSince(
  db: Db,
  userId: string,
  since: string,
  limit: number,
): Promise<NotificationRow[]> {
  return withNames(db)
    .where('n.userId', '=', userId)
    .where('n.createdAt', '>=', since)
    .orderBy('n.createdAt')
    .orderBy('n.id')
    .limit(limit)
    .execute();
}

export async function counts(db: Db, userId: string): Promise<{ unread: number; total: number }> {
  const found = await db
    .selectFrom('notificationCounts')
    .select(['unread', 'total'])
    .where('userId', '=', userId)
    .executeTakeFirst();
  return { unread: Number(found?.unread ?? 0), total: Number(found?.total ?? 0) };
}

/** Marks one of the user's notifications read; false when they have no such notification. */
export async function markRead(db: Db, userId: string, id: string, now: string): Promise<boolean> {
  const updated = await db
    .updateTable('notifications')
    .set({ readAt: now })
    .where('id', '=', id)
    .where('userId', '=', userId)
    .where('readAt', 'is', null)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return true;
  // Nothing to change: read already, or not theirs (or no such notification).
  const found = await db
    .selectFrom('notifications')
    .select('id')
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return found !== undefined;
}

/** Marks every unread notification of the user read (bounded by what they have unread). */
export async function markAllRead(db: Db, userId: string, now: string): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ readAt: now })
    .where('userId', '=', userId)
    .where('readAt', 'is', null)
    .execute();
}
