import { sql, type RawBuilder } from 'kysely';
import { REPUTATION } from '@stackhive/shared';
import { lockUsersFunction, postgresRules } from './2026-11-24-021-reputation.postgres.js';
import { SQLITE_TRIGGER_NAMES, sqliteRules } from './2026-11-24-021-reputation.sqlite.js';
import { columnTypes, type Engine, type EngineMigration, type MigrationDb } from './types.js';

/**
 * Issue 16, reputation. Every change of a user's reputation is a row of
 * `reputation_events`, written by the database in the statement that caused it: a vote
 * inserted, moved or removed, an accepted answer set, moved or cleared, a post deleted.
 * Whatever code path does that (the API, the seed, a repair), the events follow, in the
 * same transaction.
 *
 * - An award stores the amount it applied: upvotes (+10) count against the owner's daily
 *   cap of 200 (`rep_day`, `rep_day_votes` on the user: the UTC day and what upvotes gave
 *   that day), and a loss stops at the floor of 1.
 * - Undoing an event (the vote removed or moved, the accept cleared, the post deleted)
 *   stores a reversing event of the opposite amount (a loss again stops at the floor) and
 *   marks the original undone; an upvote undone on the day it was credited frees its share
 *   of that day's cap.
 * - So a user's reputation is always 1 + the sum of their events' amounts, which
 *   `npm run repair:reputation` checks.
 *
 * One live (not undone, not a reversal) event per (post, kind, actor) is what an undo finds,
 * through a unique partial index; a user's history reads (user_id, id) newest first.
 *
 * The rules' numbers come from packages/shared REPUTATION, written into the SQL here.
 */
export const reputation: EngineMigration = (engine) => {
  const t = columnTypes(engine);
  return {
    async up(db: MigrationDb) {
      await sql`alter table users add column reputation integer not null default ${sql.lit(REPUTATION.floor)}`.execute(
        db,
      );
      await sql`alter table users add column rep_day text`.execute(db);
      await sql`alter table users add column rep_day_votes integer not null default 0`.execute(db);
      await sql`create index users_reputation_idx on users (reputation, id)`.execute(db);
      const id =
        engine === 'postgres'
          ? sql`id bigint generated always as identity primary key`
          : sql`id integer primary key`;
      await sql`create table reputation_events (
        ${id},
        user_id text not null references users (id) on delete cascade,
        kind text not null,
        amount integer not null,
        post_id text not null,
        question_id text not null,
        actor_id text not null,
        created_on ${t.timestamp} not null,
        reverses bigint,
        undone ${t.boolean} not null default ${engine === 'postgres' ? sql`false` : sql`0`}
      )`.execute(db);
      await sql`create index reputation_events_user_idx on reputation_events (user_id, id)`.execute(
        db,
      );
      await sql`create unique index reputation_events_live_idx
        on reputation_events (post_id, kind, actor_id)
        where reverses is null and undone = ${engine === 'postgres' ? sql`false` : sql`0`}`.execute(
        db,
      );
      if (engine === 'postgres') await lockUsersFunction.execute(db);
      for (const statement of reputationRules(engine)) await statement.execute(db);
    },
    async down(db: MigrationDb) {
      for (const statement of dropRules(engine)) await statement.execute(db);
      await sql`drop table reputation_events`.execute(db);
      await sql`drop index users_reputation_idx`.execute(db);
      for (const column of ['rep_day_votes', 'rep_day', 'reputation']) {
        await sql`alter table users drop column ${sql.raw(column)}`.execute(db);
      }
    },
  };
};

const TRIGGERS = [
  ['question_votes_reputation', 'question_votes'],
  ['answer_votes_reputation', 'answer_votes'],
  ['questions_accept_reputation', 'questions'],
  ['answers_deleted_reputation', 'answers'],
] as const;

/** The rule triggers, functions and views this migration installs (migration 031 drops them). */
export const reputationRules = (engine: Engine): RawBuilder<unknown>[] =>
  engine === 'postgres' ? postgresRules() : sqliteRules();

/** Drops what `reputationRules` installs (and, with `lockUsers`, `stackhive_lock_users`). */
export function dropRules(engine: Engine, lockUsers = true): RawBuilder<unknown>[] {
  if (engine === 'postgres') {
    return [
      ...TRIGGERS.map(([name, table]) => sql`drop trigger ${sql.raw(name)} on ${sql.raw(table)}`),
      sql`drop function stackhive_question_vote_reputation()`,
      sql`drop function stackhive_answer_vote_reputation()`,
      sql`drop function stackhive_accept_reputation()`,
      sql`drop function stackhive_post_deleted_reputation()`,
      sql`drop function stackhive_rep_award(text, text, integer, boolean, text, text, text, timestamptz)`,
      sql`drop function stackhive_rep_undo(text, text, text)`,
      sql`drop function stackhive_rep_undo_post(text)`,
      ...(lockUsers ? [sql`drop function stackhive_lock_users(text[])`] : []),
    ];
  }
  return [
    ...SQLITE_TRIGGER_NAMES.map((name) => sql`drop trigger ${sql.raw(name)}`),
    sql`drop view reputation_awards`,
    sql`drop view reputation_undos`,
  ];
}
