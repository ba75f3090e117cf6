import { sql, type RawBuilder } from 'kysely';
import { columnTypes, type EngineMigration, type MigrationDb } from './types.js';

/**
 * Issue 15, bookmarks ("saving favourites"): a user's saved questions and saved posts, one
 * table each so that deleting a question or a post deletes its bookmarks (foreign keys), and
 * a stored count on the question and the post. The Saved list reads a user's bookmarks
 * newest first from (user_id, saved_on, ...) indexes.
 *
 * The counts are kept by triggers on the bookmark tables, in the statement that saves or
 * removes a bookmark: no path can change one without the other.
 */
export const bookmarks: EngineMigration = (engine) => {
  const t = columnTypes(engine);
  const run = (db: MigrationDb, statement: RawBuilder<unknown>) => statement.execute(db);
  const targets = [
    { table: 'question_bookmarks', key: 'question_id', parent: 'questions' },
    { table: 'post_bookmarks', key: 'post_id', parent: 'posts' },
  ] as const;
  return {
    async up(db: MigrationDb) {
      for (const { table, key, parent } of targets) {
        await db.schema
          .createTable(table)
          .addColumn(key, 'text', (c) => c.notNull().references(`${parent}.id`).onDelete('cascade'))
          .addColumn('user_id', 'text', (c) =>
            c.notNull().references('users.id').onDelete('cascade'),
          )
          .addColumn('saved_on', t.timestamp, (c) => c.notNull())
          .addPrimaryKeyConstraint(`${table}_pk`, [key, 'user_id'])
          .execute();
        await db.schema
          .createIndex(`${table}_user_idx`)
          .on(table)
          .columns(['user_id', 'saved_on', key])
          .execute();
        await run(
          db,
          sql`alter table ${sql.raw(parent)} add column bookmark_count integer not null default 0`,
        );
        for (const [event, row, delta] of [
          ['insert', 'new', '+ 1'],
          ['delete', 'old', '- 1'],
        ] as const) {
          const name = `${table}_${event}`;
          const change = `update ${parent} set bookmark_count = bookmark_count ${delta}
            where id = ${row}.${key}`;
          if (engine === 'postgres') {
            await run(
              db,
              sql.raw(`create function ${name}() returns trigger language plpgsql as $$
                begin ${change}; return null; end $$`),
            );
            await run(
              db,
              sql.raw(`create trigger ${name} after ${event} on ${table}
                for each row execute function ${name}()`),
            );
          } else {
            await run(
              db,
              sql.raw(`create trigger ${name} after ${event} on ${table} begin ${change}; end`),
            );
          }
        }
      }
    },
    async down(db: MigrationDb) {
      for (const { table, parent } of targets) {
        await db.schema.dropTable(table).execute();
        if (engine === 'postgres') {
          for (const event of ['insert', 'delete']) {
            await run(db, sql.raw(`drop function ${table}_${event}()`));
          }
        }
        await run(db, sql`alter table ${sql.raw(parent)} drop column bookmark_count`);
      }
    },
  };
};
