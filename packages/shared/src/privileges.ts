/**
 * Privileges (issue 16): what reputation each power needs, in one table that the server
 * enforces (403 with `privilegeMessage`) and the web shows (the control disabled with the
 * same sentence). Admins have every privilege.
 *
 * What the spec lets every signed-in user do stays open at 1, so nothing it allows is taken
 * away; a community may raise these to Stack Overflow's (vote up 15, vote down 125, comment
 * everywhere 50). The new powers are gated as on Stack Overflow.
 */
export const PRIVILEGES = {
  ask: { reputation: 1, action: 'Asking questions' },
  answer: { reputation: 1, action: 'Answering questions' },
  voteUp: { reputation: 1, action: 'Voting up' },
  voteDown: { reputation: 1, action: 'Voting down' },
  comment: { reputation: 1, action: 'Commenting' },
  post: { reputation: 1, action: 'Posting to the community' },
  report: { reputation: 1, action: 'Reporting posts' },
  /** Editing others' questions and answers directly (below it, suggest an edit). */
  editOthers: { reputation: 2000, action: "Editing others' posts" },
  /** Closing questions as duplicates and reopening them. */
  closeReopen: { reputation: 3000, action: 'Closing and reopening questions' },
  /** Answering a question a moderator protected (issue 34: reputation earned on the site). */
  answerProtected: { reputation: 10, action: 'Answering a protected question' },
  /** The review queues: reported posts and suggested edits. */
  reviewQueues: { reputation: 2000, action: 'Reviewing queues' },
} as const satisfies Record<string, { reputation: number; action: string }>;

export type Privilege = keyof typeof PRIVILEGES;

/**
 * Whoever holds a privilege: an admin, a moderator (issue 34: every reputation privilege;
 * site settings stay the admins'), or a user with its reputation. The server's signed-in
 * user says `isModerator`; a user record as the web holds it, `moderator`.
 */
export function hasPrivilege(
  user: { reputation: number; isAdmin: boolean; isModerator?: boolean; moderator?: boolean },
  privilege: Privilege,
): boolean {
  const moderator = user.isModerator === true || user.moderator === true;
  return user.isAdmin || moderator || user.reputation >= PRIVILEGES[privilege].reputation;
}

/** Why a privilege is refused: "Closing and reopening questions needs 3,000 reputation." */
export function privilegeMessage(privilege: Privilege): string {
  const { action, reputation } = PRIVILEGES[privilege];
  return `${action} needs ${reputation.toLocaleString('en')} reputation.`;
}
