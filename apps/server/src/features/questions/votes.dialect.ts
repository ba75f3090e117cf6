import type { Db } from '../../db/database.js';
import type { VoteRule } from './questions.policy.js';

/** How a vote ended: applied, refused on the voter's own question, or no such question. */
export type VoteOutcome = 'ok' | 'own' | 'missing';

export interface VoteRequest {
  questionId: string;
  voterId: string;
  /** The rule's answers for this click (questions.policy.ts `voteRule`). */
  rule: VoteRule;
  /** When the vote is cast (ISO). */
  at: string;
}

/**
 * The engine-specific half of a vote: read the voter's previous vote under a lock, take the
 * next one from `rule`, write it and move the stored counts. Neither half decides anything:
 * the rule comes from questions.policy.ts on both engines. SQLite does it in a transaction
 * (votes.sqlite.ts); PostgreSQL in one round trip, the function `stackhive_vote` of
 * migration 012 (votes.postgres.ts). The same tests run on both engines (votes.test.ts).
 */
export interface VoteDialect {
  vote(db: Db, request: VoteRequest): Promise<VoteOutcome>;
}
