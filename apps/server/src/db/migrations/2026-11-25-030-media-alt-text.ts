import { sql } from 'kysely';
import type { EngineMigration, MigrationDb } from './types.js';

/**
 * Alt text of a post's images and videos (WCAG 1.1.1), one per `post_media` row: it belongs
 * to the media entry, and the post's insert of its media rows carries it, so a new post
 * still writes in the same statements. Empty means "none given": the presenter fills the
 * default from the post's title (`defaultMediaAlt`), which is also what existing posts get.
 */
export const mediaAltText: EngineMigration = () => ({
  async up(db: MigrationDb) {
    await sql`alter table post_media add column alt text not null default ''`.execute(db);
  },
  async down(db: MigrationDb) {
    await sql`alter table post_media drop column alt`.execute(db);
  },
});
