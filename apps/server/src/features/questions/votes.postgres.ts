import { sql } from 'kysely';
import type { VoteDialect, VoteOutcome } from './votes.dialect.js';

/**
 * PostgreSQL: the whole vote in one call of `stackhive_vote` (migration 012), which locks the
 * question's row, reads the previous vote and applies the rule's answers passed to it: one
 * round trip instead of a transaction of five.
 */
export const postgresVotes: VoteDialect = {
  async vote(db, { questionId, voterId, rule, at }) {
    const { rows } = await sql<{ outcome: VoteOutcome }>`
      select stackhive_vote(${questionId}, ${voterId}, ${at}::timestamptz, ${rule.ownAllowed}::boolean,
        ${rule.fromNone}::integer, ${rule.fromUp}::integer, ${rule.fromDown}::integer) as outcome`.execute(
      db,
    );
    return rows[0]?.outcome ?? 'missing';
  },
};
