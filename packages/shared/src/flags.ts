/**
 * Flags (issue 34): what anyone signed in may raise on a question, an answer, a comment or a
 * community post, and what reviewers and moderators decide. Kept apart from the site-wide
 * messages, which ride in every page's first load.
 */

/** What a flag names: a comment is one on a question, an answer or a community post. */
export const FLAG_TARGETS = ['question', 'answer', 'comment', 'post'] as const;
export type FlagTarget = (typeof FLAG_TARGETS)[number];

export const FLAG_REASONS = ['spam', 'rude', 'improve', 'duplicate', 'other'] as const;
export type FlagReason = (typeof FLAG_REASONS)[number];

/** A flag waits (pending) until decided helpful or declined, or retired with its item. */
export const FLAG_STATUSES = ['pending', 'helpful', 'declined', 'retired'] as const;
export type FlagStatus = (typeof FLAG_STATUSES)[number];

export const FLAG_DECISIONS = ['helpful', 'declined'] as const;
export type FlagDecision = (typeof FLAG_DECISIONS)[number];

/** The dialog's choices, as Stack Overflow words them. */
export const FLAG_REASON_LABELS: Record<FlagReason, { label: string; hint: string }> = {
  spam: { label: 'Spam', hint: 'It promotes a product or service and does not disclose it.' },
  rude: {
    label: 'Rude or abusive',
    hint: 'A reasonable person would find it offensive, harassing or hateful.',
  },
  improve: {
    label: 'Needs improvement',
    hint: 'It is unclear, incomplete or needs details to be useful.',
  },
  duplicate: {
    label: 'Duplicate',
    hint: 'The question has been asked and answered before (give the other question).',
  },
  other: { label: 'Something else', hint: 'Tell the moderators what needs their attention.' },
};

/** Reasons that act on their own: enough of them hide the item, a moderator's at once. */
export const ABUSE_REASONS: readonly FlagReason[] = ['spam', 'rude'];

export const FLAG_LIMITS = {
  note: { max: 500 },
  /** Flags one account may raise in a day (Stack Overflow starts new users near this). */
  perDay: 50,
} as const;

export const FLAG_STATUS_LABELS: Record<FlagStatus, string> = {
  pending: 'Waiting for review',
  helpful: 'Helpful',
  declined: 'Declined',
  retired: 'Retired (the item is gone)',
};

export const FLAG_MESSAGES = {
  flagged: 'Thank you. A moderator will review your flag.',
  alreadyFlagged: 'You have already flagged this.',
  flagOwn: 'You cannot flag your own post.',
  duplicateNeedsQuestion: 'duplicateOf is required for a duplicate flag',
  duplicateOnlyQuestions: 'Only a question can be flagged as a duplicate.',
  otherNeedsNote: 'note is required: tell the moderators what is wrong',
  flagNotFound: 'Flag not found.',
  alreadyDecided: 'This flag has already been decided.',
  decideOwn: 'You cannot decide your own flag.',
  reviewersOnly: 'Reviewing flags needs 2,000 reputation, or a moderator.',
  moderatorDeletes: 'Only a moderator can confirm spam or abuse, which deletes the post.',
  targetNotFound: 'Nothing to flag: the item does not exist.',
} as const;
