import { sql, type RawBuilder } from 'kysely';
import { columnTypes, type EngineMigration, type MigrationDb } from './types.js';

/**
 * Issue 15, the question list's tabs: Newest (asked_on, as before), Active (`active_on`: when
 * the question was asked, last answered or edited), Votes (`score`: up_votes - down_votes)
 * and Unanswered (no answers), for all questions and per tag, each read from an index in
 * order at a million questions.
 *
 * A tag page walks question_tags, so the tag rows carry copies of what the tabs sort and
 * filter by (score, answer_count, active_on). The database keeps the copies (a trigger on
 * questions), whichever code path changes a question: votes, answers, edits, the seed.
 *
 * Unanswered totals live in question_counts beside the others, as 'unanswered:*' and
 * 'unanswered:<tag>', also kept by triggers: a question counts while its answer_count is 0,
 * from its insert to its first answer, again if its last answer goes, until it is deleted.
 */
export const questionTabs: EngineMigration = (engine) => {
  const t = columnTypes(engine);
  const run = (db: MigrationDb, statement: RawBuilder<unknown>) => statement.execute(db);
  return {
    async up(db: MigrationDb) {
      // active_on: asked_on, or the latest answer's time.
      const activeType = sql`${t.timestamp}`;
      for (const table of ['questions', 'question_tags']) {
        await run(db, sql`alter table ${sql.raw(table)} add column active_on ${activeType}`);
      }
      await run(db, sql`alter table question_tags add column score integer not null default 0`);
      await run(
        db,
        sql`alter table question_tags add column answer_count integer not null default 0`,
      );
      await run(
        db,
        sql`update questions set active_on = coalesce(
          (select max(a.answered_on) from answers a where a.question_id = questions.id), asked_on)`,
      );
      await run(
        db,
        sql`update question_tags set
          score = (select q.up_votes - q.down_votes from questions q where q.id = question_tags.question_id),
          answer_count = (select q.answer_count from questions q where q.id = question_tags.question_id),
          active_on = (select q.active_on from questions q where q.id = question_tags.question_id)`,
      );
      if (engine === 'postgres') {
        await run(db, sql`alter table questions alter column active_on set not null`);
        await run(db, sql`alter table question_tags alter column active_on set not null`);
      }

      // Net votes as a column the database computes, so that the Votes order is an index
      // whose first column a keyset position can be compared with (an expression index is
      // walked from its start on SQLite). SQLite can only add a virtual one; it is indexed.
      await run(
        db,
        sql`alter table questions add column score integer
          generated always as (up_votes - down_votes) ${sql.raw(engine === 'postgres' ? 'stored' : 'virtual')}`,
      );
      // Each tab's order, newest first within equal keys; Unanswered holds only its rows.
      await run(db, sql`create index questions_score_idx on questions (score, asked_on, id)`);
      await run(db, sql`create index questions_active_idx on questions (active_on, id)`);
      await run(
        db,
        sql`create index questions_unanswered_idx on questions (asked_on, id) where answer_count = 0`,
      );
      await run(
        db,
        sql`create index question_tags_score_idx on question_tags (tag, score, asked_on, question_id)`,
      );
      await run(
        db,
        sql`create index question_tags_active_idx on question_tags (tag, active_on, question_id)`,
      );
      await run(
        db,
        sql`create index question_tags_unanswered_idx on question_tags (tag, asked_on, question_id)
          where answer_count = 0`,
      );

      await run(
        db,
        sql`insert into question_counts (key, count)
          select 'unanswered:*', count(*) from questions where answer_count = 0`,
      );
      await run(
        db,
        sql`insert into question_counts (key, count)
          select 'unanswered:' || tag, count(*) from question_tags where answer_count = 0
          group by tag`,
      );
      for (const statement of engine === 'postgres' ? postgresTriggers() : sqliteTriggers()) {
        await run(db, statement);
      }
    },
    async down(db: MigrationDb) {
      if (engine === 'postgres') {
        for (const [trigger, table] of TRIGGERS) {
          await run(db, sql`drop trigger ${sql.raw(trigger)} on ${sql.raw(table)}`);
        }
        await run(db, sql`drop function stackhive_question_copies()`);
        await run(db, sql`drop function stackhive_question_tag_counts()`);
        await run(db, sql`drop function stackhive_bump_question_count(text, integer)`);
      } else {
        for (const [trigger] of SQLITE_TRIGGER_NAMES) {
          await run(db, sql`drop trigger ${sql.raw(trigger)}`);
        }
      }
      await run(db, sql`delete from question_counts where key like 'unanswered:%'`);
      for (const index of [
        'questions_score_idx',
        'questions_active_idx',
        'questions_unanswered_idx',
        'question_tags_score_idx',
        'question_tags_active_idx',
        'question_tags_unanswered_idx',
      ]) {
        await run(db, sql`drop index ${sql.raw(index)}`);
      }
      for (const column of ['active_on', 'score', 'answer_count']) {
        await run(db, sql`alter table question_tags drop column ${sql.raw(column)}`);
      }
      await run(db, sql`alter table questions drop column active_on`);
      await run(db, sql`alter table questions drop column score`);
    },
  };
};

const TRIGGERS = [
  ['questions_copies', 'questions'],
  ['question_tags_counts', 'question_tags'],
] as const;

/** PostgreSQL: two trigger functions, one per table, and a counter upsert they share. */
function postgresTriggers(): RawBuilder<unknown>[] {
  return [
    sql`create function stackhive_bump_question_count(p_key text, p_delta integer)
      returns void language sql as $$
        insert into question_counts (key, count) values (p_key, greatest(p_delta, 0))
          on conflict (key) do update set count = question_counts.count + p_delta
      $$`,
    // questions: the copies on its tag rows, and the all-questions Unanswered total.
    sql`create function stackhive_question_copies() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          if new.answer_count = 0 then
            perform stackhive_bump_question_count('unanswered:*', 1);
          end if;
          return null;
        end if;
        if tg_op = 'DELETE' then
          if old.answer_count = 0 then
            perform stackhive_bump_question_count('unanswered:*', -1);
          end if;
          return null;
        end if;
        if (old.answer_count = 0) <> (new.answer_count = 0) then
          perform stackhive_bump_question_count('unanswered:*',
            case when new.answer_count = 0 then 1 else -1 end);
        end if;
        if (new.up_votes - new.down_votes, new.answer_count, new.active_on)
            is distinct from (old.up_votes - old.down_votes, old.answer_count, old.active_on) then
          update question_tags set score = new.up_votes - new.down_votes,
              answer_count = new.answer_count, active_on = new.active_on
            where question_id = new.id;
        end if;
        return null;
      end $$`,
    sql`create trigger questions_copies
      after insert or delete or update of up_votes, down_votes, answer_count, active_on
      on questions for each row execute function stackhive_question_copies()`,
    // question_tags: a tag's Unanswered total follows its rows' copied answer_count.
    sql`create function stackhive_question_tag_counts() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') and old.answer_count = 0 then
          perform stackhive_bump_question_count('unanswered:' || old.tag, -1);
        end if;
        if tg_op in ('UPDATE', 'INSERT') and new.answer_count = 0 then
          perform stackhive_bump_question_count('unanswered:' || new.tag, 1);
        end if;
        return null;
      end $$`,
    sql`create trigger question_tags_counts
      after insert or delete or update of answer_count on question_tags
      for each row execute function stackhive_question_tag_counts()`,
  ];
}

const SQLITE_TRIGGER_NAMES = [
  ['questions_unanswered_insert'],
  ['questions_unanswered_delete'],
  ['questions_score_copy'],
  ['questions_answer_count_copy'],
  ['questions_active_copy'],
  ['question_tags_unanswered_insert'],
  ['question_tags_unanswered_delete'],
  ['question_tags_unanswered_update'],
] as const;

/** SQLite: the same as plain triggers (each trigger body is statements, not a function). */
function sqliteTriggers(): RawBuilder<unknown>[] {
  const bump = (key: string, delta: number) =>
    `insert into question_counts (key, count) values (${key}, ${Math.max(delta, 0)})
       on conflict (key) do update set count = count + ${delta};`;
  return [
    sql.raw(`create trigger questions_unanswered_insert after insert on questions
      when new.answer_count = 0 begin ${bump("'unanswered:*'", 1)} end`),
    sql.raw(`create trigger questions_unanswered_delete after delete on questions
      when old.answer_count = 0 begin ${bump("'unanswered:*'", -1)} end`),
    // One trigger per copied column: SQLite updates only the indexes of the columns a
    // statement sets, so a vote rewrites the score index alone, not all three.
    sql.raw(`create trigger questions_score_copy after update of up_votes, down_votes on questions
      when new.up_votes - new.down_votes <> old.up_votes - old.down_votes begin
        update question_tags set score = new.up_votes - new.down_votes where question_id = new.id;
      end`),
    sql.raw(`create trigger questions_answer_count_copy after update of answer_count on questions
      when new.answer_count <> old.answer_count begin
        update question_counts set count = count + (case when new.answer_count = 0 then 1 else -1 end)
          where key = 'unanswered:*' and (old.answer_count = 0) <> (new.answer_count = 0);
        update question_tags set answer_count = new.answer_count where question_id = new.id;
      end`),
    sql.raw(`create trigger questions_active_copy after update of active_on on questions
      when new.active_on <> old.active_on begin
        update question_tags set active_on = new.active_on where question_id = new.id;
      end`),
    sql.raw(`create trigger question_tags_unanswered_insert after insert on question_tags
      when new.answer_count = 0 begin ${bump("'unanswered:' || new.tag", 1)} end`),
    sql.raw(`create trigger question_tags_unanswered_delete after delete on question_tags
      when old.answer_count = 0 begin ${bump("'unanswered:' || old.tag", -1)} end`),
    sql.raw(`create trigger question_tags_unanswered_update after update of answer_count
      on question_tags when (old.answer_count = 0) <> (new.answer_count = 0) begin
        ${bump("'unanswered:' || new.tag", 0)}
        update question_counts set count = count + (case when new.answer_count = 0 then 1 else -1 end)
          where key = 'unanswered:' || new.tag;
      end`),
  ];
}
