import { columnTypes, type EngineMigration, type MigrationDb } from './types.js';

/**
 * An admin flag stored on the user: the demo seed's admin gets it, so the role never
 * depends on someone signing up first with an address listed in ADMIN_EMAILS.
 */
export const userRoles: EngineMigration = (engine) => {
  const t = columnTypes(engine);
  return {
    async up(db: MigrationDb) {
      await db.schema
        .alterTable('users')
        .addColumn('is_admin', t.boolean, (c) =>
          c.notNull().defaultTo(engine === 'postgres' ? false : 0),
        )
        .execute();
    },
    async down(db: MigrationDb) {
      await db.schema.alterTable('users').dropColumn('is_admin').execute();
    },
  };
};
