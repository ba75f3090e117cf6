import type { ColumnType, Generated } from 'kysely';

/**
 * Timestamps: ISO text on SQLite, timestamptz (read back as Date) on PostgreSQL.
 * Always written as ISO strings; read through `toIso`.
 */
export type Timestamp = ColumnType<string | Date, string, string>;
/** A timestamp that may be null and need not be given (e.g. when something was edited). */
export type OptionalTimestamp = ColumnType<
  string | Date | null,
  string | null | undefined,
  string | null
>;
/**
 * Booleans: 0/1 on SQLite, boolean on PostgreSQL. Written as 0/1 (PostgreSQL reads the text
 * '0'/'1' as a boolean; better-sqlite3 cannot bind JS booleans); read through `toBool`.
 */
export type Bool = ColumnType<number | boolean, 0 | 1, 0 | 1>;
/** A boolean column with a default: optional on insert. */
export type DefaultedBool = ColumnType<number | boolean, 0 | 1 | undefined, 0 | 1>;

export interface UsersTable {
  id: string;
  name: string;
  /** Trimmed and lower-cased; unique. */
  email: string;
  passwordHash: string;
  about: string;
  /** JSON array of watched catalogue tag names. */
  tags: string;
  joinedOn: Timestamp;
  /** Carried in every token; raising it (password reset) ends all earlier sessions. */
  tokenVersion: Generated<number>;
  /** The admin role, besides the addresses in ADMIN_EMAILS. */
  isAdmin: DefaultedBool;
  /** Set once the user proved the address with a one-time code. */
  emailVerified: DefaultedBool;
  /** 1 + the sum of the user's reputation events; the database keeps it (issue 16). */
  reputation: Generated<number>;
  /** The UTC day (YYYY-MM-DD) of `repDayVotes`: what upvotes gave that day, against the cap. */
  repDay: string | null;
  repDayVotes: Generated<number>;
  /** How many badges of each class the user holds, kept by a trigger on user_badges. */
  goldBadges: Generated<number>;
  silverBadges: Generated<number>;
  bronzeBadges: Generated<number>;
  /** JSON array of the notification kinds mailed to the user (issue 18). */
  emailNotifications: Generated<string>;
}

/** One change of a user's reputation, written by the database (migration 021, issue 16). */
/** One badge awarded (issue 16, migration 025): once per user, or per post (`post_id`). */
export interface UserBadgesTable {
  id: Generated<number>;
  userId: string;
  badge: string;
  /** The question or answer of a per-post badge; '' for a once-per-user badge. */
  postId: Generated<string>;
  awardedOn: Timestamp;
}

/** How many times each badge was awarded, kept by a trigger on user_badges. */
export interface BadgeCountsTable {
  badge: string;
  awarded: Generated<number>;
}

export interface ReputationEventsTable {
  id: Generated<number>;
  userId: string;
  kind: string;
  /** What was applied (after the daily cap and the floor). */
  amount: number;
  /** The question or answer the event is about. */
  postId: string;
  questionId: string;
  /** Who voted or accepted. */
  actorId: string;
  createdOn: Timestamp;
  /** For a reversal: the event it reverses. */
  reverses: number | null;
  /** Set on an event once it has been reversed. */
  undone: DefaultedBool;
}

export interface FollowsTable {
  followerId: string;
  followeeId: string;
  /** Position in the follower's friends list, so the list keeps the user's order. */
  position: Generated<number>;
  createdAt: Timestamp;
}

export interface QuestionsTable {
  id: string;
  userId: string;
  title: string;
  body: string;
  /** JSON array of tag names, in the asker's order. */
  tags: string;
  askedOn: Timestamp;
  upVotes: Generated<number>;
  downVotes: Generated<number>;
  answerCount: Generated<number>;
  /** The answer the asker accepted (issue 15); cleared when that answer is deleted. */
  acceptedAnswerId: Generated<string | null>;
  /** The latest activity (issue 15's Active tab): asked, last answered or edited. */
  activeOn: Timestamp;
  /** Net votes, up_votes - down_votes, computed by the database (migration 016). */
  score: Generated<number>;
  /** How many users saved it (issue 15), kept by triggers on question_bookmarks. */
  bookmarkCount: Generated<number>;
  /** Views, added in batches from the counts kept in memory (issue 15). */
  viewCount: Generated<number>;
  /** When it was last edited (issue 15), null when never. */
  editedOn: OptionalTimestamp;
  /** How many comments it has (issue 15), kept by triggers on qa_comments. */
  commentCount: Generated<number>;
  /** Closed as a duplicate of this question (issue 16); null when open. */
  duplicateOf: Generated<string | null>;
  /** Who closed it, and when (null when open). */
  closedBy: Generated<string | null>;
  closedOn: OptionalTimestamp;
}

/**
 * A question's tag, with copies of what the tag page sorts and filters by (asked_on; and
 * score, answer_count and active_on, which a trigger of migration 016 keeps).
 */
export interface QuestionTagsTable {
  questionId: string;
  tag: string;
  askedOn: Timestamp;
  activeOn: Timestamp;
  score: Generated<number>;
  answerCount: Generated<number>;
}

export interface QuestionVotesTable {
  questionId: string;
  userId: string;
  /** 1 for an upvote, -1 for a downvote. */
  value: number;
  votedOn: Timestamp;
}

export interface AnswersTable {
  id: string;
  questionId: string;
  userId: string;
  body: string;
  answeredOn: Timestamp;
  /** Stored counts of the answer's votes (issue 15), kept with answer_votes. */
  upVotes: Generated<number>;
  downVotes: Generated<number>;
  /** When it was last edited (issue 15), null when never. */
  editedOn: OptionalTimestamp;
  /** How many comments it has (issue 15), kept by triggers on qa_comments. */
  commentCount: Generated<number>;
  /** Net votes, up_votes - down_votes, computed by the database (migration 027). */
  score: Generated<number>;
}

/** A comment on a question (`answerId` null) or on one of its answers (issue 15). */
export interface QaCommentsTable {
  id: string;
  questionId: string;
  answerId: string | null;
  userId: string;
  body: string;
  commentedOn: Timestamp;
}

/** A question's text before one edit, with who edited, when and why (issue 15). */
export interface QuestionRevisionsTable {
  id: string;
  questionId: string;
  /** The revision's number in its question's history: 1 for the first edit. */
  seq: number;
  editorId: string;
  editedOn: Timestamp;
  title: string;
  /** JSON array of tag names, as the question row holds them. */
  tags: string;
  body: string;
  summary: string | null;
}

/** An answer's body before one edit, with who edited, when and why (issue 15). */
export interface AnswerRevisionsTable {
  id: string;
  answerId: string;
  /** The revision's number in its answer's history: 1 for the first edit. */
  seq: number;
  editorId: string;
  editedOn: Timestamp;
  body: string;
  summary: string | null;
}

/** An edit of someone else's question or answer, waiting for review or reviewed (issue 16). */
export interface SuggestedEditsTable {
  id: string;
  questionId: string;
  /** The answer suggested for; null when the question itself is. */
  answerId: string | null;
  /** The answer's id for an answer, else the question's: one pending edit per post. */
  postId: string;
  postOwnerId: string;
  suggesterId: string;
  suggestedOn: Timestamp;
  /** How many revisions the post had when suggested; approving needs it unchanged. */
  baseSeq: number;
  /** The suggested title and tags (JSON) of a question; null for an answer. */
  title: string | null;
  tags: string | null;
  body: string;
  summary: string | null;
  status: Generated<SuggestedEditStatus>;
  reviewerId: Generated<string | null>;
  reviewedOn: OptionalTimestamp;
}

export type SuggestedEditStatus = 'pending' | 'approved' | 'rejected';

export interface AnswerVotesTable {
  answerId: string;
  userId: string;
  /** 1 for an upvote, -1 for a downvote. */
  value: number;
  votedOn: Timestamp;
}

export interface QuestionCountsTable {
  /** '*' for all questions, or a tag name. */
  key: string;
  count: number;
}

export interface MediaTable {
  /** The stored object's name: a random id and the detected extension. */
  key: string;
  ownerId: string;
  contentType: string;
  size: number;
  createdAt: Timestamp;
}

export interface PostsTable {
  id: string;
  userId: string;
  title: string;
  body: string;
  postedOn: Timestamp;
  likeCount: Generated<number>;
  commentCount: Generated<number>;
  reportCount: Generated<number>;
  hidden: DefaultedBool;
  /** How many users saved it (issue 15), kept by triggers on post_bookmarks. */
  bookmarkCount: Generated<number>;
}

/** A user's saved question (issue 15). */
export interface QuestionBookmarksTable {
  questionId: string;
  userId: string;
  savedOn: Timestamp;
}

/** A user's saved post (issue 15). */
export interface PostBookmarksTable {
  postId: string;
  userId: string;
  savedOn: Timestamp;
}

export interface PostMediaTable {
  postId: string;
  position: number;
  mediaKey: string;
  /** The author's alt text; '' when none was given (the default is made when presented). */
  alt: Generated<string>;
}

/** post_likes and post_reports: one row per user and post. */
export interface PostUserTable {
  postId: string;
  userId: string;
  createdAt: Timestamp;
}

export interface CommentsTable {
  id: string;
  postId: string;
  userId: string;
  body: string;
  commentedOn: Timestamp;
}

export interface OtpCodesTable {
  userId: string;
  /** HMAC of the code: a database leak does not reveal live codes. */
  codeHash: string;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  failedAttempts: Generated<number>;
}

export interface ResetTokensTable {
  /** SHA-256 of the token; the token itself only ever travels in the mail. */
  tokenHash: string;
  userId: string;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
}

export interface FeedbackTable {
  id: string;
  userId: string | null;
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: Timestamp;
}

export interface CountersTable {
  key: string;
  count: number | string;
}

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

/** Every table, as Kysely sees it (camelCase; CamelCasePlugin maps to snake_case). */
export interface Database {
  users: UsersTable;
  follows: FollowsTable;
  questions: QuestionsTable;
  questionTags: QuestionTagsTable;
  questionVotes: QuestionVotesTable;
  answers: AnswersTable;
  answerVotes: AnswerVotesTable;
  questionBookmarks: QuestionBookmarksTable;
  postBookmarks: PostBookmarksTable;
  questionRevisions: QuestionRevisionsTable;
  reputationEvents: ReputationEventsTable;
  userBadges: UserBadgesTable;
  badgeCounts: BadgeCountsTable;
  answerRevisions: AnswerRevisionsTable;
  suggestedEdits: SuggestedEditsTable;
  qaComments: QaCommentsTable;
  questionCounts: QuestionCountsTable;
  media: MediaTable;
  posts: PostsTable;
  postMedia: PostMediaTable;
  postLikes: PostUserTable;
  postReports: PostUserTable;
  comments: CommentsTable;
  otpCodes: OtpCodesTable;
  resetTokens: ResetTokensTable;
  feedback: FeedbackTable;
  counters: CountersTable;
  notifications: NotificationsTable;
  notificationCounts: NotificationCountsTable;
}
