import { sql } from 'kysely';
import type { EngineMigration, MigrationDb } from './types.js';

/**
 * Issue 30: a follower's follow notices by time, so a follow can ask cheaply whether this pair
 * was notified within `LIMITS.follows.noticeDays` and how many new follows the follower made
 * in the last day. Partial (follow notices only): a small index no other write maintains.
 */
export const followNotices: EngineMigration = () => ({
  async up(db: MigrationDb) {
    await sql`create index notifications_follow_actor_idx on notifications (actor_id, created_at)
      where kind = 'follow'`.execute(db);
  },
  async down(db: MigrationDb) {
    await sql`drop index notifications_follow_actor_idx`.execute(db);
  },
});
