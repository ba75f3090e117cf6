/**
 * Badges (issue 16): bronze, silver and gold, each with a rule a test can check. The server's
 * badge policy (apps/server features/badges/badges.policy.ts, issue 29) decides what earns
 * them and the services award them in the transaction that earns them (Editor still by
 * migration 025's trigger on revisions, which writes its rule in), once per user, or once per
 * post for the per-post ones, by a unique index: parallel requests cannot award one twice.
 */
export const BADGE_CLASSES = ['gold', 'silver', 'bronze'] as const;
export type BadgeClass = (typeof BADGE_CLASSES)[number];

export interface BadgeRule {
  name: string;
  badgeClass: BadgeClass;
  /** What earns it, as the badge pages say it. */
  rule: string;
  /** Awarded once per post (a question or an answer), not once per user. */
  perPost: boolean;
}

export const BADGES = {
  student: {
    name: 'Student',
    badgeClass: 'bronze',
    rule: 'Asked a question that reached a score of 1',
    perPost: false,
  },
  teacher: {
    name: 'Teacher',
    badgeClass: 'bronze',
    rule: 'Wrote an answer that reached a score of 1',
    perPost: false,
  },
  scholar: {
    name: 'Scholar',
    badgeClass: 'bronze',
    rule: 'Accepted an answer to their question',
    perPost: false,
  },
  supporter: {
    name: 'Supporter',
    badgeClass: 'bronze',
    rule: 'Cast a first upvote',
    perPost: false,
  },
  critic: { name: 'Critic', badgeClass: 'bronze', rule: 'Cast a first downvote', perPost: false },
  editor: {
    name: 'Editor',
    badgeClass: 'bronze',
    rule: 'Edited a question or an answer for the first time',
    perPost: false,
  },
  commentator: {
    name: 'Commentator',
    badgeClass: 'bronze',
    rule: 'Left 10 comments on questions and answers',
    perPost: false,
  },
  autobiographer: {
    name: 'Autobiographer',
    badgeClass: 'bronze',
    rule: 'Filled in the About of their profile',
    perPost: false,
  },
  storyteller: {
    name: 'Storyteller',
    badgeClass: 'bronze',
    rule: 'Shared a first post in the community feed',
    perPost: false,
  },
  nice_question: {
    name: 'Nice Question',
    badgeClass: 'bronze',
    rule: 'A question that reached a score of 10',
    perPost: true,
  },
  good_question: {
    name: 'Good Question',
    badgeClass: 'silver',
    rule: 'A question that reached a score of 25',
    perPost: true,
  },
  great_question: {
    name: 'Great Question',
    badgeClass: 'gold',
    rule: 'A question that reached a score of 100',
    perPost: true,
  },
  nice_answer: {
    name: 'Nice Answer',
    badgeClass: 'bronze',
    rule: 'An answer that reached a score of 10',
    perPost: true,
  },
  good_answer: {
    name: 'Good Answer',
    badgeClass: 'silver',
    rule: 'An answer that reached a score of 25',
    perPost: true,
  },
  great_answer: {
    name: 'Great Answer',
    badgeClass: 'gold',
    rule: 'An answer that reached a score of 100',
    perPost: true,
  },
  popular_question: {
    name: 'Popular Question',
    badgeClass: 'bronze',
    rule: 'A question that reached 1,000 views',
    perPost: true,
  },
  enlightened: {
    name: 'Enlightened',
    badgeClass: 'silver',
    rule: 'Wrote an accepted answer with a score of 10 or more',
    perPost: false,
  },
} as const satisfies Record<string, BadgeRule>;

export type BadgeId = keyof typeof BADGES;
export const BADGE_IDS = Object.keys(BADGES) as BadgeId[];

/** The thresholds the score, view and comment badges cross (the server's badge policy). */
export const BADGE_THRESHOLDS = {
  student: 1,
  teacher: 1,
  nice_question: 10,
  good_question: 25,
  great_question: 100,
  nice_answer: 10,
  good_answer: 25,
  great_answer: 100,
  enlightened: 10,
  popular_question: 1000,
  commentator: 10,
} as const satisfies Partial<Record<BadgeId, number>>;

export function isBadgeId(value: string): value is BadgeId {
  return Object.hasOwn(BADGES, value);
}
