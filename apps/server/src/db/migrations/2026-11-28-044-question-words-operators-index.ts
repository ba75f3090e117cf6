import { sql } from 'kysely';
import type { EngineMigration, MigrationDb } from './types.js';

/**
 * Issue 32, PostgreSQL: the questions' words index (migration 039) also holds the answer
 * count and the author copied beside the words (042), so that a word with `answers:N` or
 * `user:ID` is one index read of the rows holding both (`btree_gin` indexes those columns
 * in a GIN index, beside the words).
 *
 * Why: "promise answers:0 score:1" found the 20,019 questions holding "promise", then
 * intersected them with the score index's 236,752 rows of score 1 (BitmapAnd, 35 ms warm,
 * 420 cold) and read every question in both: 87 ms p50 at 1M. Read through this index, the
 * 2,867 holding the word and no answer, then tested for their score on their own row: 7 ms.
 * The score is left out: `score:N` asks a range (at least N), which a GIN index reads as
 * every value in it (50 ms for score ≥ 1 at 1M), where the rows found are tested cheaply.
 *
 * The index is rebuilt whole (10.6 s at 1M questions; writes to questions wait meanwhile).
 * SQLite: nothing (its operators are tested on each candidate's row, in a scan window).
 */
export const questionWordsOperatorsIndex: EngineMigration = (engine) => ({
  async up(db: MigrationDb) {
    if (engine !== 'postgres') return;
    await sql`create extension if not exists btree_gin with schema public`.execute(db);
    await sql`drop index question_words_words_idx`.execute(db);
    await sql`create index question_words_words_idx on question_words
      using gin (words, answer_count, user_id)`.execute(db);
    await sql`analyze question_words`.execute(db);
  },
  async down(db: MigrationDb) {
    if (engine !== 'postgres') return;
    await sql`drop index question_words_words_idx`.execute(db);
    await sql`create index question_words_words_idx on question_words using gin (words)`.execute(
      db,
    );
  },
});
