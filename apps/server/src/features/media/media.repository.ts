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

/**
 * Attaches the media among `keys` that `ownerId` uploaded and no post uses yet, inside the
 * post's transaction, and answers those keys. The update is the claim: a sweep deleting the
 * same rows waits for it (PostgreSQL row locks; SQLite has one writer) and then skips them.
 */
export async function attachMediaOf(
  db: Db,
  ownerId: string,
  keys: readonly string[],
  at: string,
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .updateTable('media')
    .set({ attachedAt: at })
    .where('ownerId', '=', ownerId)
    .where('key', 'in', keys)
    .where('attachedAt', 'is', null)
    .returning('key')
    .execute();
  return new Set(rows.map((row) => row.key));
}

/** Bytes stored by `ownerId`, attached or not (media_owner_idx). */
export async function storedBytesOf(db: Db, ownerId: string): Promise<number> {
  const row = await db
    .selectFrom('media')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('size'), eb.lit(0)).as('bytes'))
    .where('ownerId', '=', ownerId)
    .executeTakeFirst();
  return Number(row?.bytes ?? 0);
}

/** Up to `limit` uploads unattached since before `before`, oldest first (media_unattached_idx). */
export async function unattachedBefore(db: Db, before: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('media')
    .select('key')
    .where('attachedAt', 'is', null)
    .where('createdAt', '<', before)
    .orderBy('createdAt')
    .orderBy('key')
    .limit(limit)
    .execute();
  return rows.map((row) => row.key);
}

/**
 * Deletes the rows among `keys` that are still unattached and answers the keys it deleted:
 * of several processes sweeping at once, each file is left to the one whose delete took it.
 */
export async function deleteUnattached(db: Db, keys: readonly string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .deleteFrom('media')
    .where('key', 'in', keys)
    .where('attachedAt', 'is', null)
    .returning('key')
    .execute();
  return rows.map((row) => row.key);
}

export async function deleteMediaRows(db: Db, keys: readonly string[]): Promise<void> {
  if (keys.length > 0) await db.deleteFrom('media').where('key', 'in', keys).execute();
}
