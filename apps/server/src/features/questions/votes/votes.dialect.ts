import type { Db } from '../../../db/database.js';
import type { VoteRead } from '../../reputation/index.js';
import type { VoteRule } from '../questions/questions.policy.js';
import type { VoteTarget } from './votes.repository.js';

/**
 * How a vote ended: applied, refused on the voter's own post, no such question, or no such
 * answer of the question.
 */
export type VoteOutcome = 'ok' | 'own' | 'missing' | 'missingAnswer';

/**
 * How a vote ended, and, when a half read the vote's ledger and badge facts before writing
 * (SQLite: its one read), what they are with the vote applied (`extra.amount` the vote now
 * standing, `extra.score` the post's score after it) and the vote before (`previous`).
 */
export interface VoteResult {
  outcome: VoteOutcome;
  read?: { facts: VoteRead; previous: number };
}

export interface VoteRequest {
  target: VoteTarget;
  voterId: string;
  /** The rule's answers for this click (questions.policy.ts `voteRule`). */
  rule: VoteRule;
  /** When the vote is cast (ISO). */
  at: string;
}

/**
 * The engine-specific half of a vote on a question or an answer: read the voter's previous
 * vote under a lock, take the next one from `rule`, write it and move the stored counts.
 * Neither half decides anything: the rule comes from questions.policy.ts on both engines.
 * Both run in the caller's transaction (the vote's reputation is written in it too).
 * SQLite in a few statements (votes.sqlite.ts); PostgreSQL in one round trip, the
 * functions `stackhive_vote` (migration 012) and `stackhive_answer_vote` (migration 015)
 * (votes.postgres.ts). The same tests run on both engines (votes.test.ts).
 */
export interface VoteDialect {
  /** The vote applied, with what the half read of it (the service's path). */
  cast(db: Db, request: VoteRequest): Promise<VoteResult>;
  /** The vote applied: how it ended (the rule's tests). */
  vote(db: Db, request: VoteRequest): Promise<VoteOutcome>;
}
