import { sql, type RawBuilder } from 'kysely';
import { POSTGRES_INDEXES, wordVector } from './2026-11-22-011-search-words.js';
import type { EngineMigration, MigrationDb } from './types.js';

/**
 * PostgreSQL: the words of a text as the function `stackhive_words`, declared with its true
 * cost, and the word indexes of migration 011 rebuilt on it.
 *
 * Why: splitting a text into words (`regexp_replace` + `to_tsvector`) costs 15-40 µs a row,
 * but the planner costs a built-in expression as nearly free. So for a word it thought rare
 * yet never saw ("qx"), it walked the questions newest first and tested every row (25 s at
 * 1M questions) instead of asking the index (0.2 ms); counts of common words scanned the
 * table where the index would stop at the cap. With the cost known, it asks the index unless
 * the word is common enough that the newest rows fill a page at once. PL/pgSQL keeps the
 * function from being inlined, which would forget the cost. Same words as before (011).
 */
export function wordVectorCosted(column: string): RawBuilder<unknown> {
  return sql`stackhive_words(${sql.ref(column)})`;
}

export const searchWordsCost: EngineMigration = (engine) => ({
  async up(db: MigrationDb) {
    if (engine !== 'postgres') return;
    await sql`
      create function stackhive_words(p_text text) returns tsvector
      language plpgsql immutable strict parallel safe cost 10000 as $$
      begin
        return to_tsvector('simple', regexp_replace(p_text, '[^[:alnum:]]+', ' ', 'g'));
      end $$`.execute(db);
    for (const { table, column, name } of POSTGRES_INDEXES) {
      await sql`drop index ${sql.id(name)}`.execute(db);
      await sql`create index ${sql.id(name)} on ${sql.id(table)} using gin (${wordVectorCosted(column)})`.execute(
        db,
      );
    }
  },
  async down(db: MigrationDb) {
    if (engine !== 'postgres') return;
    for (const { table, column, name } of POSTGRES_INDEXES) {
      await sql`drop index ${sql.id(name)}`.execute(db);
      await sql`create index ${sql.id(name)} on ${sql.id(table)} using gin (${wordVector(column)})`.execute(
        db,
      );
    }
    await sql`drop function stackhive_words(text)`.execute(db);
  },
});
