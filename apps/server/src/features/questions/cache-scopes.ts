/**
 * The cache scopes a vote, an accept or a deleted post writes: the questions, and the users,
 * since the database moves reputation with them (issue 16) and profiles and the users list
 * show it.
 */
export const MOVES_REPUTATION = ['questions', 'users'];
