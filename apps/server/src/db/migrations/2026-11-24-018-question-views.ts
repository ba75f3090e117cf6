import { sql } from 'kysely';
import type { EngineMigration, MigrationDb } from './types.js';

/**
 * Issue 15, question views: each question's stored view count, to which the views counted in
 * memory are added in batches (features/questions/views/).
 */
export const questionViews: EngineMigration = () => ({
  async up(db: MigrationDb) {
    await sql`alter table questions add column view_count integer not null default 0`.execute(db);
  },
  async down(db: MigrationDb) {
    await sql`alter table questions drop column view_count`.execute(db);
  },
});
