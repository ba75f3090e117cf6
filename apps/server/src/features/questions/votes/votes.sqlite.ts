import { voteAfter, type VoteValue } from '../questions/questions.policy.js';
import type { VoteDialect } from './votes.dialect.js';
import { findTargetWithVote, setVote } from './votes.repository.js';

/**
 * SQLite: the rule's answers applied in the caller's transaction. SQLite runs one write
 * transaction at a time, so no other vote comes between reading the previous vote and
 * writing the next.
 */
export const sqliteVotes: VoteDialect = {
  async vote(trx, { target, voterId, rule, at }) {
    const found = await findTargetWithVote(trx, target, voterId);
    if (!found) {
      if (target.kind === 'question') return 'missing';
      const question = await trx
        .selectFrom('questions')
        .select('id')
        .where('id', '=', target.questionId)
        .executeTakeFirst();
      return question ? 'missingAnswer' : 'missing';
    }
    if (found.userId === voterId && !rule.ownAllowed) return 'own';
    const previous = (found.myVote ?? 0) as VoteValue;
    await setVote(trx, target, voterId, previous, voteAfter(rule, previous), at);
    return 'ok';
  },
};
