import { z } from 'zod';
import { isoDateSchema, pageQuerySchema, pageSchema } from './common.js';

/**
 * Live pages: topics one stream may follow, a stream ticket's life, and how many missed
 * notifications a reconnecting stream is sent at most. Mentions: how many `@name` in one
 * answer or comment notify. Mail: notifications listed in one mail (a longer burst says how
 * many more are waiting).
 */
export const NOTIFICATION_LIMITS = {
  live: { topicsPerStream: 4, ticketSeconds: 60, replayMax: 50 },
  mentionsPerText: 10,
  mailedNotifications: 20,
} as const;

/**
 * What notifies a user (issue 18): an answer to their question, a comment on their
 * question, answer or post, their answer accepted, a new follower, a badge earned, a
 * mention (`@name`) in an answer or comment, likes on their post (grouped).
 */
export const NOTIFICATION_KINDS = [
  'answer',
  'comment',
  'accept',
  'follow',
  'badge',
  'mention',
  'like',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);

/** The kinds mailed to a new user (their profile changes it): answers to their questions. */
export const DEFAULT_EMAIL_KINDS: readonly NotificationKind[] = ['answer'];

/** What each kind is called in the preferences form and in an unsubscribe confirmation. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  answer: 'Answers to my questions',
  comment: 'Comments on my questions, answers and posts',
  accept: 'My answer accepted',
  follow: 'New followers',
  badge: 'Badges I earn',
  mention: 'Mentions of me',
  like: 'Likes on my posts',
};

export const notificationSchema = z.object({
  _id: z.string(),
  kind: notificationKindSchema,
  /** Who did it (the latest liker for grouped likes); null for a badge. */
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  /** Grouped likes: how many others liked the post besides `actorName`. */
  others: z.number().int(),
  questionId: z.string().nullable(),
  answerId: z.string().nullable(),
  /** A comment on a question or an answer. */
  commentId: z.string().nullable(),
  postId: z.string().nullable(),
  /** A comment on a community post. */
  postCommentId: z.string().nullable(),
  badge: z.string().nullable(),
  /** The question's or the post's title, as it is now. */
  title: z.string().nullable(),
  createdOn: isoDateSchema,
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationPageSchema = pageSchema(notificationSchema);
export const notificationPageQuerySchema = pageQuerySchema;

export const unreadCountSchema = z.object({ unread: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** Which kinds a user gets by email (the inbox always has them all). */
export const notificationPreferencesSchema = z.object({
  email: z.array(notificationKindSchema).max(NOTIFICATION_KINDS.length),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** The signed one-click unsubscribe link's parameters (no login). */
export const unsubscribeQuerySchema = z.object({
  user: z.string().min(1, 'user is required').max(64, 'user is too long'),
  kind: z.union([notificationKindSchema, z.literal('all')], {
    error: `kind must be one of ${NOTIFICATION_KINDS.join(', ')} or all`,
  }),
  signature: z
    .string()
    .min(1, 'signature is required')
    .max(128, 'signature is too long')
    .regex(/^[A-Za-z0-9_-]+$/, 'signature is malformed'),
});
export type UnsubscribeQuery = z.infer<typeof unsubscribeQuerySchema>;
export const unsubscribeResultSchema = z.object({
  message: z.string(),
  kind: z.union([notificationKindSchema, z.literal('all')]),
});

/** A short-lived ticket that opens a signed-in event stream, so no token goes in a URL. */
export const liveTicketSchema = z.object({
  ticket: z.string(),
  expiresInSeconds: z.number().int(),
});
export type LiveTicket = z.infer<typeof liveTicketSchema>;

/** A public topic a page listens to: a question or a community post. */
export const LIVE_TOPIC_PATTERN = /^(question|post):[A-Za-z0-9_-]{1,64}$/;

export const liveStreamQuerySchema = z.object({
  ticket: z.string().max(1024, 'ticket is too long').optional(),
  /** Comma-separated `question:{id}` / `post:{id}`. */
  topics: z
    .string()
    .max(1024, 'topics is too long')
    .optional()
    .transform((value) => (value ? value.split(',').filter(Boolean) : []))
    .pipe(
      z
        .array(z.string().regex(LIVE_TOPIC_PATTERN, 'topics must be question:{id} or post:{id}'))
        .max(
          NOTIFICATION_LIMITS.live.topicsPerStream,
          `topics may name at most ${NOTIFICATION_LIMITS.live.topicsPerStream}`,
        ),
    ),
  /** The last notification event seen, when a reconnecting client cannot send the header. */
  lastEventId: z.string().max(200, 'lastEventId is too long').optional(),
});

/**
 * The events of a stream (`event:` names). `question` and `post` say that the page's data
 * changed (the page refetches it, through the response cache); `notification` carries a new
 * or regrouped notification with the unread count; `unread` the count alone (read elsewhere).
 */
export const LIVE_EVENTS = {
  question: 'question',
  post: 'post',
  notification: 'notification',
  unread: 'unread',
} as const;

export const liveChangeSchema = z.object({
  id: z.string(),
  /** What changed, for the page to say so (e.g. a new answer arrived). */
  change: z.enum(['answer', 'vote', 'accept', 'comment', 'edit', 'delete', 'like', 'close']),
});
export type LiveChange = z.infer<typeof liveChangeSchema>;
export const liveNotificationSchema = z.object({
  notification: notificationSchema,
  unread: z.number().int(),
});
export type LiveNotification = z.infer<typeof liveNotificationSchema>;
