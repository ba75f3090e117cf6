import { voteAfter, type VoteValue } from '../questions/questions.policy.js';
import type { VoteDialect } from './votes.dialect.js';
import { setVote } from './votes.repository.js';
import { readVote } from '../../reputation/index.js';

/**
 * SQLite: the rule's answers applied in the caller's transaction. SQLite runs one write
 * transaction at a time, so no other vote comes between reading the previous vote and
 * writing the next; the one read is the ledger's (reputation readVote: the target, its
 * owner and score, the previous vote, the users' rows, their live events and badges), which
 * the vote does not change but for the vote and the score, set here to what they become.
 */
export const sqliteVotes: VoteDialect = {
  async vote(db, request) {
    return (await this.cast(db, request)).outcome;
  },
  async cast(trx, { target, voterId, rule, at }) {
    const answerId = target.kind === 'answer' ? target.answerId : undefined;
    const facts = await readVote(
      trx,
      'sqlite',
      { questionId: target.questionId, answerId },
      voterId,
    );
    const found = facts.state.extra;
    if (!found?.userId) {
      if (target.kind === 'question') return { outcome: 'missing' };
      const question = await trx
        .selectFrom('questions')
        .select('id')
        .where('id', '=', target.questionId)
        .executeTakeFirst();
      return { outcome: question ? 'missingAnswer' : 'missing' };
    }
    if (found.userId === voterId && !rule.ownAllowed) return { outcome: 'own' };
    const previous = found.amount as VoteValue;
    const next = voteAfter(rule, previous);
    await setVote(trx, target, voterId, previous, next, at);
    found.amount = next;
    found.score += next - previous;
    return { outcome: 'ok', read: { facts, previous } };
  },
};
