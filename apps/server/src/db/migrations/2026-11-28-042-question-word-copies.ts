import { sql } from 'kysely';
import { QUESTION_ROW as QUESTION_ROW_040, QUESTION_WORDS } from './2026-11-28-040-exact-words.js';
import type { EngineMigration, MigrationDb } from './types.js';

/**
 * Issue 32, PostgreSQL: the columns search operators narrow by, copied into `question_words`
 * beside each question's words: its author, score, answer count, accepted answer and the
 * question it duplicates (`user:`, `score:`, `answers:`, `hasaccepted:`, `closed:` and
 * `duplicate:`; `created:` reads the date already there).
 *
 * Why: a word with operators (`promise answers:0 score:1`) found the questions holding the
 * word from question_words, then joined each one's `questions` row to test the operators:
 * a primary-key read of a wide row for every holder walked, 190 ms p50 at 1M to count the
 * matches up to the cap. Tested on the row already read, they cost nothing more.
 *
 * The score also orders a search by votes (`question_words_score_idx`): the holders of two
 * words walked by score, each tested on its own row, where walking the questions by score
 * joined each one's words (67 ms p50, 146 p95 at 1M).
 *
 * Views (`views:`) are not copied: every page view rewrites a question's view count, and a
 * search by views still joins the question.
 *
 * The copies follow the question through a trigger (votes, answers, accepts and closes
 * change them; the author never changes; neither does the date, but it is followed too). Upgrading copies them into a new table built whole,
 * rather than updating every row in place (which would leave the table and its indexes twice
 * their size until vacuumed).
 */

/** The copied columns, named as on `questions` (the search filters read either). */
const COPIES = ['user_id', 'score', 'answer_count', 'accepted_answer_id', 'duplicate_of'];

/** A question's row in question_words: its words, its title's words and the copies. */
const QUESTION_ROW = `insert into question_words (question_id, asked_on, words, title_words,
    ${COPIES.join(', ')})
  values (new.id, new.asked_on, ${QUESTION_WORDS('new')}, stackhive_words(new.title),
    ${COPIES.map((c) => `new.${c}`).join(', ')})
  on conflict (question_id) do update
  set words = excluded.words, title_words = excluded.title_words`;

const questionRow = (row: string) =>
  sql.raw(`create or replace function stackhive_questions_words() returns trigger
    language plpgsql as $$ begin ${row}; return null; end $$`);

/**
 * What an update copies: the copies, and the date (never changed by the site, but a copy
 * must not disagree with its question).
 */
const FOLLOWED = ['asked_on', ...COPIES];
/** The columns whose change changes a copy (score is up_votes - down_votes, generated). */
const SOURCES = [
  'asked_on',
  'up_votes',
  'down_votes',
  'answer_count',
  'accepted_answer_id',
  'duplicate_of',
];

export const questionWordCopies: EngineMigration = (engine) => ({
  async up(db: MigrationDb) {
    if (engine !== 'postgres') return;
    await sql`lock table questions, question_words in share mode`.execute(db);
    await sql`create table question_words_next (
      question_id text primary key references questions (id) on delete cascade,
      asked_on timestamptz not null,
      words tsvector not null,
      title_words tsvector not null,
      user_id text not null,
      score integer not null,
      answer_count integer not null,
      accepted_answer_id text,
      duplicate_of text)`.execute(db);
    await sql`insert into question_words_next
      select w.question_id, w.asked_on, w.words, w.title_words,
        ${sql.join(COPIES.map((c) => sql.ref(`q.${c}`)))}
      from question_words w join questions q on q.id = w.question_id`.execute(db);
    await sql`drop table question_words`.execute(db);
    await sql`alter table question_words_next rename to question_words`.execute(db);
    await sql`alter index question_words_next_pkey rename to question_words_pkey`.execute(db);
    await sql`alter table question_words rename constraint question_words_next_question_id_fkey
      to question_words_question_id_fkey`.execute(db);
    await sql`create index question_words_newest_idx on question_words (asked_on, question_id)`.execute(
      db,
    );
    // By votes, the holders of a word walked by score from the same row (questions_score_idx
    // made each one a join to test its words).
    await sql`create index question_words_score_idx on question_words
      (score, asked_on, question_id)`.execute(db);
    await sql`create index question_words_words_idx on question_words using gin (words)`.execute(
      db,
    );
    await sql`create index question_words_title_words_idx on question_words
      using gin (title_words)`.execute(db);
    await sql`analyze question_words`.execute(db);
    await questionRow(QUESTION_ROW).execute(db);
    await sql
      .raw(
        `create function stackhive_question_word_copies() returns trigger language plpgsql as $$
        begin
          update question_words
            set ${FOLLOWED.map((c) => `${c} = new.${c}`).join(', ')}
            where question_id = new.id;
          return null;
        end $$`,
      )
      .execute(db);
    const changed = `(${FOLLOWED.map((c) => `new.${c}`).join(', ')})
      is distinct from (${FOLLOWED.map((c) => `old.${c}`).join(', ')})`;
    await sql
      .raw(
        `create trigger questions_word_copies after update of ${SOURCES.join(', ')}
        on questions for each row when (${changed})
        execute function stackhive_question_word_copies()`,
      )
      .execute(db);
  },
  async down(db: MigrationDb) {
    if (engine !== 'postgres') return;
    await sql`drop trigger questions_word_copies on questions`.execute(db);
    await sql`drop function stackhive_question_word_copies()`.execute(db);
    await questionRow(QUESTION_ROW_040).execute(db);
    for (const column of COPIES) {
      await sql`alter table question_words drop column ${sql.id(column)}`.execute(db);
    }
  },
});
