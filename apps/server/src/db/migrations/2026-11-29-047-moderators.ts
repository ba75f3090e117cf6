import { sql } from 'kysely';
import { columnTypes, type EngineMigration, type MigrationDb } from './types.js';

/**
 * Issue 34, first part: the moderator role, suspensions and the audit log.
 *
 * - `users.is_moderator`: granted and revoked by admins (admins keep their own flag and
 *   ADMIN_EMAILS). `users.suspended_until` (null: not suspended), its reason and who set it.
 * - `moderation_log`: one row per moderator or admin action, written in the action's own
 *   transaction. It keeps names as they were (`actor_name`, `target_user_name`) and has no
 *   foreign keys, so nothing deleted later can change or remove an entry; triggers refuse any
 *   update or delete on both engines (and TRUNCATE on PostgreSQL). Read newest first by id;
 *   `(target_user_id, id)` lists what was done about one account; a team's entries
 *   (`team_id`) never reach the site's log.
 */
export const moderators: EngineMigration = (engine) => {
  const t = columnTypes(engine);
  const no = engine === 'postgres' ? sql`false` : sql`0`;
  return {
    async up(db: MigrationDb) {
      await sql`alter table users add column is_moderator ${t.boolean} not null default ${no}`.execute(
        db,
      );
      await sql`alter table users add column suspended_until ${t.timestamp}`.execute(db);
      await sql`alter table users add column suspension_reason text`.execute(db);
      await sql`alter table users add column suspended_by text`.execute(db);

      const id =
        engine === 'postgres'
          ? sql`id bigint generated always as identity primary key`
          : sql`id integer primary key`;
      await sql`create table moderation_log (
        ${id},
        at ${t.timestamp} not null,
        actor_id text not null,
        actor_name text not null,
        action text not null,
        target_kind text,
        target_id text,
        target_user_id text,
        target_user_name text,
        team_id text,
        reason text,
        details text not null default '{}'
      )`.execute(db);
      await sql`create index moderation_log_site_idx on moderation_log (id)
        where team_id is null`.execute(db);
      await sql`create index moderation_log_user_idx on moderation_log (target_user_id, id)
        where team_id is null`.execute(db);
      await sql`create index moderation_log_team_idx on moderation_log (team_id, id)
        where team_id is not null`.execute(db);

      if (engine === 'sqlite') {
        for (const event of ['update', 'delete'])
          await sql
            .raw(
              `create trigger moderation_log_no_${event} before ${event} on moderation_log
               begin select raise(abort, 'moderation_log entries cannot be changed'); end`,
            )
            .execute(db);
      } else {
        await sql`create function stackhive_log_fixed() returns trigger language plpgsql as $$
          begin raise exception 'moderation_log entries cannot be changed'; end $$`.execute(db);
        await sql`create trigger moderation_log_fixed before update or delete on moderation_log
          for each row execute function stackhive_log_fixed()`.execute(db);
        await sql`create trigger moderation_log_no_truncate before truncate on moderation_log
          for each statement execute function stackhive_log_fixed()`.execute(db);
      }
    },
    async down(db: MigrationDb) {
      await sql`drop table moderation_log`.execute(db);
      if (engine === 'postgres') await sql`drop function stackhive_log_fixed()`.execute(db);
      for (const column of ['suspended_by', 'suspension_reason', 'suspended_until', 'is_moderator'])
        await sql`alter table users drop column ${sql.raw(column)}`.execute(db);
    },
  };
};
