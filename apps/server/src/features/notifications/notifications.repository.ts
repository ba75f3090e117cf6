// Writing notifications: one per recipient, a post's likes grouped into one, and who takes
// part in a thread (whom a mention may name). Reading them is inbox.repository.ts; mailing
// them, mail.repository.ts.
import { sql } from 'kysely';
import type { NotificationKind } from '@stackhive/shared';
import { toIso } from '../../db/convert.js';
import type { Db } from '../../db/database.js';

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
        .where('userId', '<>', draft.actorId)
        .$if(owner.table !== 'posts', (query) =>
          query.where(inItsTeam(owner.table as 'questions' | 'answers')),
        ),
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

/**
 * The follower's follow notices since `since` (migration 035's index): to whom, so a pair is
 * notified once per window, and how many, which is the follower's count of new follows.
 */
export async function followNoticesSince(
  db: Db,
  actorId: string,
  since: string,
): Promise<{ userId: string; createdAt: string }[]> {
  const rows = await db
    .selectFrom('notifications')
    .select(['userId', 'createdAt'])
    .where('actorId', '=', actorId)
    .where('kind', '=', 'follow')
    .where('createdAt', '>', since)
    .execute();
  return rows.map((row) => ({ userId: row.userId, createdAt: toIso(row.createdAt) }));
}

/**
 * The row's author may hear of it: it is public, or its team still counts them a member (a
 * removed member hears nothing more of the team, issue 33).
 */
function inItsTeam(table: 'questions' | 'answers') {
  const column = (name: string) => sql.ref(`${table}.${name}`);
  return sql<boolean>`(${column('team_id')} is null or exists (select 1 from team_members m
    where m.team_id = ${column('team_id')} and m.user_id = ${column('user_id')}))`;
}

/**
 * The users taking part in a question or a post, by name: whom a mention there may name; of a
 * team's question, its current members alone (issue 33).
 */
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
  const inTeam =
    'questionId' in where
      ? sql<boolean>`not exists (select 1 from questions q where q.id = ${where.questionId}
          and q.team_id is not null and not exists (select 1 from team_members m
            where m.team_id = q.team_id and m.user_id = users.id))`
      : sql<boolean>`true`;
  return db
    .selectFrom('users')
    .select(['id', 'name'])
    .where(sql<boolean>`id in (${ids})`)
    .where(inTeam)
    .execute();
}
