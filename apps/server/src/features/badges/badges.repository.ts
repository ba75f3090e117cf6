import type { Db } from '../../db/database.js';

/** How many times each badge was awarded (badge_counts: one row per badge ever awarded). */
export async function awardCounts(db: Db): Promise<Map<string, number>> {
  const rows = await db.selectFrom('badgeCounts').select(['badge', 'awarded']).execute();
  return new Map(rows.map((row) => [row.badge, Number(row.awarded)]));
}

/** How many times one badge was awarded (its row of badge_counts; 0 before the first). */
export async function awardCount(db: Db, badge: string): Promise<number> {
  const row = await db
    .selectFrom('badgeCounts')
    .select('awarded')
    .where('badge', '=', badge)
    .executeTakeFirst();
  return Number(row?.awarded ?? 0);
}

export interface AwardRow {
  id: number | string;
  badge: string;
  userId: string;
  userName: string;
  userReputation: number;
  postId: string;
  awardedOn: string | Date;
}

/**
 * One page of awards, newest first, before the award `beforeId`: of one badge (keyset on
 * user_badges (badge, id)) or of one user (on (user_id, id)), with each holder's name.
 */
export async function awardsPage(
  db: Db,
  of: { badge: string } | { userId: string },
  limit: number,
  beforeId: number | undefined,
): Promise<AwardRow[]> {
  let query = db
    .selectFrom('userBadges as b')
    .innerJoin('users as u', 'u.id', 'b.userId')
    .select([
      'b.id',
      'b.badge',
      'b.userId',
      'u.name as userName',
      'u.reputation as userReputation',
      'b.postId',
      'b.awardedOn',
    ])
    .orderBy('b.id', 'desc')
    .limit(limit);
  query =
    'badge' in of ? query.where('b.badge', '=', of.badge) : query.where('b.userId', '=', of.userId);
  if (beforeId !== undefined) query = query.where('b.id', '<', beforeId);
  return query.execute();
}
