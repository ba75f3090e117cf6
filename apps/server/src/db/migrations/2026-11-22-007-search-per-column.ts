import { sql } from 'kysely';
import type { EngineMigration, MigrationDb } from './types.js';

/**
 * SQLite: questions get one FTS5 trigram table per searched column instead of one for all.
 * A column filter on a shared table still walks every row whose *other* columns hold the
 * trigrams (a word common in bodies made title searches slow at a million rows); separate
 * tables keep each phase of a search on its own, smaller index. Both tables share rowids
 * (set explicitly from the title table's), so a body match can be checked against the
 * title matches by rowid. PostgreSQL needs nothing: its trigram indexes are per column.
 */
export const searchPerColumn: EngineMigration = (engine) => ({
  async up(db: MigrationDb) {
    if (engine !== 'sqlite') return;
    for (const suffix of ['insert', 'delete', 'update']) {
      await sql.raw(`drop trigger if exists questions_fts_${suffix}`).execute(db);
    }
    await sql.raw('drop table if exists questions_fts').execute(db);
    await sql.raw('delete from questions_fts_map').execute(db);
    await sql
      .raw(
        `create virtual table questions_title_fts using fts5(id unindexed, title, tokenize = 'trigram case_sensitive 0')`,
      )
      .execute(db);
    await sql
      .raw(
        `create virtual table questions_body_fts using fts5(id unindexed, body, tags, tokenize = 'trigram case_sensitive 0')`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger questions_fts_insert after insert on questions begin
           insert into questions_title_fts (id, title) values (new.id, new.title);
           insert into questions_fts_map (id, fts_rowid) values (new.id, last_insert_rowid());
           insert into questions_body_fts (rowid, id, body, tags)
             values ((select fts_rowid from questions_fts_map where id = new.id), new.id, new.body, new.tags);
         end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger questions_fts_delete after delete on questions begin
           delete from questions_title_fts where rowid = (select fts_rowid from questions_fts_map where id = old.id);
           delete from questions_body_fts where rowid = (select fts_rowid from questions_fts_map where id = old.id);
           delete from questions_fts_map where id = old.id;
         end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger questions_fts_update after update of title, body, tags on questions begin
           update questions_title_fts set title = new.title
             where rowid = (select fts_rowid from questions_fts_map where id = old.id);
           update questions_body_fts set body = new.body, tags = new.tags
             where rowid = (select fts_rowid from questions_fts_map where id = old.id);
         end`,
      )
      .execute(db);
    // Existing questions, oldest first, so rowid order stays "newest last".
    await sql
      .raw(
        'insert into questions_title_fts (id, title) select id, title from questions order by asked_on, id',
      )
      .execute(db);
    await sql
      .raw(
        'insert into questions_fts_map (id, fts_rowid) select id, rowid from questions_title_fts',
      )
      .execute(db);
    await sql
      .raw(
        `insert into questions_body_fts (rowid, id, body, tags)
         select m.fts_rowid, q.id, q.body, q.tags from questions q join questions_fts_map m on m.id = q.id`,
      )
      .execute(db);
  },
  async down() {
    throw new Error('2026-11-22-007 cannot be undone: restore a backup instead');
  },
});
