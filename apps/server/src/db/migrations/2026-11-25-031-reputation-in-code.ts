import { dropRules, reputationRules } from './2026-11-24-021-reputation.js';
import type { EngineMigration, MigrationDb } from './types.js';

/**
 * Issue 29: reputation's rules live in TypeScript (features/reputation/reputation.policy.ts),
 * applied by the services that vote, accept and delete, in their own transactions
 * (features/reputation/ledger.ts). The triggers, functions and views of migration 021 that
 * held a second copy of those rules in each dialect go; the ledger (`reputation_events`, its
 * unique index of live events) and the users' columns stay as they are, so existing data
 * stays valid: every user's reputation is still 1 + the sum of their events.
 * `stackhive_lock_users` stays here, as the badge triggers of migration 025 used it then;
 * migration 032 drops it once those rules moved into the services.
 */
export const reputationInCode: EngineMigration = (engine) => ({
  async up(db: MigrationDb) {
    for (const statement of dropRules(engine, false)) await statement.execute(db);
  },
  async down(db: MigrationDb) {
    for (const statement of reputationRules(engine)) await statement.execute(db);
  },
});
