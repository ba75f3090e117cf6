import {
  BADGE_IDS,
  BADGES,
  MESSAGES,
  type Badge,
  type BadgeAward,
  type Page,
  type PageQuery,
} from '@stackhive/shared';
import type { AppDeps } from '../../core/app-context.js';
import { notFound } from '../../core/errors.js';
import { toIso } from '../../db/convert.js';
import { decodeCursor, isBeforeCursor, toPage } from '../../lib/cursor.js';
import { userById } from '../users/users.service.js';
import * as awards from './badges.repository.js';

/** Every badge of the catalogue with its rule and how many times it was awarded. */
export async function listBadges(deps: AppDeps): Promise<Badge[]> {
  const counts = await awards.awardCounts(deps.db);
  return BADGE_IDS.map((id) => ({ id, ...BADGES[id], awarded: counts.get(id) ?? 0 }));
}

function presentAward(row: awards.AwardRow): BadgeAward {
  return {
    _id: String(row.id),
    badge: row.badge,
    userId: row.userId,
    userName: row.userName,
    userReputation: row.userReputation,
    postId: row.postId === '' ? null : row.postId,
    awardedOn: toIso(row.awardedOn),
  };
}

async function pageOf(
  deps: AppDeps,
  of: { badge: string } | { userId: string },
  query: PageQuery,
  total: number,
): Promise<Page<BadgeAward>> {
  const before = decodeCursor(query.cursor, isBeforeCursor)?.before;
  const rows = await awards.awardsPage(deps.db, of, query.limit + 1, before);
  return toPage(
    rows,
    query.limit,
    total,
    (page) => page.map(presentAward),
    (last) => ({
      before: Number(last.id),
    }),
  );
}

/**
 * A badge's holders, the most recent award first (its total is the stored count). The route
 * checks `badge` against the catalogue (400 otherwise).
 */
export async function badgeHolders(
  deps: AppDeps,
  badge: string,
  query: PageQuery,
): Promise<Page<BadgeAward>> {
  const total = await awards.awardCount(deps.db, badge);
  return pageOf(deps, { badge }, query, total);
}

/** A user's badges, the most recent first (the total is their gold + silver + bronze). */
export async function userBadges(
  deps: AppDeps,
  userId: string,
  query: PageQuery,
): Promise<Page<BadgeAward>> {
  const user = await userById(deps, userId);
  if (!user) throw notFound(MESSAGES.userNotFound);
  return pageOf(deps, { userId }, query, user.goldBadges + user.silverBadges + user.bronzeBadges);
}
