import type { ColumnType, Generated } from 'kysely';

/**
 * Timestamps: ISO text on SQLite, timestamptz (read back as Date) on PostgreSQL.
 * Always written as ISO strings; read through `toIso`.
 */
export type Timestamp = ColumnType<string | Date, string, string>;
/** Booleans: 0/1 on SQLite, boolean on PostgreSQL; read through `toBool`. */
export type Bool = ColumnType<number | boolean, boolean | number, boolean | number>;

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

/** Every table, as Kysely sees it (camelCase; CamelCasePlugin maps to snake_case). */
export interface Database {
  users: UsersTable;
  follows: FollowsTable;
  questions: QuestionsTable;
  questionTags: QuestionTagsTable;
  questionVotes: QuestionVotesTable;
  answers: AnswersTable;
  questionCounts: QuestionCountsTable;
}
