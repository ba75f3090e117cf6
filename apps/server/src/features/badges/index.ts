/**
 * What other features may use of badges: the policy's rules, the award that applies them in
 * the caller's transaction, the repair's half that awards what is due, and a team's own badges
 * (issue 33), counted when shown.
 */
export { backfillBadges, type BackfillReport } from './badges.repair.js';
export { awardBadges, holdsBadge, holders } from './badges.awards.js';
export * as badgeRules from './badges.policy.js';
export type { Earned } from './badges.policy.js';
export { teamBadgeCounts } from './team-badges.js';
