/**
 * Moderation (issue 34): its limits, messages and the actions the audit log records, kept
 * apart from the site-wide ones, which ride in every page's first load
 * (scripts/bundle-budget.mjs): only the moderation screens and the server read these.
 */

/** A suspension lasts 1 to 365 whole days; its reason and a log entry's note are bounded. */
export const MODERATION_LIMITS = {
  suspensionDays: { min: 1, max: 365 },
  reason: { max: 500 },
} as const;

/**
 * The new-account sandbox (issue 34; Discourse's trust level 0, Stack Overflow's new-user
 * limits): below `reputation`, a public question or answer carries at most `links` links and
 * no images, and an account asks at most `questionsPerDay` public questions a UTC day. It
 * limits amounts, never the right to act (DECISIONS 24).
 */
export const SANDBOX = { reputation: 10, links: 2, images: 0, questionsPerDay: 3 } as const;

/** Every kind of entry in the audit log: what a moderator or an admin did. */
export const MODERATION_ACTIONS = [
  'moderator-granted',
  'moderator-revoked',
  'user-suspended',
  'suspension-lifted',
  'question-closed',
  'question-reopened',
  'reports-dismissed',
  'question-deleted',
  'answer-deleted',
  'comment-deleted',
  'post-deleted',
  'post-comment-deleted',
  'flag-helpful',
  'flag-declined',
  'question-locked',
  'question-unlocked',
  'question-protected',
  'question-unprotected',
] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** What each action reads as on the log page. */
export const MODERATION_ACTION_LABELS: Record<ModerationAction, string> = {
  'moderator-granted': 'made a moderator',
  'moderator-revoked': 'removed as moderator',
  'user-suspended': 'suspended',
  'suspension-lifted': 'suspension lifted',
  'question-closed': 'closed a question',
  'question-reopened': 'reopened a question',
  'reports-dismissed': "dismissed a post's reports",
  'question-deleted': 'deleted a question',
  'answer-deleted': 'deleted an answer',
  'comment-deleted': 'deleted a comment',
  'post-deleted': 'deleted a post',
  'post-comment-deleted': "deleted a post's comment",
  'flag-helpful': 'marked a flag helpful',
  'flag-declined': 'declined a flag',
  'question-locked': 'locked a question',
  'question-unlocked': 'unlocked a question',
  'question-protected': 'protected a question',
  'question-unprotected': 'unprotected a question',
};

/** A date as suspension messages give it: "2026-12-06 13:20 UTC". */
export function suspensionEnd(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

export const MODERATION_MESSAGES = {
  /** Every write a suspended account tries answers 403 with this (issue 34). */
  suspendedUntil: (iso: string) =>
    `Your account is suspended until ${suspensionEnd(iso)}. You can read the site, but not post, vote or edit until then.`,
  /** The profile of a suspended account says so to everyone. */
  profileSuspended: (iso: string) => `Suspended until ${suspensionEnd(iso)}`,
  moderatorsOnly: 'Only moderators can do this.',
  cannotSuspendAdmin: 'An admin cannot be suspended.',
  cannotSuspendSelf: 'You cannot suspend yourself.',
  onlyAdminSuspendsModerator: 'Only an admin can suspend a moderator.',
  notSuspended: 'This account is not suspended.',
  userSuspended: 'Account suspended.',
  suspensionLifted: 'Suspension lifted.',
  moderatorNeedsVerified: 'Only an account with a verified email can be a moderator.',
  adminIsModerator: 'An admin already holds every moderator power.',
  moderatorGranted: 'They are now a moderator.',
  moderatorRevoked: 'They are no longer a moderator.',
  notModerator: 'This account is not a moderator.',
  alreadyModerator: 'This account is already a moderator.',
  /** Every write on a locked question answers 409 with the moderator's reason. */
  questionLocked: (reason: string) =>
    `This question is locked (${reason}): it takes no new answers, comments, votes or edits.`,
  alreadyLocked: 'This question is already locked.',
  notLocked: 'This question is not locked.',
  alreadyProtected: 'This question is already protected.',
  notProtected: 'This question is not protected.',
  questionProtectedNote:
    'This question is protected: answering it needs 10 reputation earned on the site.',
  lockedBanner: 'This question is locked.',
  /** A question closed for another reason than a duplicate refuses answers with this. */
  questionClosedAs: (label: string) =>
    `This question is closed (${label}) and does not accept answers.`,
  alreadyVotedClose: 'You have already voted to close this question.',
  alreadyVotedReopen: 'You have already voted to reopen this question.',
  sandboxLinks: `New accounts may add at most ${SANDBOX.links} links to a post until they have ${SANDBOX.reputation} reputation.`,
  sandboxImages: `New accounts may add images to questions and answers once they have ${SANDBOX.reputation} reputation.`,
  sandboxQuestions: `New accounts may ask at most ${SANDBOX.questionsPerDay} questions a day until they have ${SANDBOX.reputation} reputation. Please come back tomorrow.`,
  protectTeam: "A team's questions are answered by its members alone: there is nothing to protect.",
} as const;
