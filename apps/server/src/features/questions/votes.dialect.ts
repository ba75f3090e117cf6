import type { AuthUser } from '../../core/actor.js';
import type { Db } from '../../db/database.js';

/** How a vote ended: applied, refused on the voter's own question, or no such question. */
export type VoteOutcome = 'ok' | 'own' | 'missing';

export interface VoteRequest {
  questionId: string;
  voter: AuthUser;
  /** The button clicked: up (1) or down (-1). */
  wanted: 1 | -1;
  /** When the vote is cast (ISO). */
  at: string;
}

/**
 * The engine-specific half of a vote. The rule is one (questions.policy.ts: `canVoteOn`,
 * `nextVote`): SQLite applies it in a transaction (votes.sqlite.ts); PostgreSQL in one
 * round trip, in the function `stackhive_vote` of migration 010 (votes.postgres.ts), which
 * implements the same rule. The same tests run on both engines (votes.test.ts).
 */
export interface VoteDialect {
  vote(db: Db, request: VoteRequest): Promise<VoteOutcome>;
}
