/** What other features may use of badges: the repair's half that awards what is due. */
export { backfillBadges, type BackfillReport } from './badges.repair.js';
