import { sql } from 'kysely';
import type { VoteDialect, VoteOutcome } from './votes.dialect.js';

/**
 * PostgreSQL: the whole vote in one call of `stackhive_vote` (migration 010), which locks the
 * question's row, then applies the rule of questions.policy.ts: one round trip instead of a
 * transaction of five.
 */
export const postgresVotes: VoteDialect = {
  async vote(db, { questionId, voter, wanted, at }) {
    const { rows } = await sql<{ outcome: VoteOutcome }>`
      select stackhive_vote(${questionId}, ${voter.id}, ${wanted}::integer, ${at}::timestamptz) as outcome`.execute(
      db,
    );
    return rows[0]?.outcome ?? 'missing';
  },
};
