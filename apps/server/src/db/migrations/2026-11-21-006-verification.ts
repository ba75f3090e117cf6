import { columnTypes, type EngineMigration, type MigrationDb } from './types.js';

/** Email verification codes, password reset tokens, feedback, and the verified flag. */
export const verification: EngineMigration = (engine) => {
  const t = columnTypes(engine);
  return {
    async up(db: MigrationDb) {
      await db.schema
        .alterTable('users')
        .addColumn('email_verified', t.boolean, (c) =>
          c.notNull().defaultTo(engine === 'postgres' ? false : 0),
        )
        .execute();

      // One live code per user: a new code replaces the old one.
      await db.schema
        .createTable('otp_codes')
        .addColumn('user_id', 'text', (c) =>
          c.primaryKey().references('users.id').onDelete('cascade'),
        )
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('expires_at', t.timestamp, (c) => c.notNull())
        .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await db.schema
        .createTable('reset_tokens')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('expires_at', t.timestamp, (c) => c.notNull())
        .addColumn('used_at', t.timestamp)
        .execute();
      await db.schema
        .createIndex('reset_tokens_user_idx')
        .on('reset_tokens')
        .columns(['user_id'])
        .execute();

      await db.schema
        .createTable('feedback')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('feedback_created_idx')
        .on('feedback')
        .columns(['created_at'])
        .execute();
    },
    async down(db: MigrationDb) {
      for (const table of ['feedback', 'reset_tokens', 'otp_codes'])
        await db.schema.dropTable(table).execute();
      await db.schema.alterTable('users').dropColumn('email_verified').execute();
    },
  };
};
