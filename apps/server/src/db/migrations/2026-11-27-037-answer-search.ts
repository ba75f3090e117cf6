import { sql } from 'kysely';
import { wordVectorCosted } from './2026-11-24-013-search-words-cost.js';
import { createTriggers, type Searched } from './2026-11-22-011-search-words.js';
import type { EngineMigration, MigrationDb } from './types.js';

/**
 * Issue 32: answers become searchable (`is:answer`, `isaccepted:`), with the same two kinds of
 * index questions have (migrations 005, 011, 013): trigrams for substrings of three characters
 * or more, words for shorter ones.
 *
 * SQLite: `answers_fts` (trigram) and `answers_words` (unicode61 words, contentless) sharing
 * rowids through `answers_fts_map`, kept by the same triggers as questions'. Existing answers
 * are indexed oldest first, so rowid order stays newest first as it is for every other table.
 *
 * PostgreSQL: a pg_trgm GIN index and a `stackhive_words` GIN index on the body, and the two
 * orders a results page walks when a word is common: newest, and votes.
 */
export const ANSWERS_SEARCHED: Searched = {
  table: 'answers',
  map: 'answers_fts_map',
  trigram: [{ name: 'answers_fts', columns: ['body'] }],
  words: [{ name: 'answers_words', columns: ['body'] }],
};

const POSTGRES_ORDERS = [
  { name: 'answers_newest_idx', columns: sql`answered_on, id` },
  { name: 'answers_score_newest_idx', columns: sql`score, answered_on, id` },
];

export const answerSearch: EngineMigration = (engine) => ({
  async up(db: MigrationDb) {
    if (engine === 'postgres') {
      await sql`create index answers_body_trgm_idx on answers using gin (body public.gin_trgm_ops)`.execute(
        db,
      );
      await sql`create index answers_body_words_idx on answers using gin (${wordVectorCosted('body')})`.execute(
        db,
      );
      for (const { name, columns } of POSTGRES_ORDERS) {
        await sql`create index ${sql.id(name)} on answers (${columns})`.execute(db);
      }
      return;
    }
    const { map, trigram, words } = ANSWERS_SEARCHED;
    await sql
      .raw(
        `create virtual table answers_fts using fts5(id unindexed, body, tokenize = 'trigram case_sensitive 0')`,
      )
      .execute(db);
    await sql
      .raw(`create table ${map} (id text primary key, fts_rowid integer not null)`)
      .execute(db);
    await sql
      .raw(
        `create virtual table answers_words using fts5(id unindexed, body,
           tokenize = 'unicode61 remove_diacritics 0',
           content = '', contentless_delete = 1, contentless_unindexed = 1)`,
      )
      .execute(db);
    await sql
      .raw(
        `insert into answers_fts (id, body) select id, body from answers order by answered_on, id`,
      )
      .execute(db);
    await sql
      .raw(`insert into ${map} (id, fts_rowid) select id, rowid from answers_fts`)
      .execute(db);
    await sql
      .raw(
        `insert into answers_words (rowid, id, body)
         select m.fts_rowid, a.id, a.body from answers a join ${map} m on m.id = a.id`,
      )
      .execute(db);
    await createTriggers(db, ANSWERS_SEARCHED, [...trigram, ...words]);
  },
  async down(db: MigrationDb) {
    if (engine === 'postgres') {
      for (const name of [
        'answers_body_trgm_idx',
        'answers_body_words_idx',
        ...POSTGRES_ORDERS.map((order) => order.name),
      ]) {
        await sql`drop index if exists ${sql.id(name)}`.execute(db);
      }
      return;
    }
    for (const suffix of ['insert', 'delete', 'update']) {
      await sql.raw(`drop trigger if exists answers_fts_${suffix}`).execute(db);
    }
    for (const table of ['answers_words', 'answers_fts', ANSWERS_SEARCHED.map]) {
      await sql.raw(`drop table if exists ${table}`).execute(db);
    }
  },
});
