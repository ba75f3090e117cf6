import type { Kysely, Migration } from 'kysely';
import { sql } from 'kysely';

export type Engine = 'sqlite' | 'postgres';

/** Column types that differ between the engines (ARCHITECTURE: data conventions). */
export function columnTypes(engine: Engine) {
  return {
    timestamp: engine === 'postgres' ? sql`timestamptz` : sql`text`,
    boolean: engine === 'postgres' ? sql`boolean` : sql`integer`,
  };
}

/** A migration that knows which engine it runs on. */
export type EngineMigration = (engine: Engine) => Migration;

// Migrations receive the untyped database: they describe the schema, they do not query it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type MigrationDb = Kysely<any>;
