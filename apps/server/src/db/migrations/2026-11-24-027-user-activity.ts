import { sql } from 'kysely';
import type { EngineMigration, MigrationDb } from './types.js';

/**
 * Issue 16, a profile's questions and answers (tabs sorted by votes or newest) and its top
 * tags by answer score. Answers get the `score` questions have (migration 016): net votes as
 * a column the database computes (virtual on SQLite, which can only add those; stored on
 * PostgreSQL), so one person's answers by score is an index. Newest first reads
 * (user_id, asked_on, id) for questions and, for answers, (user_id, answered_on, id), which
 * replaces (user_id, answered_on): a keyset page needs the id too.
 */
export const userActivity: EngineMigration = (engine) => ({
  async up(db: MigrationDb) {
    await sql`alter table answers add column score integer
      generated always as (up_votes - down_votes) ${sql.raw(engine === 'postgres' ? 'stored' : 'virtual')}`.execute(
      db,
    );
    await sql`create index answers_user_score_idx on answers (user_id, score, answered_on, id)`.execute(
      db,
    );
    await sql`create index questions_user_score_idx on questions (user_id, score, asked_on, id)`.execute(
      db,
    );
    await sql`create index answers_user_newest_idx on answers (user_id, answered_on, id)`.execute(
      db,
    );
    await sql`drop index answers_user_idx`.execute(db);
  },
  async down(db: MigrationDb) {
    await sql`create index answers_user_idx on answers (user_id, answered_on)`.execute(db);
    await sql`drop index answers_user_newest_idx`.execute(db);
    await sql`drop index questions_user_score_idx`.execute(db);
    await sql`drop index answers_user_score_idx`.execute(db);
    await sql`alter table answers drop column score`.execute(db);
  },
});
