/**
 * The cache scopes a vote, an accept or a deleted post writes: the questions, and the users,
 * since the database moves reputation with them (issue 16) and profiles and the users list
 * show it.
 */
export const MOVES_REPUTATION = ['questions', 'users'];

/**
 * The scopes an edit or a comment writes: the questions, and the users, since the database
 * may award a badge with it (issue 16: Editor, Commentator) and user pages show badge counts.
 */
export const AWARDS_BADGES = ['questions', 'users'];
