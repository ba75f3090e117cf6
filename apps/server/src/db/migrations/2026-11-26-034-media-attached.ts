import { sql } from 'kysely';
import { columnTypes, type EngineMigration, type MigrationDb } from './types.js';

/**
 * When an upload was attached to a post (issue 30): null until then. Unattached uploads are
 * shown to their uploader only and removed by the sweep after MEDIA_UNATTACHED_TTL. The
 * partial index holds just those rows, oldest first, so the sweep never reads the attached
 * ones (nearly all of them). Existing uploads that a post uses count as attached now.
 */
export const mediaAttached: EngineMigration = (engine) => ({
  async up(db: MigrationDb) {
    await db.schema
      .alterTable('media')
      .addColumn('attached_at', columnTypes(engine).timestamp)
      .execute();
    await sql`update media set attached_at = created_at
      where key in (select media_key from post_media)`.execute(db);
    await db.schema
      .createIndex('media_unattached_idx')
      .on('media')
      .columns(['created_at', 'key'])
      .where(sql.ref('attached_at'), 'is', null)
      .execute();
  },
  async down(db: MigrationDb) {
    await db.schema.dropIndex('media_unattached_idx').execute();
    await db.schema.alterTable('media').dropColumn('attached_at').execute();
  },
});
