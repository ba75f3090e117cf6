import { sql, type RawBuilder } from 'kysely';
import type { EngineMigration, MigrationDb } from './types.js';

/**
 * Issue 15, edits in at most five statements: what an edit changes beside its own row is
 * kept by the database, as migration 016 keeps the tag rows' copies.
 *
 * - Retagging (`questions.tags` rewritten): the question's tag rows follow (rows of removed
 *   tags go, added tags get rows with the question's copies) and so do the per-tag question
 *   counts. Before, the server wrote them itself: up to four statements more per edit. The
 *   tag rows' own triggers (016) keep the per-tag Unanswered totals.
 * - Editing an answer (`answers.edited_on` set): the question's latest activity becomes the
 *   edit's time, unless it is already later (an answer posted meanwhile on PostgreSQL).
 *
 * Asking and deleting still write tag rows and counts in the server (one statement each
 * there already); only the update paths moved.
 */
export const editCopies: EngineMigration = (engine) => ({
  async up(db: MigrationDb) {
    const statements = engine === 'postgres' ? postgresTriggers() : sqliteTriggers();
    for (const statement of statements) await statement.execute(db);
  },
  async down(db: MigrationDb) {
    if (engine === 'postgres') {
      await sql`drop trigger questions_retag on questions`.execute(db);
      await sql`drop trigger answers_edit_activity on answers`.execute(db);
      await sql`drop function stackhive_retag()`.execute(db);
      await sql`drop function stackhive_answer_edit_activity()`.execute(db);
    } else {
      await sql`drop trigger questions_retag`.execute(db);
      await sql`drop trigger answers_edit_activity`.execute(db);
    }
  },
});

function postgresTriggers(): RawBuilder<unknown>[] {
  return [
    sql`create function stackhive_retag() returns trigger language plpgsql as $$
      begin
        with old_tags as (select jsonb_array_elements_text(old.tags::jsonb) as tag),
             new_tags as (select jsonb_array_elements_text(new.tags::jsonb) as tag),
             removed as (
               delete from question_tags
                where question_id = new.id and tag not in (select tag from new_tags)
               returning tag),
             added as (
               insert into question_tags
                   (question_id, tag, asked_on, active_on, score, answer_count)
                 select new.id, tag, new.asked_on, new.active_on,
                        new.up_votes - new.down_votes, new.answer_count
                   from new_tags where tag not in (select tag from old_tags)
               returning tag)
        insert into question_counts (key, count)
          select tag, 1 from added
          union all
          select tag, -1 from removed
        on conflict (key) do update set count = question_counts.count + excluded.count;
        return null;
      end $$`,
    sql`create trigger questions_retag after update of tags on questions
      for each row when (new.tags is distinct from old.tags)
      execute function stackhive_retag()`,
    sql`create function stackhive_answer_edit_activity() returns trigger language plpgsql as $$
      begin
        update questions set active_on = new.edited_on
          where id = new.question_id and active_on < new.edited_on;
        return null;
      end $$`,
    sql`create trigger answers_edit_activity after update of edited_on on answers
      for each row when (new.edited_on is distinct from old.edited_on)
      execute function stackhive_answer_edit_activity()`,
  ];
}

/**
 * SQLite: the same as trigger bodies. A removed tag always has its count row (asking
 * counted it), so it is a plain update; an added one may be the tag's first question.
 * `where true` keeps SQLite from reading the upsert's `on` as a join.
 */
function sqliteTriggers(): RawBuilder<unknown>[] {
  const removed = `select value from json_each(old.tags)
    where value not in (select value from json_each(new.tags))`;
  const added = `select value from json_each(new.tags)
    where value not in (select value from json_each(old.tags))`;
  return [
    sql.raw(`create trigger questions_retag after update of tags on questions
      when new.tags <> old.tags begin
        delete from question_tags where question_id = new.id and tag in (${removed});
        update question_counts set count = count - 1 where key in (${removed});
        insert into question_tags (question_id, tag, asked_on, active_on, score, answer_count)
          select new.id, value, new.asked_on, new.active_on,
                 new.up_votes - new.down_votes, new.answer_count
            from (${added});
        insert into question_counts (key, count) select value, 1 from (${added}) where true
          on conflict (key) do update set count = count + 1;
      end`),
    sql.raw(`create trigger answers_edit_activity after update of edited_on on answers
      when new.edited_on is not old.edited_on begin
        update questions set active_on = new.edited_on
          where id = new.question_id and active_on < new.edited_on;
      end`),
  ];
}
