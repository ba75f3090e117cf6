import { sql } from 'kysely';
import { newId } from '../ids.js';
import { columnTypes, type EngineMigration, type MigrationDb } from './types.js';

/**
 * Issue 34: flags with reasons on questions, answers, comments and community posts.
 *
 * - One row per flag; a user flags an item once (`flags_once_idx`). No foreign key to the
 *   item: a flag outlives it (its raiser still sees the outcome; it is `retired` when the
 *   item is deleted) and names where it was (`question_id`, `post_id`, `team_id`).
 * - The queues read partial indexes of the waiting rows only, so decided flags cost them
 *   nothing: the site's (oldest first by id, or by reason) and each team's.
 * - Existing reports of posts (`post_reports`) are copied in as flags with reason `other`,
 *   in their order; `post_reports` and `posts.report_count` stay as the count that hides a
 *   post (DECISIONS 29), now written with each post flag.
 */
export const flags: EngineMigration = (engine) => {
  const t = columnTypes(engine);
  return {
    async up(db: MigrationDb) {
      await sql`create table flags (
        id text primary key,
        target_kind text not null,
        target_id text not null,
        question_id text,
        post_id text,
        team_id text,
        owner_id text,
        user_id text,
        reason text not null,
        note text,
        duplicate_of text,
        created_on ${t.timestamp} not null,
        status text not null default 'pending',
        decided_by text,
        decided_on ${t.timestamp},
        decision_note text
      )`.execute(db);
      await sql`create unique index flags_once_idx on flags (target_kind, target_id, user_id)`.execute(
        db,
      );
      await sql`create index flags_queue_idx on flags (id)
        where status = 'pending' and team_id is null`.execute(db);
      await sql`create index flags_reason_idx on flags (reason, id)
        where status = 'pending' and team_id is null`.execute(db);
      await sql`create index flags_team_idx on flags (team_id, id)
        where status = 'pending' and team_id is not null`.execute(db);
      await sql`create index flags_question_idx on flags (question_id) where question_id is not null`.execute(
        db,
      );
      await sql`create index flags_post_idx on flags (post_id) where post_id is not null`.execute(
        db,
      );
      await sql`create index flags_user_idx on flags (user_id, id)`.execute(db);

      const reports = await sql<{
        postId: string;
        userId: string;
        createdAt: string | Date;
        ownerId: string;
      }>`
        select r.post_id as "postId", r.user_id as "userId", r.created_at as "createdAt",
          p.user_id as "ownerId"
        from post_reports r join posts p on p.id = r.post_id
        order by r.created_at, r.post_id, r.user_id`.execute(db);
      for (let at = 0; at < reports.rows.length; at += 500) {
        const rows = reports.rows.slice(at, at + 500).map((row) => ({
          id: newId(),
          target_kind: 'post',
          target_id: row.postId,
          post_id: row.postId,
          owner_id: row.ownerId,
          user_id: row.userId,
          reason: 'other',
          created_on: row.createdAt instanceof Date ? row.createdAt.toISOString() : row.createdAt,
        }));
        await db.insertInto('flags').values(rows).execute();
      }
    },
    async down(db: MigrationDb) {
      await sql`drop table flags`.execute(db);
    },
  };
};
