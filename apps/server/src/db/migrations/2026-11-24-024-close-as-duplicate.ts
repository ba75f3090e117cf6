import { sql } from 'kysely';
import { columnTypes, type EngineMigration, type MigrationDb } from './types.js';

/**
 * Issue 16, close as duplicate: a closed question names its original (`duplicate_of`), who
 * closed it and when. Reopening clears the three. Deleting the original reopens its
 * duplicates (the foreign key sets `duplicate_of` null on both engines), so a closed question
 * always links to a question that exists. Deleting a question looks its id up in this
 * column, so it is indexed; only closed questions are in the index.
 */
export const closeAsDuplicate: EngineMigration = (engine) => {
  const t = columnTypes(engine);
  return {
    async up(db: MigrationDb) {
      await sql`alter table questions add column duplicate_of text
        references questions (id) on delete set null`.execute(db);
      await sql`alter table questions add column closed_by text`.execute(db);
      await sql`alter table questions add column closed_on ${t.timestamp}`.execute(db);
      await sql`create index questions_duplicate_of_idx on questions (duplicate_of)
        where duplicate_of is not null`.execute(db);
    },
    async down(db: MigrationDb) {
      await sql`drop index questions_duplicate_of_idx`.execute(db);
      for (const column of ['closed_on', 'closed_by', 'duplicate_of'])
        await sql`alter table questions drop column ${sql.raw(column)}`.execute(db);
    },
  };
};
