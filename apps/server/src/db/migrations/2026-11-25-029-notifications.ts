import { sql } from 'kysely';
import { DEFAULT_EMAIL_KINDS } from '@stackhive/shared';
import { type Engine, type EngineMigration, type MigrationDb } from './types.js';

/**
 * Issue 18, notifications. One row per notification, for its recipient (`user_id`); what it
 * is about is in the column of its kind's target, each a foreign key that deletes the
 * notification with its question, answer, comment or post, so nobody is notified of
 * something that is gone. The inbox reads (user_id, created_at, id) newest first; a grouped
 * notification (likes on a post) moves up by taking the newest like's time.
 *
 * `notification_counts` holds each user's unread and total counts, kept by triggers on
 * `notifications` in the statement that inserts, deletes or reads one: whatever path
 * writes (an app insert, a badge's trigger, a cascade), the counts follow. A table of its
 * own, not columns of `users`: a vote's transaction locks users rows in id order on
 * PostgreSQL (migration 025), and a notification's count must not take one out of turn.
 *
 * A badge notifies its holder from a trigger on `user_badges`, since the database awards
 * badges (migration 025). Mail: `mail_pending_since` is when a notification started waiting
 * for the mail sender (null once handled); small partial indexes find the due ones.
 */
export const notifications: EngineMigration = (engine) => {
  const run = (db: MigrationDb, statement: string) => sql.raw(statement).execute(db);
  return {
    async up(db: MigrationDb) {
      const time = engine === 'postgres' ? 'timestamptz' : 'text';
      const target = (table: string) => `text references ${table} (id) on delete cascade`;
      await run(
        db,
        `create table notifications (
          id text primary key,
          user_id text not null references users (id) on delete cascade,
          kind text not null,
          actor_id text,
          others integer not null default 0,
          question_id ${target('questions')},
          answer_id ${target('answers')},
          comment_id ${target('qa_comments')},
          post_id ${target('posts')},
          post_comment_id ${target('comments')},
          badge text,
          created_at ${time} not null,
          read_at ${time},
          mail_pending_since ${time}
        )`,
      );
      await run(
        db,
        `create index notifications_user_idx on notifications (user_id, created_at, id)`,
      );
      // Marking all read walks only the unread ones.
      await run(
        db,
        `create index notifications_unread_idx on notifications (user_id) where read_at is null`,
      );
      // Likes on a post group into the recipient's unread notification for that post.
      await run(
        db,
        `create index notifications_group_idx on notifications (user_id, post_id)
          where kind = 'like' and read_at is null`,
      );
      for (const column of ['question_id', 'answer_id', 'comment_id', 'post_id', 'post_comment_id'])
        await run(
          db,
          `create index notifications_${column}_idx on notifications (${column})
            where ${column} is not null`,
        );
      await run(
        db,
        `create index notifications_mail_due_idx on notifications (mail_pending_since, user_id)
          where mail_pending_since is not null`,
      );
      await run(
        db,
        `create index notifications_mail_user_idx on notifications (user_id, mail_pending_since)
          where mail_pending_since is not null`,
      );
      await run(
        db,
        `create table notification_counts (
          user_id text primary key references users (id) on delete cascade,
          unread integer not null default 0,
          total integer not null default 0
        )`,
      );
      await sql`alter table users add column email_notifications text not null default ${sql.lit(
        JSON.stringify(DEFAULT_EMAIL_KINDS),
      )}`.execute(db);
      for (const trigger of triggers(engine)) await install(db, engine, trigger);
    },
    async down(db: MigrationDb) {
      for (const trigger of triggers(engine)) {
        if (engine === 'postgres') {
          await run(db, `drop trigger ${trigger.name} on ${trigger.table}`);
          await run(db, `drop function ${trigger.name}()`);
        } else {
          await run(db, `drop trigger ${trigger.name}`);
        }
      }
      await run(db, 'alter table users drop column email_notifications');
      await run(db, 'drop table notification_counts');
      await run(db, 'drop table notifications');
    },
  };
};

interface Trigger {
  name: string;
  table: string;
  event: string;
  when: string;
  body: string;
}

function count(user: string, unread: string, total: string): string {
  return `insert into notification_counts (user_id, unread, total) values (${user}, ${unread}, ${total})
    on conflict (user_id) do update set
      unread = notification_counts.unread + excluded.unread,
      total = notification_counts.total + excluded.total;`;
}

export function triggers(engine: Engine): Trigger[] {
  const now = engine === 'postgres' ? 'now()' : `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;
  return [
    {
      name: 'notifications_count_insert',
      table: 'notifications',
      event: 'insert',
      when: 'true',
      body: count('new.user_id', 'case when new.read_at is null then 1 else 0 end', '1'),
    },
    {
      name: 'notifications_count_delete',
      table: 'notifications',
      event: 'delete',
      when: 'true',
      body: count('old.user_id', 'case when old.read_at is null then -1 else 0 end', '-1'),
    },
    {
      name: 'notifications_count_read',
      table: 'notifications',
      event: 'update of read_at',
      when: 'old.read_at is null and new.read_at is not null',
      body: count('new.user_id', '-1', '0'),
    },
    {
      // A badge tells its holder; its mail waits like any other (the sender's delay).
      name: 'user_badges_notify',
      table: 'user_badges',
      event: 'insert',
      when: 'true',
      body: `insert into notifications (id, user_id, kind, badge, created_at, mail_pending_since)
        values ('badge-' || new.id, new.user_id, 'badge', new.badge, new.awarded_on, ${now});`,
    },
    {
      // The notification goes with its award (a repair may take one back), and SQLite may
      // give a later award the id of a deleted one.
      name: 'user_badges_unnotify',
      table: 'user_badges',
      event: 'delete',
      when: 'true',
      body: `delete from notifications where id = 'badge-' || old.id;`,
    },
  ];
}

export async function install(db: MigrationDb, engine: Engine, trigger: Trigger): Promise<void> {
  const when = trigger.when === 'true' ? '' : `when (${trigger.when})`;
  if (engine === 'postgres') {
    await sql
      .raw(
        `create function ${trigger.name}() returns trigger language plpgsql as $$
          begin ${trigger.body} return null; end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${trigger.name} after ${trigger.event} on ${trigger.table}
          for each row ${when} execute function ${trigger.name}()`,
      )
      .execute(db);
  } else {
    await sql
      .raw(
        `create trigger ${trigger.name} after ${trigger.event} on ${trigger.table}
          for each row ${when} begin ${trigger.body} end`,
      )
      .execute(db);
  }
}
