import type { Notification } from '@stackhive/shared';
import { NOTIFICATION_KINDS, type NotificationKind } from '@stackhive/shared';
import { toIso } from '../../db/convert.js';
import { isIsoTimestamp } from '../../lib/cursor.js';
import type { NotificationRow } from './inbox.repository.js';

const KINDS = new Set<string>(NOTIFICATION_KINDS);

export function presentNotification(row: NotificationRow): Notification {
  return {
    _id: row.id,
    kind: (KINDS.has(row.kind) ? row.kind : 'answer') as NotificationKind,
    actorId: row.actorId,
    actorName: row.actorName,
    others: Number(row.others),
    questionId: row.questionId,
    answerId: row.answerId,
    commentId: row.commentId,
    postId: row.postId,
    postCommentId: row.postCommentId,
    badge: row.badge,
    title: row.questionTitle ?? row.postTitle,
    createdOn: toIso(row.createdAt),
    read: row.readAt !== null,
  };
}

/** A stream's position in a user's notifications: the Last-Event-ID of an SSE event. */
export function eventIdOf(row: NotificationRow): string {
  return `${toIso(row.createdAt)}_${row.id}`;
}

/** The time of an event id, or undefined for anything else. */
export function timeOfEventId(eventId: string | undefined): string | undefined {
  const at = eventId?.split('_')[0];
  return isIsoTimestamp(at) ? at : undefined;
}
