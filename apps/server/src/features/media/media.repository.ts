import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { MediaTable } from '../../db/schema.js';

export type MediaRow = Selectable<MediaTable>;

export async function insertMedia(db: Db, row: Insertable<MediaTable>): Promise<void> {
  await db.insertInto('media').values(row).execute();
}

export async function findMedia(db: Db, key: string): Promise<MediaRow | undefined> {
  return db.selectFrom('media').selectAll().where('key', '=', key).executeTakeFirst();
}

/** The media among `keys` that `ownerId` uploaded and no post uses yet. */
export async function unattachedMediaOf(
  db: Db,
  ownerId: string,
  keys: readonly string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .selectFrom('media')
    .leftJoin('postMedia', 'postMedia.mediaKey', 'media.key')
    .select('media.key')
    .where('media.ownerId', '=', ownerId)
    .where('media.key', 'in', keys)
    .where('postMedia.postId', 'is', null)
    .execute();
  return new Set(rows.map((row) => row.key));
}

export async function deleteMediaRows(db: Db, keys: readonly string[]): Promise<void> {
  if (keys.length > 0) await db.deleteFrom('media').where('key', 'in', keys).execute();
}
