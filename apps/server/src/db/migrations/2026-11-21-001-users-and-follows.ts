import { columnTypes, type EngineMigration, type MigrationDb } from './types.js';

export const usersAndFollows: EngineMigration = (engine) => {
  const t = columnTypes(engine);
  return {
    async up(db: MigrationDb) {
      await db.schema
        .createTable('users')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('about', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('joined_on', t.timestamp, (c) => c.notNull())
        .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await db.schema
        .createTable('follows')
        .addColumn('follower_id', 'text', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('followee_id', 'text', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint('follows_pk', ['follower_id', 'followee_id'])
        .execute();
      // The primary key serves "whom does X follow"; this serves "who follows X".
      await db.schema
        .createIndex('follows_followee_idx')
        .on('follows')
        .columns(['followee_id', 'follower_id'])
        .execute();
    },
    async down(db: MigrationDb) {
      await db.schema.dropTable('follows').execute();
      await db.schema.dropTable('users').execute();
    },
  };
};
