import { sql } from 'kysely';
import {
  columnValue,
  createTriggers,
  SEARCHED,
  type FtsTable,
} from './2026-11-22-011-search-words.js';
import { editTriggers, searchOnEdit, SHARED_ROWID } from './2026-11-24-023-search-on-edit.js';
import type { EngineMigration, MigrationDb } from './types.js';

/**
 * Issue 32, several words at once (SQLite): one trigram index over a question's title, body
 * and tags together, so that "promise slow" is one index read (`"promise" AND "slow"`, each
 * in any column) that streams newest first and stops at a page, where the per-column tables
 * of migrations 005 and 007 could give candidates of one word only, the others checked on
 * each candidate's row (50-100 µs each, and at most SEARCH_SCAN_WINDOW of them).
 *
 * Contentless (the text is in the row and in the per-column tables already; only the id is
 * kept), at the rowid the question's other search rows share. The insert and delete triggers
 * of migration 011 and the edit triggers of 023 are rebuilt to keep it too: an edit of a
 * contentless row rewrites all its columns.
 *
 * PostgreSQL: nothing (its planner combines the per-column indexes itself).
 */
export const QUESTION_TEXT: FtsTable = {
  name: 'questions_text_fts',
  columns: ['title', 'body', 'tags'],
};

const QUESTIONS = SEARCHED.find(({ table }) => table === 'questions')!;

export async function dropQuestionTriggers(db: MigrationDb) {
  for (const name of ['insert', 'delete', 'update', 'title', 'body']) {
    await sql.raw(`drop trigger if exists questions_fts_${name}`).execute(db);
  }
}

/**
 * The questions' search triggers: the per-column tables of migrations 005-011 and `combined`
 * (tables over title, body and tags together), written on insert, deleted with the question,
 * and on edits as migration 023 made them (a column's rows follow that column), each combined
 * row rewritten after either (twice when an edit changes both: edits are rare, and this is
 * simpler). A combined table's column may be written as an expression of the row (`values`).
 */
export async function questionTriggers(db: MigrationDb, combined: FtsTable[]) {
  await dropQuestionTriggers(db);
  await createTriggers(db, QUESTIONS, [...QUESTIONS.trigram, ...QUESTIONS.words, ...combined]);
  await sql.raw(`drop trigger questions_fts_update`).execute(db);
  const rewrite = combined.map(
    (table) => `update ${table.name}
        set id = new.id, ${table.columns.map((c) => `${c} = ${columnValue(table, c)}`).join(', ')}
        where rowid = ${SHARED_ROWID};`,
  );
  for (const trigger of editTriggers(rewrite.join('\n'))) await sql.raw(trigger).execute(db);
}

/**
 * Drops what a down migration left of a contentless FTS5 table that keeps unindexed columns:
 * SQLite 3.54 drops such a table without its `_content` table (and the connection that
 * dropped it may not drop that one either), so creating the table again would fail. Run
 * before creating it, in a later process.
 */
export async function dropLeftoverContent(db: MigrationDb, table: string) {
  await sql.raw(`drop table if exists ${table}_content`).execute(db);
}

export const questionTextSearch: EngineMigration = (engine) => ({
  async up(db: MigrationDb) {
    if (engine === 'postgres') return;
    await dropLeftoverContent(db, QUESTION_TEXT.name);
    await sql
      .raw(
        `create virtual table ${QUESTION_TEXT.name} using fts5(id unindexed, title, body, tags,
           tokenize = 'trigram case_sensitive 0',
           content = '', contentless_delete = 1, contentless_unindexed = 1)`,
      )
      .execute(db);
    await sql
      .raw(
        `insert into ${QUESTION_TEXT.name} (rowid, id, title, body, tags)
         select m.fts_rowid, q.id, q.title, q.body, q.tags
         from questions q join questions_fts_map m on m.id = q.id`,
      )
      .execute(db);
    // One segment per level after a bulk build: at 1M questions a rare pair of common words
    // read 274 ms before and 151 ms after (22 s once).
    await sql
      .raw(`insert into ${QUESTION_TEXT.name} (${QUESTION_TEXT.name}) values ('optimize')`)
      .execute(db);
    await questionTriggers(db, [QUESTION_TEXT]);
  },
  async down(db: MigrationDb) {
    if (engine === 'postgres') return;
    await dropQuestionTriggers(db);
    await createTriggers(db, QUESTIONS, [...QUESTIONS.trigram, ...QUESTIONS.words]);
    await searchOnEdit(engine).up(db);
    await sql.raw(`drop table ${QUESTION_TEXT.name}`).execute(db);
  },
});
