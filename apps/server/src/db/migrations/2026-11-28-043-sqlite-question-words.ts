import { sql } from 'kysely';
import type { FtsTable } from './2026-11-22-011-search-words.js';
import {
  dropLeftoverContent,
  QUESTION_TEXT,
  questionTriggers,
} from './2026-11-27-038-question-text-search.js';
import type { EngineMigration, MigrationDb } from './types.js';

/**
 * Issue 32, SQLite: questions' words, and the vocabulary of those words, so that a search of
 * long words reads word lists instead of trigram lists (PostgreSQL's migration 039, here).
 *
 * Why: "socket TypeError production" (244 of 1M questions hold all three) read 144 ms p50
 * through the trigram index of migration 038: FTS5 reads every trigram list of each word
 * (a word of 9 letters is 7 of them, each with its positions) and checks the positions of
 * every row holding them all, to find the few holding all three words.
 *
 * - `question_vocabulary`: every distinct word of questions' titles and bodies (as
 *   `stackhive_words` splits them, db/sqlite-text-functions.ts), with a trigram index, so a
 *   query word is looked up as the words holding it ("promise": promise, promises, …). A text
 *   holds the word as a substring exactly when one of its words does. Words are added by a
 *   trigger on insert and on edits of a title or body, never removed (a word no question
 *   holds any more finds nothing).
 * - `questions_text_words`: a question's title, body and tags as words (FTS5 `unicode61`, as
 *   the per-column word tables of migration 011; `detail=column`: no positions, a search of
 *   words needs none), at the rowid its other search rows share, kept by the questions'
 *   search triggers. Tags are one word each, `t` and the tag's UTF-8 in hex (`tagWord`), in a
 *   column of their own.
 *
 * Upgrading a 1M-question database: 31 s once (the generator's vocabulary is small; a real
 * site's vocabulary is larger, its words table the same size).
 *
 * PostgreSQL: nothing (migrations 039 and 040 made its words).
 */
export const QUESTION_WORDS: FtsTable = {
  name: 'questions_text_words',
  columns: ['title', 'body', 'tags'],
  values: {
    tags: `(select coalesce(group_concat('t' || lower(hex(value)), ' '), '')
      from json_each(new.tags))`,
  },
};

/** A tag as the word `questions_text_words` holds for it (the trigger's expression above). */
export const tagWord = (tag: string) => `t${Buffer.from(tag, 'utf8').toString('hex')}`;

/** Every word of a title and body (`row`: new), for the vocabulary. */
const wordsOf = (row: string) =>
  `select value from json_each(stackhive_words(${row}.title || ' ' || ${row}.body))`;

const VOCABULARY_TRIGGERS = [
  `create trigger questions_vocabulary_insert after insert on questions begin
     insert or ignore into question_vocabulary (word) ${wordsOf('new')};
   end`,
  `create trigger questions_vocabulary_edit after update of title, body on questions
     when new.title is not old.title or new.body is not old.body begin
     insert or ignore into question_vocabulary (word) ${wordsOf('new')};
   end`,
];

export const sqliteQuestionWords: EngineMigration = (engine) => ({
  async up(db: MigrationDb) {
    if (engine === 'postgres') return;
    await sql`create table question_vocabulary (id integer primary key, word text not null unique)`.execute(
      db,
    );
    await sql
      .raw(
        `insert into question_vocabulary (word)
         select distinct w.value from questions q, json_each(stackhive_words(q.title || ' ' || q.body)) w`,
      )
      .execute(db);
    await sql
      .raw(
        `create virtual table question_vocabulary_fts using fts5(word,
           tokenize = 'trigram case_sensitive 0',
           content = 'question_vocabulary', content_rowid = 'id')`,
      )
      .execute(db);
    await sql
      .raw(`insert into question_vocabulary_fts (question_vocabulary_fts) values ('rebuild')`)
      .execute(db);
    await sql
      .raw(
        `create trigger question_vocabulary_fts_insert after insert on question_vocabulary begin
           insert into question_vocabulary_fts (rowid, word) values (new.id, new.word);
         end`,
      )
      .execute(db);
    for (const trigger of VOCABULARY_TRIGGERS) await sql.raw(trigger).execute(db);

    await dropLeftoverContent(db, QUESTION_WORDS.name);
    await sql
      .raw(
        `create virtual table ${QUESTION_WORDS.name} using fts5(id unindexed, title, body, tags,
           tokenize = 'unicode61 remove_diacritics 0', detail = column,
           content = '', contentless_delete = 1, contentless_unindexed = 1)`,
      )
      .execute(db);
    await sql
      .raw(
        `insert into ${QUESTION_WORDS.name} (rowid, id, title, body, tags)
         select m.fts_rowid, q.id, q.title, q.body, ${QUESTION_WORDS.values!.tags!.replace('new.tags', 'q.tags')}
         from questions q join questions_fts_map m on m.id = q.id`,
      )
      .execute(db);
    // One segment per level after a bulk build (as migration 038).
    await sql
      .raw(`insert into ${QUESTION_WORDS.name} (${QUESTION_WORDS.name}) values ('optimize')`)
      .execute(db);
    await questionTriggers(db, [QUESTION_TEXT, QUESTION_WORDS]);
  },
  async down(db: MigrationDb) {
    if (engine === 'postgres') return;
    await questionTriggers(db, [QUESTION_TEXT]);
    await sql.raw(`drop table ${QUESTION_WORDS.name}`).execute(db);
    await sql`drop trigger questions_vocabulary_insert`.execute(db);
    await sql`drop trigger questions_vocabulary_edit`.execute(db);
    await sql`drop table question_vocabulary_fts`.execute(db);
    await sql`drop table question_vocabulary`.execute(db);
  },
});
