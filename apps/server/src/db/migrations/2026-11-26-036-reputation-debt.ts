import { sql } from 'kysely';
import type { EngineMigration, MigrationDb } from './types.js';

/**
 * Issue 30: what an undo could not take below the floor of 1 is owed (`rep_debt`) and paid
 * back by the user's next gains, so an undo reverses exactly what its vote gave and the floor
 * never creates reputation (features/reputation/reputation.policy.ts `settle`). Nobody owes
 * anything yet: every stored reputation is already 1 + the sum of its events or the floor.
 */
export const reputationDebt: EngineMigration = () => ({
  async up(db: MigrationDb) {
    await sql`alter table users add column rep_debt integer not null default 0`.execute(db);
  },
  async down(db: MigrationDb) {
    await sql`alter table users drop column rep_debt`.execute(db);
  },
});
