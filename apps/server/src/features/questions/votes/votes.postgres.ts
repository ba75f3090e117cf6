import { sql } from 'kysely';
import type { VoteDialect, VoteOutcome } from './votes.dialect.js';

/**
 * PostgreSQL: the whole vote in one call of `stackhive_vote` (migration 012) or, on an
 * answer, `stackhive_answer_vote` (migration 015), which lock the voted row, read the
 * previous vote and apply the rule's answers passed to them: one round trip instead of a
 * transaction of five.
 */
export const postgresVotes: VoteDialect = {
  async vote(db, request) {
    return (await this.cast(db, request)).outcome;
  },
  async cast(db, { target, voterId, rule, at }) {
    const ruleArgs = sql`${at}::timestamptz, ${rule.ownAllowed}::boolean,
      ${rule.fromNone}::integer, ${rule.fromUp}::integer, ${rule.fromDown}::integer`;
    const call =
      target.kind === 'question'
        ? sql<{ outcome: VoteOutcome }>`select stackhive_vote(${target.questionId}, ${voterId},
            ${ruleArgs}) as outcome`
        : sql<{ outcome: VoteOutcome }>`select stackhive_answer_vote(${target.questionId},
            ${target.answerId}, ${voterId}, ${ruleArgs}) as outcome`;
    const { rows } = await call.execute(db);
    return { outcome: rows[0]?.outcome ?? 'missing' };
  },
};
