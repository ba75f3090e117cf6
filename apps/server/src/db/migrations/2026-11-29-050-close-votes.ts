import { sql } from 'kysely';
import { columnTypes, type EngineMigration, type MigrationDb } from './types.js';

/**
 * Issue 34: closing by vote, with reasons.
 *
 * - `questions.closed_reason` (duplicate, details, focus, opinion, off-topic) and
 *   `close_note`; a question is closed when `closed_on` is set (a duplicate also names
 *   `duplicate_of`). Questions closed before are duplicates: backfilled so.
 * - `questions.reopen_queued_on`: the author edited the closed question; the reopen queue
 *   reads its partial index.
 * - `close_votes`: the votes of the current round (kind close or reopen), one per user; a
 *   round's votes are deleted when it closes or reopens the question (the audit log keeps who).
 */
export const closeVotes: EngineMigration = (engine) => {
  const t = columnTypes(engine);
  return {
    async up(db: MigrationDb) {
      await sql`alter table questions add column closed_reason text`.execute(db);
      await sql`alter table questions add column close_note text`.execute(db);
      await sql`alter table questions add column reopen_queued_on ${t.timestamp}`.execute(db);
      await sql`update questions set closed_reason = 'duplicate'
        where duplicate_of is not null and closed_on is not null`.execute(db);
      await sql`create index questions_reopen_idx on questions (reopen_queued_on, id)
        where reopen_queued_on is not null`.execute(db);
      await sql`create table close_votes (
        question_id text not null,
        user_id text not null,
        kind text not null,
        reason text,
        duplicate_of text,
        note text,
        cast_on ${t.timestamp} not null,
        primary key (question_id, kind, user_id)
      )`.execute(db);
    },
    async down(db: MigrationDb) {
      await sql`drop table close_votes`.execute(db);
      await sql`drop index questions_reopen_idx`.execute(db);
      for (const column of ['reopen_queued_on', 'close_note', 'closed_reason'])
        await sql`alter table questions drop column ${sql.raw(column)}`.execute(db);
    },
  };
};
