// Questions and answers with their tags, votes, comments, bookmarks and counts.
import type { Generated } from 'kysely';
import type { Timestamp, OptionalTimestamp } from './columns.js';

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
  /** The team it was asked in (issue 33); null: public. Never changes (migration 046). */
  teamId: Generated<string | null>;
  /** Issue 34: a moderator's lock (with its reason) and protection. */
  lockedOn: OptionalTimestamp;
  lockedBy: string | null;
  lockReason: string | null;
  protectedOn: OptionalTimestamp;
  protectedBy: string | null;
  /** Issue 34: why it is closed (with `closedOn`), the closers' note, an author's edit since. */
  closedReason: string | null;
  closeNote: string | null;
  reopenQueuedOn: OptionalTimestamp;
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
  /** Its question's team (migration 046), copied so lists filter without a join. */
  teamId: Generated<string | null>;
}

export interface AnswerVotesTable {
  answerId: string;
  userId: string;
  /** 1 for an upvote, -1 for a downvote. */
  value: number;
  votedOn: Timestamp;
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

/** A user's saved question (issue 15). */
export interface QuestionBookmarksTable {
  questionId: string;
  userId: string;
  savedOn: Timestamp;
}

export interface QuestionCountsTable {
  /** '*' for all questions, or a tag name. */
  key: string;
  count: number;
}

/** Issue 34: a vote of the current round to close (or reopen) a question. */
export interface CloseVotesTable {
  questionId: string;
  userId: string;
  kind: string;
  reason: string | null;
  duplicateOf: string | null;
  note: string | null;
  castOn: Timestamp;
}
