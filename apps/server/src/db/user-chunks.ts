import type { Db } from './database.js';

/**
 * Every user id in id order, `batch` at a time (keyset on the primary key): how maintenance
 * work (the reputation and badge repair) visits all users with bounded statements.
 */
export async function* userIdChunks(db: Db, batch: number): AsyncGenerator<string[]> {
  let after = '';
  for (;;) {
    const rows = await db
      .selectFrom('users')
      .select('id')
      .where('id', '>', after)
      .orderBy('id')
      .limit(batch)
      .execute();
    if (rows.length === 0) return;
    const ids = rows.map((row) => row.id);
    yield ids;
    after = ids.at(-1)!;
  }
}
