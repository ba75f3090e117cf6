import { sql, type RawBuilder } from 'kysely';
import type { EngineMigration, MigrationDb } from './types.js';

/**
 * Word indexes for one- and two-character searches (DECISIONS 20), beside the trigram ones.
 *
 * A trigram cannot hold "go", "c", "r" or "ai", so those match whole words: a word is a run
 * of letters and digits (marks included), folded to lower case across Unicode, diacritics
 * kept ("é" finds "É", "e" does not). Every row is indexed, old ones included.
 *
 * SQLite: a contentless FTS5 `unicode61 remove_diacritics 0` table per searched column,
 * sharing rowids with that entity's trigram tables (its `*_fts_map` row), so rowid order is
 * newest first here too and "not a title match" is a rowid check. Contentless: the text is
 * already stored twice (the row and the trigram table); only the id is kept
 * (`contentless_unindexed`) so a search answers ids without a join. The triggers that keep
 * the trigram tables in step are replaced by ones that keep all of an entity's tables.
 *
 * PostgreSQL: a GIN index on `wordVector(column)`, an expression the queries repeat exactly
 * (search.postgres.ts imports it). The `simple` configuration lower-cases and keeps every
 * word (no stop words, no stemming, no accent stripping). Punctuation becomes a space first,
 * because the default parser keeps "node.js", "v1.2" or an address as one token where FTS5
 * sees two words: with it both engines split the same Latin, Greek, Cyrillic and CJK text
 * the same way. (Migration 013 puts this expression in a function whose cost the planner
 * knows; search.postgres.ts uses that one.)
 */
export function wordVector(column: string): RawBuilder<unknown> {
  return sql`to_tsvector('simple', regexp_replace(${sql.ref(column)}, '[^[:alnum:]]+', ' ', 'g'))`;
}

export interface FtsTable {
  name: string;
  /** Columns of the base table it indexes (and its own columns of the same names). */
  columns: string[];
  /** A column written as an expression of the base row (`new`) instead of its own value. */
  values?: Record<string, string>;
}

/** What a trigger writes into `table`'s column: the new row's column, or its expression. */
export const columnValue = (table: FtsTable, column: string) =>
  table.values?.[column] ?? `new.${column}`;

export interface Searched {
  table: string;
  /** Maps a base row id to the rowid its FTS rows share (the first table's rowid). */
  map: string;
  /** The trigram tables of 005/007; the first one's rowid is the shared one. */
  trigram: FtsTable[];
  words: FtsTable[];
}

export const SEARCHED: Searched[] = [
  {
    table: 'questions',
    map: 'questions_fts_map',
    trigram: [
      { name: 'questions_title_fts', columns: ['title'] },
      { name: 'questions_body_fts', columns: ['body', 'tags'] },
    ],
    // Tags are not split into words: every catalogue tag is three characters or more, so a
    // short query never names one (search.test.ts holds the catalogue to that).
    words: [
      { name: 'questions_title_words', columns: ['title'] },
      { name: 'questions_body_words', columns: ['body'] },
    ],
  },
  {
    table: 'posts',
    map: 'posts_fts_map',
    trigram: [{ name: 'posts_fts', columns: ['title'] }],
    words: [{ name: 'posts_words', columns: ['title'] }],
  },
  {
    table: 'users',
    map: 'users_fts_map',
    trigram: [{ name: 'users_fts', columns: ['name'] }],
    words: [{ name: 'users_words', columns: ['name'] }],
  },
];

/** The PostgreSQL word indexes: one per searched column (questions' tags excepted). */
export const POSTGRES_INDEXES = SEARCHED.flatMap(({ table, words }) =>
  words.flatMap(({ columns }) =>
    columns.map((column) => ({ table, column, name: `${table}_${column}_words_idx` })),
  ),
);

/**
 * SQLite triggers keeping `tables` in step with `table`: an insert writes the first table,
 * records its rowid in the map and writes the others at that rowid; deletes and updates find
 * the rowid in the map.
 */
export async function createTriggers(
  db: MigrationDb,
  { table, map }: Searched,
  tables: FtsTable[],
) {
  const [first, ...rest] = tables as [FtsTable, ...FtsTable[]];
  const shared = `(select fts_rowid from ${map} where id = old.id)`;
  const list = (t: FtsTable) => t.columns.join(', ');
  const values = (t: FtsTable) => t.columns.map((c) => columnValue(t, c)).join(', ');
  await sql
    .raw(
      `create trigger ${table}_fts_insert after insert on ${table} begin
         insert into ${first.name} (id, ${list(first)}) values (new.id, ${values(first)});
         insert into ${map} (id, fts_rowid) values (new.id, last_insert_rowid());
         ${rest
           .map(
             (t) => `insert into ${t.name} (rowid, id, ${list(t)})
               values ((select fts_rowid from ${map} where id = new.id), new.id, ${values(t)});`,
           )
           .join('\n')}
       end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger ${table}_fts_delete after delete on ${table} begin
         ${tables.map((t) => `delete from ${t.name} where rowid = ${shared};`).join('\n')}
         delete from ${map} where id = old.id;
       end`,
    )
    .execute(db);
  await sql.raw(updateTrigger({ table, map }, tables)).execute(db);
}

/**
 * The trigger rewriting every one of `tables`' rows when a watched column is set. Every
 * column is set, id included: a contentless table updates whole rows only. (Migration 023
 * replaces the questions' one with a trigger per column; its down restores this one.)
 */
export function updateTrigger({ table, map }: Pick<Searched, 'table' | 'map'>, tables: FtsTable[]) {
  const shared = `(select fts_rowid from ${map} where id = old.id)`;
  const watched = [...new Set(tables.flatMap((t) => t.columns))].join(', ');
  return `create trigger ${table}_fts_update after update of ${watched} on ${table} begin
         ${tables
           .map(
             (t) =>
               `update ${t.name} set id = new.id, ${t.columns.map((c) => `${c} = ${columnValue(t, c)}`).join(', ')}
                where rowid = ${shared};`,
           )
           .join('\n')}
       end`;
}

async function dropTriggers(db: MigrationDb, { table }: Searched) {
  for (const suffix of ['insert', 'delete', 'update']) {
    await sql.raw(`drop trigger if exists ${table}_fts_${suffix}`).execute(db);
  }
}

export const searchWords: EngineMigration = (engine) => ({
  async up(db: MigrationDb) {
    if (engine === 'postgres') {
      for (const { table, column, name } of POSTGRES_INDEXES) {
        await sql`create index ${sql.id(name)} on ${sql.id(table)} using gin (${wordVector(column)})`.execute(
          db,
        );
      }
      return;
    }
    for (const searched of SEARCHED) {
      for (const t of searched.words) {
        await sql
          .raw(
            `create virtual table ${t.name} using fts5(id unindexed, ${t.columns.join(', ')},
               tokenize = 'unicode61 remove_diacritics 0',
               content = '', contentless_delete = 1, contentless_unindexed = 1)`,
          )
          .execute(db);
        // Rows that existed before this migration, at the rowids their trigram rows have.
        await sql
          .raw(
            `insert into ${t.name} (rowid, id, ${t.columns.join(', ')})
             select m.fts_rowid, b.id, ${t.columns.map((c) => `b.${c}`).join(', ')}
             from ${searched.table} b join ${searched.map} m on m.id = b.id`,
          )
          .execute(db);
      }
      await dropTriggers(db, searched);
      await createTriggers(db, searched, [...searched.trigram, ...searched.words]);
    }
  },
  async down(db: MigrationDb) {
    if (engine === 'postgres') {
      for (const { name } of POSTGRES_INDEXES) {
        await sql`drop index if exists ${sql.id(name)}`.execute(db);
      }
      return;
    }
    for (const searched of SEARCHED) {
      await dropTriggers(db, searched);
      await createTriggers(db, searched, searched.trigram);
      for (const t of searched.words) await sql.raw(`drop table if exists ${t.name}`).execute(db);
    }
  },
});
