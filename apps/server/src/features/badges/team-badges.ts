import { BADGES, type BadgeCounts } from '@stackhive/shared';
import type { Db } from '../../db/database.js';
import { factsOf } from './badges.facts.js';
import { badgesEarnedBy } from './badges.policy.js';

/**
 * Each user's badges inside the team `teamId` (issue 33), by class: the public badge rules
 * (badges.policy.ts) over what they did in the team alone. Counted when shown, for a page of
 * members at a time, never stored, so nothing of a team reaches `user_badges`, the public
 * badge pages or a profile.
 */
export async function teamBadgeCounts(
  db: Db,
  teamId: string,
  userIds: readonly string[],
): Promise<Map<string, BadgeCounts>> {
  const counts = new Map(userIds.map((id) => [id, { gold: 0, silver: 0, bronze: 0 }]));
  for (const facts of await factsOf(db, userIds, teamId))
    for (const earned of badgesEarnedBy(facts)) {
      const held = counts.get(earned.userId);
      if (held) held[BADGES[earned.badge].badgeClass] += 1;
    }
  return counts;
}
