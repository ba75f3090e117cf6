import type { ColumnType, Generated } from 'kysely';

/**
 * Timestamps: ISO text on SQLite, timestamptz (read back as Date) on PostgreSQL.
 * Always written as ISO strings; read through `toIso`.
 */
export type Timestamp = ColumnType<string | Date, string, string>;
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
}

export interface QuestionTagsTable {
  questionId: string;
  tag: string;
  askedOn: Timestamp;
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
}

export interface PostMediaTable {
  postId: string;
  position: number;
  mediaKey: string;
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

/** Every table, as Kysely sees it (camelCase; CamelCasePlugin maps to snake_case). */
export interface Database {
  users: UsersTable;
  follows: FollowsTable;
  questions: QuestionsTable;
  questionTags: QuestionTagsTable;
  questionVotes: QuestionVotesTable;
  answers: AnswersTable;
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
}
