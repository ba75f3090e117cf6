import { sql, type Selectable } from 'kysely';
import type { NotificationKind } from '@stackhive/shared';
import type { Db } from '../../db/database.js';
import type { NotificationsTable } from '../../db/schema.js';
import type { Position } from '../../lib/cursor.js';

/** What a notification is about: the columns of its kind's target (migration 029). */
export interface NotificationTarget {
  questionId?: string | null;
  answerId?: string | null;
  commentId?: string | null;
  postId?: string | null;
  postCommentId?: string | null;
}

/** A notification to write: for `userId`, caused by `actorId`. */
export interface NotificationDraft extends NotificationTarget {
  id: string;
  userId: string;
  kind: NotificationKind;
  actorId: string;
  createdAt: string;
}

function row(draft: NotificationDraft) {
  return {
    id: draft.id,
    userId: draft.userId,
    kind: draft.kind,
    actorId: draft.actorId,
    questionId: draft.questionId ?? null,
    answerId: draft.answerId ?? null,
    commentId: draft.commentId ?? null,
    postId: draft.postId ?? null,
    postCommentId: draft.postCommentId ?? null,
    createdAt: draft.createdAt,
    mailPendingSince: draft.createdAt,
  };
}

export async function insertNotifications(
  db: Db,
  drafts: readonly NotificationDraft[],
): Promise<void> {
  if (drafts.length > 0) await db.insertInto('notifications').values(drafts.map(row)).execute();
}

/**
 * Notifies the owner of a question, an answer or a post (read from its row in the same
 * statement), unless the owner is the actor. Answers the recipient, or null.
 */
export async function notifyOwner(
  db: Db,
  owner: { table: 'questions' | 'answers' | 'posts'; id: string },
  draft: Omit<NotificationDraft, 'userId'>,
): Promise<string | null> {
  const values = row({ ...draft, userId: '' });
  const result = await db
    .insertInto('notifications')
    .columns([
      'id',
      'userId',
      'kind',
      'actorId',
      'questionId',
      'answerId',
      'commentId',
      'postId',
      'postCommentId',
      'createdAt',
      'mailPendingSince',
    ])
    .expression((eb) =>
      eb
        .selectFrom(owner.table)
        .select([
          sql.val(values.id).as('id'),
          'userId',
          sql.val(values.kind).as('kind'),
          sql.val(values.actorId).as('actorId'),
          sql.val(values.questionId).as('questionId'),
          sql.val(values.answerId).as('answerId'),
          sql.val(values.commentId).as('commentId'),
          sql.val(values.postId).as('postId'),
          sql.val(values.postCommentId).as('postCommentId'),
          sql.val(values.createdAt).as('createdAt'),
          sql.val(values.mailPendingSince).as('mailPendingSince'),
        ])
        .where('id', '=', owner.id)
        .where('userId', '<>', draft.actorId),
    )
    .returning('userId')
    .executeTakeFirst();
  return result?.userId ?? null;
}

/**
 * A like on a post: joins the owner's unread like notification of that post ("Ada and 3
 * others"), or starts one. The newest liker is named and the notification takes their time,
 * so it moves to the top of the inbox. Answers the recipient, or null for one's own post.
 */
export async function notifyLike(
  db: Db,
  post: { id: string; userId: string },
  draft: Omit<NotificationDraft, 'userId' | 'kind'>,
): Promise<string | null> {
  if (post.userId === draft.actorId) return null;
  const postId = post.id;
  const grouped = await db
    .updateTable('notifications')
    .set({
      actorId: draft.actorId,
      others: sql`others + case when actor_id = ${draft.actorId} then 0 else 1 end`,
      createdAt: draft.createdAt,
      mailPendingSince: sql`coalesce(mail_pending_since, ${draft.createdAt})`,
    })
    .where('userId', '=', post.userId)
    .where('postId', '=', postId)
    .where('kind', '=', 'like')
    .where('readAt', 'is', null)
    .executeTakeFirst();
  if (Number(grouped.numUpdatedRows) === 0)
    await insertNotifications(db, [{ ...draft, kind: 'like', userId: post.userId, postId }]);
  return post.userId;
}

/** The users taking part in a question or a post, by name: whom a mention there may name. */
export async function participants(
  db: Db,
  where: { questionId: string } | { postId: string },
): Promise<{ id: string; name: string }[]> {
  const ids =
    'questionId' in where
      ? sql`select user_id from questions where id = ${where.questionId}
          union select user_id from answers where question_id = ${where.questionId}
          union select user_id from qa_comments where question_id = ${where.questionId}`
      : sql`select user_id from posts where id = ${where.postId}
          union select user_id from comments where post_id = ${where.postId}`;
  return db
    .selectFrom('users')
    .select(['id', 'name'])
    .where(sql<boolean>`id in (${ids})`)
    .execute();
}

export type NotificationRow = Selectable<NotificationsTable> & {
  actorName: string | null;
  questionTitle: string | null;
  postTitle: string | null;
};

function withNames(db: Db) {
  return db
    .selectFrom('notifications as n')
    .leftJoin('users as actor', 'actor.id', 'n.actorId')
    .leftJoin('questions as q', 'q.id', 'n.questionId')
    .leftJoin('posts as p', 'p.id', 'n.postId')
    .selectAll('n')
    .select(['actor.name as actorName', 'q.title as questionTitle', 'p.title as postTitle']);
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

/** The notifications `ids`, newest first, at most `limit` (a mail's lines). */
export async function notificationsByIds(
  db: Db,
  ids: readonly string[],
  limit: number,
): Promise<NotificationRow[]> {
  if (ids.length === 0) return [];
  return withNames(db)
    .where('n.id', 'in', ids)
    .orderBy('n.createdAt', 'desc')
    .orderBy('n.id', 'desc')
    .limit(limit)
    .execute();
}

/** Users with a notification waiting for the mail sender since `due` or before. */
export async function usersWithMailDue(db: Db, due: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('notifications')
    .select('userId')
    .distinct()
    .where('mailPendingSince', 'is not', null)
    .where('mailPendingSince', '<=', due)
    .limit(limit)
    .execute();
  return rows.map((row) => row.userId);
}

/**
 * Takes every notification of the user waiting for the mail sender: the update claims them,
 * so of several processes one mails each.
 */
export async function claimWaitingMail(db: Db, userId: string) {
  return db
    .updateTable('notifications')
    .set({ mailPendingSince: null })
    .where('userId', '=', userId)
    .where('mailPendingSince', 'is not', null)
    .returning(['id', 'kind', 'readAt', 'createdAt'])
    .execute();
}

/** Puts claimed notifications back to wait (their mail failed). */
export async function releaseWaitingMail(
  db: Db,
  userId: string,
  ids: readonly string[],
  since: string,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('notifications')
    .set({ mailPendingSince: since })
    .where('userId', '=', userId)
    .where('id', 'in', ids)
    .execute();
}

/** Whom a mail goes to, and what they want mailed (JSON of kinds). */
export async function mailRecipient(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .select(['name', 'email', 'emailNotifications'])
    .where('id', '=', userId)
    .executeTakeFirst();
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

export async function emailKinds(db: Db, userId: string): Promise<string | undefined> {
  const found = await db
    .selectFrom('users')
    .select('emailNotifications')
    .where('id', '=', userId)
    .executeTakeFirst();
  return found?.emailNotifications;
}

export async function setEmailKinds(db: Db, userId: string, kinds: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ emailNotifications: kinds })
    .where('id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
