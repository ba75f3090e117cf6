import { columnTypes, type EngineMigration, type MigrationDb } from './types.js';

/** Media uploads, posts with ordered media, likes, reports and comments. */
export const community: EngineMigration = (engine) => {
  const t = columnTypes(engine);
  return {
    async up(db: MigrationDb) {
      await db.schema
        .createTable('media')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('owner_id', 'text', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('size', 'bigint', (c) => c.notNull())
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('media_owner_idx')
        .on('media')
        .columns(['owner_id', 'created_at'])
        .execute();

      await db.schema
        .createTable('posts')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('posted_on', t.timestamp, (c) => c.notNull())
        .addColumn('like_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('comment_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('report_count', 'integer', (c) => c.notNull().defaultTo(0))
        // Hidden from feeds once reports reach the threshold, until an admin acts.
        .addColumn('hidden', t.boolean, (c) =>
          c.notNull().defaultTo(engine === 'postgres' ? false : 0),
        )
        .execute();
      // The feed (newest first), one user's posts, and the admin's review queue.
      await db.schema
        .createIndex('posts_feed_idx')
        .on('posts')
        .columns(['hidden', 'posted_on', 'id'])
        .execute();
      await db.schema
        .createIndex('posts_user_idx')
        .on('posts')
        .columns(['user_id', 'hidden', 'posted_on', 'id'])
        .execute();
      await db.schema
        .createIndex('posts_reported_idx')
        .on('posts')
        .columns(['report_count', 'id'])
        .execute();

      await db.schema
        .createTable('post_media')
        .addColumn('post_id', 'text', (c) => c.notNull().references('posts.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('media_key', 'text', (c) => c.notNull().unique().references('media.key'))
        .addPrimaryKeyConstraint('post_media_pk', ['post_id', 'position'])
        .execute();

      for (const table of ['post_likes', 'post_reports']) {
        await db.schema
          .createTable(table)
          .addColumn('post_id', 'text', (c) =>
            c.notNull().references('posts.id').onDelete('cascade'),
          )
          .addColumn('user_id', 'text', (c) =>
            c.notNull().references('users.id').onDelete('cascade'),
          )
          .addColumn('created_at', t.timestamp, (c) => c.notNull())
          .addPrimaryKeyConstraint(`${table}_pk`, ['post_id', 'user_id'])
          .execute();
        await db.schema
          .createIndex(`${table}_user_idx`)
          .on(table)
          .columns(['user_id', 'post_id'])
          .execute();
      }

      await db.schema
        .createTable('comments')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('post_id', 'text', (c) => c.notNull().references('posts.id').onDelete('cascade'))
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('commented_on', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('comments_post_idx')
        .on('comments')
        .columns(['post_id', 'commented_on', 'id'])
        .execute();
      await db.schema
        .createIndex('comments_user_idx')
        .on('comments')
        .columns(['user_id'])
        .execute();
    },
    async down(db: MigrationDb) {
      for (const table of [
        'comments',
        'post_reports',
        'post_likes',
        'post_media',
        'posts',
        'media',
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
};
