import { sql } from 'kysely';
import type { EngineMigration, MigrationDb } from './types.js';

/**
 * The stored number of users ('users' in `counters`), kept by every sign-up in its
 * transaction: the user list's total was a count(*) over the whole table on every page.
 */
export const userCount: EngineMigration = () => ({
  async up(db: MigrationDb) {
    await sql`insert into counters (key, count) select 'users', count(*) from users`.execute(db);
  },
  async down(db: MigrationDb) {
    await sql`delete from counters where key = 'users'`.execute(db);
  },
});
