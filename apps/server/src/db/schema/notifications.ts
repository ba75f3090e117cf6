// Notifications (issue 18): each one for its recipient, and the counts the bell shows.
import type { Generated } from 'kysely';
import type { Timestamp, OptionalTimestamp } from './columns.js';

/** One notification for its recipient (issue 18, migration 029). */
export interface NotificationsTable {
  id: string;
  userId: string;
  kind: string;
  actorId: string | null;
  /** Grouped likes: how many others besides the actor. */
  others: Generated<number>;
  questionId: string | null;
  answerId: string | null;
  commentId: string | null;
  postId: string | null;
  postCommentId: string | null;
  badge: string | null;
  createdAt: Timestamp;
  readAt: OptionalTimestamp;
  /** Since when it waits for the mail sender; null once handled. */
  mailPendingSince: OptionalTimestamp;
}

/** A user's unread and total notifications, kept by triggers (migration 029). */
export interface NotificationCountsTable {
  userId: string;
  unread: number;
  total: number;
}
