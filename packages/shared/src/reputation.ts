/**
 * Reputation (issue 16), Stack Overflow's public rules. The database applies them (the
 * reputation migration writes these numbers into its triggers and functions), so a change
 * here takes a migration; reputation.test.ts checks that the database applies these values.
 */
export const REPUTATION = {
  /** Every user starts here, and reputation never goes below it. */
  floor: 1,
  /** Your question or answer was upvoted. */
  upvoted: 10,
  /** Your question or answer was downvoted. */
  downvoted: -2,
  /** You downvoted an answer (downvoting a question is free). */
  downvoteCast: -1,
  /** Your answer was accepted (not when you accept your own). */
  accepted: 15,
  /** You accepted someone else's answer. */
  accepter: 2,
  /** A moderator confirmed your post as spam or abuse and deleted it (issue 34). */
  spamDeleted: -100,
  /** At most this much a UTC day from upvotes; accepts are not capped. */
  dailyVoteCap: 200,
} as const;

/**
 * What a reputation event records: 'upvote'/'downvote' on the owner's post, 'downvote_cast' for
 * the voter, 'accepted' for the answer's author, 'accept' for the asker who accepted,
 * 'spam_deleted' for the author of a post a moderator deleted as spam or abuse (issue 34).
 */
export const REPUTATION_EVENT_KINDS = [
  'upvote',
  'downvote',
  'downvote_cast',
  'accepted',
  'accept',
  'spam_deleted',
] as const;
export type ReputationEventKind = (typeof REPUTATION_EVENT_KINDS)[number];
