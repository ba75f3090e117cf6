/**
 * The cache scopes a vote, an accept or a deleted post writes: the questions, and the users,
 * since the service moves reputation with them (features/reputation/ledger.ts, and a vote's
 * or an accept's badges) and profiles and the users list show both.
 */
export const MOVES_REPUTATION = ['questions', 'users'];

/**
 * The scopes an edit or a comment writes: the questions, and the users, since it may award
 * its author a badge (Commentator, from the comment's service; Editor, still from migration
 * 025's trigger on revisions) and user pages show badge counts.
 */
export const AWARDS_BADGES = ['questions', 'users'];
