import { canVoteOn, nextVote } from './questions.policy.js';
import type { VoteDialect } from './votes.dialect.js';
import { findQuestionWithVote, setVote } from './votes.repository.js';

/**
 * SQLite: the rule applied in a transaction. SQLite runs one write transaction at a time, so
 * no other vote comes between reading the previous vote and writing the next.
 */
export const sqliteVotes: VoteDialect = {
  vote: (db, { questionId, voter, wanted, at }) =>
    db.transaction().execute(async (trx) => {
      const question = await findQuestionWithVote(trx, questionId, voter.id);
      if (!question) return 'missing';
      if (!canVoteOn(voter, question)) return 'own';
      const previous = question.myVote ?? undefined;
      await setVote(trx, questionId, voter.id, previous, nextVote(previous, wanted), at);
      return 'ok';
    }),
};
