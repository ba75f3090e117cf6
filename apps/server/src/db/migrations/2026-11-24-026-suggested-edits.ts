import { sql } from 'kysely';
import { columnTypes, type EngineMigration, type MigrationDb } from './types.js';

/**
 * Issue 16, suggested edits: below the editOthers privilege a user suggests an edit of
 * someone else's question or answer; the post's author or a reviewer approves it (it is
 * applied as the suggester's edit, with its revision) or rejects it.
 *
 * - `post_id` is the answer's id for an answer, else the question's: a post has at most one
 *   edit waiting (the partial unique index), as on Stack Overflow.
 * - `base_seq` is how many revisions the post had when the edit was suggested: a post edited
 *   since then no longer matches the text the suggestion started from, so it cannot be
 *   approved (only rejected).
 * - `post_owner_id` copies the post's author, so an author's queue reads one index.
 * - The queues read only pending rows: both of their indexes are partial.
 * - A suggestion goes with its question or answer (cascade, each column indexed).
 */
export const suggestedEdits: EngineMigration = (engine) => {
  const t = columnTypes(engine);
  return {
    async up(db: MigrationDb) {
      await db.schema
        .createTable('suggested_edits')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('question_id', 'text', (c) =>
          c.notNull().references('questions.id').onDelete('cascade'),
        )
        .addColumn('answer_id', 'text', (c) => c.references('answers.id').onDelete('cascade'))
        .addColumn('post_id', 'text', (c) => c.notNull())
        .addColumn('post_owner_id', 'text', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('suggester_id', 'text', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('suggested_on', t.timestamp, (c) => c.notNull())
        .addColumn('base_seq', 'integer', (c) => c.notNull())
        // The suggested text: title and tags (JSON) for a question, null for an answer.
        .addColumn('title', 'text')
        .addColumn('tags', 'text')
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('summary', 'text')
        .addColumn('status', 'text', (c) =>
          c
            .notNull()
            .defaultTo('pending')
            .check(sql`status in ('pending', 'approved', 'rejected')`),
        )
        .addColumn('reviewer_id', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('reviewed_on', t.timestamp)
        .execute();
      await sql`create unique index suggested_edits_pending_post_idx on suggested_edits (post_id)
        where status = 'pending'`.execute(db);
      await sql`create index suggested_edits_queue_idx on suggested_edits (suggested_on, id)
        where status = 'pending'`.execute(db);
      await sql`create index suggested_edits_owner_queue_idx
        on suggested_edits (post_owner_id, suggested_on, id) where status = 'pending'`.execute(db);
      await sql`create index suggested_edits_question_idx on suggested_edits (question_id)`.execute(
        db,
      );
      await sql`create index suggested_edits_answer_idx on suggested_edits (answer_id)
        where answer_id is not null`.execute(db);
      await sql`create index suggested_edits_suggester_idx
        on suggested_edits (suggester_id, status)`.execute(db);
    },
    async down(db: MigrationDb) {
      await db.schema.dropTable('suggested_edits').execute();
    },
  };
};
