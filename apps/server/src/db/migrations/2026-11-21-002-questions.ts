import { sql } from 'kysely';
import { columnTypes, type EngineMigration, type MigrationDb } from './types.js';

/** Questions, their tags, votes and answers, and stored counts kept by the server. */
export const questions: EngineMigration = (engine) => {
  const t = columnTypes(engine);
  return {
    async up(db: MigrationDb) {
      await db.schema
        .createTable('questions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        // The tags as asked, in order, for display; question_tags serves the tag pages.
        .addColumn('tags', 'text', (c) => c.notNull())
        .addColumn('asked_on', t.timestamp, (c) => c.notNull())
        .addColumn('up_votes', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('down_votes', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('answer_count', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      // Newest first overall, and per author.
      await db.schema
        .createIndex('questions_asked_idx')
        .on('questions')
        .columns(['asked_on', 'id'])
        .execute();
      await db.schema
        .createIndex('questions_user_idx')
        .on('questions')
        .columns(['user_id', 'asked_on', 'id'])
        .execute();

      await db.schema
        .createTable('question_tags')
        .addColumn('question_id', 'text', (c) =>
          c.notNull().references('questions.id').onDelete('cascade'),
        )
        .addColumn('tag', 'text', (c) => c.notNull())
        // Copied from the question so a tag page reads one index in order.
        .addColumn('asked_on', t.timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint('question_tags_pk', ['question_id', 'tag'])
        .execute();
      await db.schema
        .createIndex('question_tags_tag_idx')
        .on('question_tags')
        .columns(['tag', 'asked_on', 'question_id'])
        .execute();

      await db.schema
        .createTable('question_votes')
        .addColumn('question_id', 'text', (c) =>
          c.notNull().references('questions.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('value', 'integer', (c) => c.notNull().check(sqlCheck()))
        .addColumn('voted_on', t.timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint('question_votes_pk', ['question_id', 'user_id'])
        .execute();
      await db.schema
        .createIndex('question_votes_user_idx')
        .on('question_votes')
        .columns(['user_id', 'question_id'])
        .execute();

      await db.schema
        .createTable('answers')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('question_id', 'text', (c) =>
          c.notNull().references('questions.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('answered_on', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('answers_question_idx')
        .on('answers')
        .columns(['question_id', 'answered_on', 'id'])
        .execute();
      await db.schema
        .createIndex('answers_user_idx')
        .on('answers')
        .columns(['user_id', 'answered_on'])
        .execute();

      // Exact totals for the '{n} questions' lines without counting a million rows: one row
      // for all questions ('*') and one per tag, changed in the same transaction as the rows.
      await db.schema
        .createTable('question_counts')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
    async down(db: MigrationDb) {
      for (const table of [
        'question_counts',
        'answers',
        'question_votes',
        'question_tags',
        'questions',
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
};

function sqlCheck() {
  return sql`value in (-1, 1)`;
}
