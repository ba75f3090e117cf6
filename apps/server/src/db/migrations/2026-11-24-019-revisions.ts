import { sql } from 'kysely';
import { columnTypes, type EngineMigration, type MigrationDb } from './types.js';

/**
 * Issue 15, edits with their history: every edit of a question or an answer stores a
 * revision (who edited, when, the full text before the edit, an optional summary), and the
 * question and the answer keep when they were last edited (`edited_on`, null when never).
 * A revision goes with its question or answer and is numbered in order (`seq`, 1 for the
 * first edit): two edits in the same millisecond still have an order, and the unique
 * (question or answer, seq) index both reads each list newest first and refuses a second
 * revision with the same number.
 */
export const revisions: EngineMigration = (engine) => {
  const t = columnTypes(engine);
  return {
    async up(db: MigrationDb) {
      for (const table of ['questions', 'answers']) {
        await sql`alter table ${sql.raw(table)} add column edited_on ${t.timestamp}`.execute(db);
      }
      await db.schema
        .createTable('question_revisions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('question_id', 'text', (c) =>
          c.notNull().references('questions.id').onDelete('cascade'),
        )
        .addColumn('editor_id', 'text', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('edited_on', t.timestamp, (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('tags', 'text', (c) => c.notNull())
        .addColumn('summary', 'text')
        .execute();
      await db.schema
        .createIndex('question_revisions_question_idx')
        .on('question_revisions')
        .columns(['question_id', 'seq'])
        .unique()
        .execute();
      await db.schema
        .createTable('answer_revisions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('answer_id', 'text', (c) =>
          c.notNull().references('answers.id').onDelete('cascade'),
        )
        .addColumn('editor_id', 'text', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('edited_on', t.timestamp, (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('summary', 'text')
        .execute();
      await db.schema
        .createIndex('answer_revisions_answer_idx')
        .on('answer_revisions')
        .columns(['answer_id', 'seq'])
        .unique()
        .execute();
    },
    async down(db: MigrationDb) {
      await db.schema.dropTable('answer_revisions').execute();
      await db.schema.dropTable('question_revisions').execute();
      for (const table of ['answers', 'questions']) {
        await sql`alter table ${sql.raw(table)} drop column edited_on`.execute(db);
      }
    },
  };
};
