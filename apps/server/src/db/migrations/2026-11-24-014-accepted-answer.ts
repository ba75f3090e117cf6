import { sql } from 'kysely';
import type { EngineMigration, MigrationDb } from './types.js';

/**
 * Issue 15, accepted answers: a question's `accepted_answer_id` (null when none). The foreign
 * key clears it when the accepted answer is deleted, on both engines (SQLite runs with
 * foreign keys on). Deleting any answer looks its id up in this column, so it is indexed;
 * only questions with an accepted answer are in the index.
 */
export const acceptedAnswer: EngineMigration = () => ({
  async up(db: MigrationDb) {
    await sql`alter table questions add column accepted_answer_id text
      references answers (id) on delete set null`.execute(db);
    await sql`create index questions_accepted_answer_idx on questions (accepted_answer_id)
      where accepted_answer_id is not null`.execute(db);
  },
  async down(db: MigrationDb) {
    await sql`drop index questions_accepted_answer_idx`.execute(db);
    await sql`alter table questions drop column accepted_answer_id`.execute(db);
  },
});
