import { sql } from 'kysely';
import type { Db } from './database.js';

/**
 * PostgreSQL folds case and tells letters apart by the database's LC_CTYPE: search's word
 * indexes (`[[:alnum:]]`, `lower`, `to_tsvector('simple')`) and pg_trgm fold "ÖZGE" to
 * "özge" only under a UTF-8 locale (C.UTF-8, en_US.UTF-8, ...). Under `C` they see "É" as
 * punctuation, so short searches miss "Élodie". Answers what is wrong, or null when the
 * database folds all of Unicode. (SQLite folds in its own tokenizers, whatever the machine.)
 */
export async function postgresTextLocaleProblem(db: Db): Promise<string | null> {
  const { rows } = await sql<{ folds: boolean; letters: boolean; ctype: string }>`
    select lower('ÉÖ') = 'éö' as folds, 'é' ~ '^[[:alnum:]]$' as letters,
      (select datctype from pg_database where datname = current_database()) as ctype`.execute(db);
  const row = rows[0];
  if (!row || (row.folds && row.letters)) return null;
  return (
    `PostgreSQL database has LC_CTYPE '${row.ctype}', which does not fold or classify letters ` +
    'beyond ASCII: search will miss words such as "Élodie" in other cases. Create the ' +
    "database with a UTF-8 locale (e.g. LC_CTYPE 'C.UTF-8' and TEMPLATE template0)."
  );
}
