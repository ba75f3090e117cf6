import { sql, type RawBuilder } from 'kysely';
import { columnTypes, type EngineMigration, type MigrationDb } from './types.js';

/**
 * Issue 15, comments on questions and answers: short clarifications under a question
 * (`answer_id` null) or under one of its answers. Each list is read oldest first from the
 * (question_id, answer_id, commented_on, id) index. The question and the answer keep their
 * comment counts, kept by triggers in the statement that adds or removes a comment.
 */
export const qaComments: EngineMigration = (engine) => {
  const t = columnTypes(engine);
  const run = (db: MigrationDb, statement: RawBuilder<unknown>) => statement.execute(db);
  const counted = (row: 'new' | 'old', delta: '+ 1' | '- 1') => `
    update questions set comment_count = comment_count ${delta}
      where id = ${row}.question_id and ${row}.answer_id is null;
    update answers set comment_count = comment_count ${delta}
      where id = ${row}.answer_id;`;
  return {
    async up(db: MigrationDb) {
      await db.schema
        .createTable('qa_comments')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('question_id', 'text', (c) =>
          c.notNull().references('questions.id').onDelete('cascade'),
        )
        .addColumn('answer_id', 'text', (c) => c.references('answers.id').onDelete('cascade'))
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('commented_on', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('qa_comments_post_idx')
        .on('qa_comments')
        .columns(['question_id', 'answer_id', 'commented_on', 'id'])
        .execute();
      for (const table of ['questions', 'answers']) {
        await run(
          db,
          sql`alter table ${sql.raw(table)} add column comment_count integer not null default 0`,
        );
      }
      for (const [event, row, delta] of [
        ['insert', 'new', '+ 1'],
        ['delete', 'old', '- 1'],
      ] as const) {
        const name = `qa_comments_${event}`;
        if (engine === 'postgres') {
          await run(
            db,
            sql.raw(`create function ${name}() returns trigger language plpgsql as $$
              begin ${counted(row, delta)} return null; end $$`),
          );
          await run(
            db,
            sql.raw(`create trigger ${name} after ${event} on qa_comments
              for each row execute function ${name}()`),
          );
        } else {
          await run(
            db,
            sql.raw(`create trigger ${name} after ${event} on qa_comments begin
              ${counted(row, delta)} end`),
          );
        }
      }
    },
    async down(db: MigrationDb) {
      await db.schema.dropTable('qa_comments').execute();
      if (engine === 'postgres') {
        for (const event of ['insert', 'delete']) {
          await run(db, sql.raw(`drop function qa_comments_${event}()`));
        }
      }
      for (const table of ['answers', 'questions']) {
        await run(db, sql`alter table ${sql.raw(table)} drop column comment_count`);
      }
    },
  };
};
