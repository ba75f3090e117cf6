import { voteAfter, type VoteValue } from './questions.policy.js';
import type { VoteDialect } from './votes.dialect.js';
import { findQuestionWithVote, setVote } from './votes.repository.js';

/**
 * SQLite: the rule's answers applied in a transaction. SQLite runs one write transaction at a
 * time, so no other vote comes between reading the previous vote and writing the next.
 */
export const sqliteVotes: VoteDialect = {
  vote: (db, { questionId, voterId, rule, at }) =>
    db.transaction().execute(async (trx) => {
      const question = await findQuestionWithVote(trx, questionId, voterId);
      if (!question) return 'missing';
      if (question.userId === voterId && !rule.ownAllowed) return 'own';
      const previous = (question.myVote ?? 0) as VoteValue;
      await setVote(trx, questionId, voterId, previous, voteAfter(rule, previous), at);
      return 'ok';
    }),
};
