import { sql } from 'kysely';
import { columnTypes, type EngineMigration, type MigrationDb } from './types.js';

/**
 * Issue 34: a moderator's lock on a question (no answers, comments, votes or edits, with a
 * reason shown on it) and protection (answers need 10 reputation). Read with the question's
 * row by the question gate every write on it passes, so checking them costs no statement.
 */
const COLUMNS = ['locked_on', 'locked_by', 'lock_reason', 'protected_on', 'protected_by'];

export const questionLocks: EngineMigration = (engine) => {
  const t = columnTypes(engine);
  const types: Record<string, unknown> = {
    locked_on: t.timestamp,
    locked_by: sql`text`,
    lock_reason: sql`text`,
    protected_on: t.timestamp,
    protected_by: sql`text`,
  };
  return {
    async up(db: MigrationDb) {
      for (const column of COLUMNS)
        await sql`alter table questions add column ${sql.raw(column)} ${types[column] as ReturnType<typeof sql>}`.execute(
          db,
        );
    },
    async down(db: MigrationDb) {
      for (const column of [...COLUMNS].reverse())
        await sql`alter table questions drop column ${sql.raw(column)}`.execute(db);
    },
  };
};
