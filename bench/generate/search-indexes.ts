// PostgreSQL only: the search indexes, dropped before a bulk load and built once after it.
import { sql } from 'kysely';
import type { Db } from './db.js';

/**
 * Drops the search indexes (pg_trgm, and the word indexes of migration 011) and answers
 * their definitions, to build them after the load.
 */
export async function dropSearchIndexes(db: Db): Promise<string[]> {
  const { rows } = await sql<{ indexname: string; indexdef: string }>`
    select indexname, indexdef from pg_indexes
    where schemaname = current_schema()
      and (indexname like '%\_trgm\_idx' or indexname like '%\_words\_idx')`.execute(db);
  for (const row of rows) await sql`drop index ${sql.id(row.indexname)}`.execute(db);
  return rows.map((row) => row.indexdef);
}

export async function recreateIndexes(db: Db, definitions: string[]): Promise<void> {
  if (definitions.length === 0) return;
  const started = Date.now();
  await sql`set maintenance_work_mem = '1GB'`.execute(db);
  for (const definition of definitions) await sql.raw(definition).execute(db);
  await sql`analyze`.execute(db);
  console.log(`Search indexes built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
