import { sql } from 'kysely';
import type { EngineMigration, MigrationDb } from './types.js';

/**
 * Substring search indexes (DECISIONS 20).
 *
 * SQLite: one FTS5 table per searched entity with the `trigram` tokenizer (case-insensitive),
 * kept in step with the base table by triggers. The FTS rowid grows with each insert, so
 * "rowid descending" is "newest first" and a LIMIT stops early. A small map table finds an
 * entity's FTS row without scanning (UNINDEXED FTS columns cannot be searched by value).
 *
 * PostgreSQL: pg_trgm GIN indexes answering ILIKE '%…%', with the extension kept in the
 * `public` schema so that per-schema test databases can share it.
 */
interface Indexed {
  table: string;
  /** Searched text columns of the base table. */
  columns: string[];
}

const SEARCHED: Indexed[] = [
  { table: 'questions', columns: ['title', 'body', 'tags'] },
  { table: 'posts', columns: ['title'] },
  { table: 'users', columns: ['name'] },
];

export const search: EngineMigration = (engine) => ({
  async up(db: MigrationDb) {
    if (engine === 'postgres') {
      await sql`create extension if not exists pg_trgm with schema public`.execute(db);
      for (const { table, columns } of SEARCHED) {
        for (const column of columns.filter((c) => c !== 'tags')) {
          await sql`create index ${sql.id(`${table}_${column}_trgm_idx`)} on ${sql.id(table)}
            using gin (${sql.id(column)} public.gin_trgm_ops)`.execute(db);
        }
      }
      return;
    }
    for (const { table, columns } of SEARCHED) {
      const fts = `${table}_fts`;
      const map = `${table}_fts_map`;
      const list = columns.join(', ');
      const values = columns.map((c) => `new.${c}`).join(', ');
      // `id` rides along unindexed so a search answers ids without a join.
      await sql
        .raw(
          `create virtual table ${fts} using fts5(id unindexed, ${list}, tokenize = 'trigram case_sensitive 0')`,
        )
        .execute(db);
      await sql
        .raw(`create table ${map} (id text primary key, fts_rowid integer not null)`)
        .execute(db);
      await sql
        .raw(
          `create trigger ${table}_fts_insert after insert on ${table} begin
             insert into ${fts} (id, ${list}) values (new.id, ${values});
             insert into ${map} (id, fts_rowid) values (new.id, last_insert_rowid());
           end`,
        )
        .execute(db);
      await sql
        .raw(
          `create trigger ${table}_fts_delete after delete on ${table} begin
             delete from ${fts} where rowid = (select fts_rowid from ${map} where id = old.id);
             delete from ${map} where id = old.id;
           end`,
        )
        .execute(db);
      await sql
        .raw(
          `create trigger ${table}_fts_update after update of ${list} on ${table} begin
             update ${fts} set ${columns.map((c) => `${c} = new.${c}`).join(', ')}
             where rowid = (select fts_rowid from ${map} where id = old.id);
           end`,
        )
        .execute(db);
      // Rows that existed before this migration.
      await sql
        .raw(`insert into ${fts} (id, ${list}) select id, ${list} from ${table} order by rowid`)
        .execute(db);
      await sql
        .raw(
          `insert into ${map} (id, fts_rowid) select id, row_number() over (order by rowid) from ${table}`,
        )
        .execute(db);
    }
  },
  async down(db: MigrationDb) {
    for (const { table, columns } of SEARCHED) {
      if (engine === 'postgres') {
        for (const column of columns.filter((c) => c !== 'tags')) {
          await sql`drop index if exists ${sql.id(`${table}_${column}_trgm_idx`)}`.execute(db);
        }
      } else {
        for (const suffix of ['insert', 'delete', 'update']) {
          await sql.raw(`drop trigger if exists ${table}_fts_${suffix}`).execute(db);
        }
        await sql.raw(`drop table if exists ${table}_fts_map`).execute(db);
        await sql.raw(`drop table if exists ${table}_fts`).execute(db);
      }
    }
  },
});
