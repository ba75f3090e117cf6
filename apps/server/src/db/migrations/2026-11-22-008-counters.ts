import { sql } from 'kysely';
import type { EngineMigration, MigrationDb } from './types.js';

/**
 * Stored totals for lists that are not per tag: 'posts:visible' (the feed's total) to
 * start with. Kept by the server in the same transaction as every change, so a feed page
 * never counts 200,000 rows.
 */
export const counters: EngineMigration = (engine) => ({
  async up(db: MigrationDb) {
    await db.schema
      .createTable('counters')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('count', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
    const visible = engine === 'postgres' ? sql`false` : sql`0`;
    await sql`insert into counters (key, count) select 'posts:visible', count(*) from posts where hidden = ${visible}`.execute(
      db,
    );
  },
  async down(db: MigrationDb) {
    await db.schema.dropTable('counters').execute();
  },
});
