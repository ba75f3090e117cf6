import { sql } from 'kysely';
import { SEARCHED, updateTrigger } from './2026-11-22-011-search-words.js';
import type { EngineMigration, MigrationDb } from './types.js';

/**
 * Issue 15, edits: on SQLite a question's search rows are rewritten only for the columns an
 * edit changed. Migration 011's trigger rewrote all four (title and body, trigrams and words)
 * whenever an update named any of title, body or tags, and a body's trigram rows are most
 * of an edit's cost: an edit of the body alone spent as much again on an unchanged title.
 * Now the title's rows follow the title, the body's the body (and tags, which the body's
 * trigram table also holds). An update that sets a column to its own value rewrites nothing.
 *
 * PostgreSQL keeps its GIN indexes itself (an updated row gets new index entries whatever
 * changed): nothing to do there.
 */
export const SHARED_ROWID = '(select fts_rowid from questions_fts_map where id = old.id)';

/**
 * The two edit triggers: the title's rows follow the title, the body's the body and tags;
 * `also` runs after either (migration 038 adds the combined row there).
 */
export function editTriggers(also = ''): string[] {
  return [
    `create trigger questions_fts_title after update of title on questions
       when new.title is not old.title begin
         update questions_title_fts set id = new.id, title = new.title
           where rowid = ${SHARED_ROWID};
         update questions_title_words set id = new.id, title = new.title
           where rowid = ${SHARED_ROWID};
         ${also}
       end`,
    `create trigger questions_fts_body after update of body, tags on questions
       when new.body is not old.body or new.tags is not old.tags begin
         update questions_body_fts set id = new.id, body = new.body, tags = new.tags
           where rowid = ${SHARED_ROWID};
         update questions_body_words set id = new.id, body = new.body
           where rowid = ${SHARED_ROWID} and new.body is not old.body;
         ${also}
       end`,
  ];
}

export const searchOnEdit: EngineMigration = (engine) => ({
  async up(db: MigrationDb) {
    if (engine === 'postgres') return;
    await sql`drop trigger questions_fts_update`.execute(db);
    for (const trigger of editTriggers()) await sql.raw(trigger).execute(db);
  },
  async down(db: MigrationDb) {
    if (engine === 'postgres') return;
    await sql`drop trigger questions_fts_title`.execute(db);
    await sql`drop trigger questions_fts_body`.execute(db);
    const questions = SEARCHED.find(({ table }) => table === 'questions')!;
    await sql.raw(updateTrigger(questions, [...questions.trigram, ...questions.words])).execute(db);
  },
});
