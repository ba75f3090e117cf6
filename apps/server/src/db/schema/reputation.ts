// Reputation and badges (issue 16): rows the database writes as votes and accepts happen.
import type { Generated } from 'kysely';
import type { Timestamp, DefaultedBool } from './columns.js';

/** One change of a user's reputation, written by the database (migration 021, issue 16). */
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
