import { columnTypes, type EngineMigration, type MigrationDb } from './types.js';

/**
 * Issue 33: teams, their members and their invitations. A team's content comes later (its
 * questions carry the team); these tables hold who belongs where, which every read of team
 * content checks.
 *
 * - `teams.slug_key` is unique: a slug is unique whatever its case.
 * - `teams.member_count` is raised by a conditional update (`where member_count < limit`),
 *   so two joins at once never pass the member limit on either engine.
 * - `team_members (user_id, joined_at)` lists a user's teams; the primary key (team_id,
 *   user_id) answers "is this user a member" and a team's members in joining order with
 *   `team_members_team_idx`.
 * - `team_invites (team_id, created_at)` lists a team's open invitations.
 */
export const teams: EngineMigration = (engine) => {
  const t = columnTypes(engine);
  return {
    async up(db: MigrationDb) {
      await db.schema
        .createTable('teams')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('slug', 'text', (c) => c.notNull())
        .addColumn('slug_key', 'text', (c) => c.notNull().unique())
        .addColumn('created_by', 'text', (c) => c.notNull().references('users.id'))
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('member_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('link_token_hash', 'text', (c) => c.unique())
        .execute();
      await db.schema
        .createIndex('teams_created_by_idx')
        .on('teams')
        .columns(['created_by'])
        .execute();

      await db.schema
        .createTable('team_members')
        .addColumn('team_id', 'text', (c) => c.notNull().references('teams.id').onDelete('cascade'))
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('joined_at', t.timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint('team_members_pk', ['team_id', 'user_id'])
        .execute();
      await db.schema
        .createIndex('team_members_team_idx')
        .on('team_members')
        .columns(['team_id', 'joined_at', 'user_id'])
        .execute();
      await db.schema
        .createIndex('team_members_user_idx')
        .on('team_members')
        .columns(['user_id', 'joined_at', 'team_id'])
        .execute();

      await db.schema
        .createTable('team_invites')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('team_id', 'text', (c) => c.notNull().references('teams.id').onDelete('cascade'))
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('invited_by', 'text', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('expires_at', t.timestamp, (c) => c.notNull())
        .addColumn('used_at', t.timestamp)
        .execute();
      await db.schema
        .createIndex('team_invites_team_idx')
        .on('team_invites')
        .columns(['team_id', 'created_at', 'id'])
        .execute();
    },
    async down(db: MigrationDb) {
      for (const table of ['team_invites', 'team_members', 'teams'])
        await db.schema.dropTable(table).execute();
    },
  };
};
