import { answerVoteFunction } from './2026-11-24-015-answer-votes.js';
import type { EngineMigration, MigrationDb } from './types.js';

/**
 * PostgreSQL: an answer vote takes its question's row (FOR SHARE) before the answer's, the
 * order in which deleting the question takes them (the question FOR UPDATE, then its answer
 * votes, the voters' and authors' reputation, the answers). Before, a vote holding the
 * answer and waiting for a user row the delete had just updated, while the delete waited for
 * that answer, deadlocked, and one of the two failed with a 500. Votes on one question's
 * answers still run side by side (FOR SHARE does not exclude FOR SHARE); a delete waits for
 * them, and a vote after the delete finds no question (404). SQLite runs one write at a time.
 */
export const answerVoteLockOrder: EngineMigration = (engine) => ({
  async up(db: MigrationDb) {
    if (engine === 'postgres') await answerVoteFunction(true).execute(db);
  },
  async down(db: MigrationDb) {
    if (engine === 'postgres') await answerVoteFunction(false).execute(db);
  },
});
