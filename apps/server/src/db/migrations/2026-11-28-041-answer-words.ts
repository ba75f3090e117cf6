import { sql } from 'kysely';
import type { EngineMigration, MigrationDb } from './types.js';

/**
 * Issue 32, PostgreSQL: each answer's words and its question's tags in one narrow row
 * (`answer_words`), as `question_words` holds a question's (migration 039).
 *
 * Why: an answer search (`is:answer promise`) walked the newest answers testing each body
 * through ILIKE (5 µs a row) or computing its words (15-40 µs), and a tag asked beside it
 * (`is:answer [python] socket`) joined question_tags for every answer holding the word:
 * 190-480 ms p50 at 3M answers. Stored beside the answer's date, the words cost under a
 * microsecond a row walked newest first, and the words and tags together are one GIN read.
 *
 * A tag is a lexeme of its own (`#python`, migration 039), copied from the question: an answer
 * takes its question's tags when it is written, and a retag rewrites the tag lexemes of every
 * answer of the question (the words stay: only the `#` lexemes, which no word holds, change).
 *
 * SQLite: nothing (its answers' FTS5 tables answer within the targets).
 */

/** An answer's row: its body's words and its question's tags. */
const ANSWER_ROW = `insert into answer_words (answer_id, answered_on, words)
  select new.id, new.answered_on, stackhive_words(new.body) || stackhive_tag_words(q.tags)
  from questions q where q.id = new.question_id
  on conflict (answer_id) do update set words = excluded.words`;

export const answerWords: EngineMigration = (engine) => ({
  async up(db: MigrationDb) {
    if (engine !== 'postgres') return;
    await sql`lock table questions, answers in share mode`.execute(db);
    await sql`create table answer_words (
      answer_id text primary key references answers (id) on delete cascade,
      answered_on timestamptz not null,
      words tsvector not null)`.execute(db);
    await sql
      .raw(
        `create function stackhive_answer_words() returns trigger language plpgsql as $$
        begin ${ANSWER_ROW}; return null; end $$`,
      )
      .execute(db);
    await sql`create trigger answers_words_insert after insert on answers
      for each row execute function stackhive_answer_words()`.execute(db);
    await sql`create trigger answers_words_update after update of body on answers
      for each row when (new.body is distinct from old.body)
      execute function stackhive_answer_words()`.execute(db);
    await sql`create function stackhive_answer_tags() returns trigger language plpgsql as $$
      begin
        update answer_words w
          set words = ts_delete(w.words, tsvector_to_array(stackhive_tag_words(old.tags)))
            || stackhive_tag_words(new.tags)
          from answers a where a.question_id = new.id and w.answer_id = a.id;
        return null;
      end $$`.execute(db);
    await sql`create trigger questions_answer_tags after update of tags on questions
      for each row when (new.tags is distinct from old.tags)
      execute function stackhive_answer_tags()`.execute(db);
    // Existing answers (at 3M answers: see the README's upgrade notes), then the indexes: one
    // sort each rather than an index insert a row.
    await sql`insert into answer_words (answer_id, answered_on, words)
      select a.id, a.answered_on, stackhive_words(a.body) || stackhive_tag_words(q.tags)
      from answers a join questions q on q.id = a.question_id`.execute(db);
    await sql`create index answer_words_newest_idx on answer_words (answered_on, answer_id)`.execute(
      db,
    );
    // Named like the other word indexes, which the bench generator builds after a bulk load.
    await sql`create index answer_words_words_idx on answer_words using gin (words)`.execute(db);
    await sql`analyze answer_words`.execute(db);
  },
  async down(db: MigrationDb) {
    if (engine !== 'postgres') return;
    await sql`drop trigger questions_answer_tags on questions`.execute(db);
    await sql`drop function stackhive_answer_tags()`.execute(db);
    await sql`drop trigger answers_words_insert on answers`.execute(db);
    await sql`drop trigger answers_words_update on answers`.execute(db);
    await sql`drop function stackhive_answer_words()`.execute(db);
    await sql`drop table answer_words`.execute(db);
  },
});
