import { sql, type RawBuilder } from 'kysely';

/**
 * The rows of a descending keyset page after the position `values`: the sort columns,
 * compared as a row value, are below it. Both engines read that as a range of an index on
 * the columns in this order, after any equality on its leading columns. The columns are
 * constants of the caller, never user input.
 */
export function beforeRow(columns: string[], values: unknown[]): RawBuilder<boolean> {
  return sql<boolean>`(${sql.join(columns.map((column) => sql.raw(column)))}) < (${sql.join(
    values.map((value) => sql`${value}`),
  )})`;
}

/** The sort columns as raw SQL, for orderBy. */
export const rawColumns = (columns: string[]) => columns.map((column) => sql.raw(column));
