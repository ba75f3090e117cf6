/** What `npm run repair:reputation` reports (repair.ts): its counts and first findings. */
export interface RepairFinding {
  problem: 'missing event' | 'orphan event' | 'reputation' | 'missing badge' | 'badge count';
  userId: string;
  detail: string;
}

export interface RepairReport {
  missingEvents: number;
  orphanEvents: number;
  wrongReputations: number;
  /** Badges due by the records but not awarded. */
  missingBadges: number;
  /** Users' badge counts and badges' award counts that disagreed with the awards. */
  wrongBadgeCounts: number;
  usersChecked: number;
  /** The first findings, for the report (all are counted above). */
  samples: RepairFinding[];
  fixed: boolean;
}
