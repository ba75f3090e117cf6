import { sql } from 'kysely';
import { install, rules } from './2026-11-24-025-badges.js';
import type { Engine, EngineMigration, MigrationDb } from './types.js';

/**
 * Issue 29: badge rules live in TypeScript (features/badges/badges.policy.ts), awarded by the
 * services that earn them, in their own transactions (features/badges/badges.awards.ts).
 * The triggers of migration 025 that held a second copy of those rules go, with their
 * functions on PostgreSQL; awards already made stay. What stays in the database is plain
 * bookkeeping of `user_badges` itself: the count trigger (users' badge columns and
 * badge_counts) and migration 029's notification of each award. On PostgreSQL
 * `stackhive_lock_users` goes too: only the vote badges' triggers still called it; the
 * award locks its holders itself (badges.awards.ts), as the ledger does.
 */
export const MOVED_RULES = [
  'questions_score_badges',
  'answers_score_badges',
  'question_votes_badges_insert',
  'question_votes_badges_update',
  'answer_votes_badges_insert',
  'answer_votes_badges_update',
  'questions_accepted_badges',
  'questions_views_badges',
  'qa_comments_badges',
  'users_about_badges',
  'posts_badges',
];

export const badgesInCode: EngineMigration = (engine) => {
  const moved = () => rules(engine).filter((rule) => MOVED_RULES.includes(rule.name));
  return {
    async up(db: MigrationDb) {
      for (const rule of moved()) {
        for (const statement of dropTrigger(engine, rule.name, rule.table))
          await sql.raw(statement).execute(db);
      }
      if (engine === 'postgres') await sql`drop function stackhive_lock_users(text[])`.execute(db);
    },
    async down(db: MigrationDb) {
      if (engine === 'postgres') await lockUsersFunction.execute(db);
      for (const rule of moved()) {
        for (const statement of install(engine, rule)) await sql.raw(statement).execute(db);
      }
    },
  };
};

/** SQL: drop trigger `name` on `table` (and, on PostgreSQL, its function). */
export function dropTrigger(engine: Engine, name: string, table: string): string[] {
  return engine === 'postgres'
    ? [`drop trigger ${name} on ${table}`, `drop function ${name}()`]
    : [`drop trigger ${name}`];
}

/** Migration 021's `stackhive_lock_users`, as it was (for `down`). */
const lockUsersFunction = sql`create function stackhive_lock_users(p_ids text[])
  returns void language sql as $$
    select 1 from users where id = any(p_ids) order by id for no key update
  $$`;
