// Column types that differ by engine (SQLite and PostgreSQL), shared by every area's tables.
import type { ColumnType } from 'kysely';

/**
 * Timestamps: ISO text on SQLite, timestamptz (read back as Date) on PostgreSQL.
 * Always written as ISO strings; read through `toIso`.
 */
export type Timestamp = ColumnType<string | Date, string, string>;
/** A timestamp that may be null and need not be given (e.g. when something was edited). */
export type OptionalTimestamp = ColumnType<
  string | Date | null,
  string | null | undefined,
  string | null
>;
/**
 * Booleans: 0/1 on SQLite, boolean on PostgreSQL. Written as 0/1 (PostgreSQL reads the text
 * '0'/'1' as a boolean; better-sqlite3 cannot bind JS booleans); read through `toBool`.
 */
export type Bool = ColumnType<number | boolean, 0 | 1, 0 | 1>;
/** A boolean column with a default: optional on insert. */
export type DefaultedBool = ColumnType<number | boolean, 0 | 1 | undefined, 0 | 1>;
