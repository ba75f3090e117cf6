/**
 * Why a question is closed (issue 34, Stack Overflow's reasons): a duplicate names its
 * original; off-topic says why in a note. Three votes from users with the closeReopen
 * privilege close it, or one from a moderator; reopening alike. Kept apart from the
 * moderation module: the close body's schema (in every first load) reads only these.
 */
export const CLOSE_REASONS = ['duplicate', 'details', 'focus', 'opinion', 'off-topic'] as const;
export type CloseReason = (typeof CLOSE_REASONS)[number];

export const CLOSE_REASON_LABELS: Record<CloseReason, string> = {
  duplicate: 'Duplicate',
  details: 'Needs details or clarity',
  focus: 'Needs more focus',
  opinion: 'Opinion-based',
  'off-topic': 'Off-topic',
};

/** Votes that close or reopen a question (a moderator's one is enough). */
export const CLOSE_VOTES_NEEDED = 3;
export const CLOSE_NOTE_MAX = 500;
export const DUPLICATE_NEEDS_ORIGINAL =
  'duplicateOf is required to close a question as a duplicate';
export const OFF_TOPIC_NEEDS_NOTE = 'note is required: say why the question is off-topic';
