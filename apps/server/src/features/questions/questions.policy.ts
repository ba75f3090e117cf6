import type { AuthUser } from '../../core/actor.js';

/** The asker alone may delete a question. */
export function canDeleteQuestion(actor: AuthUser, question: { userId: string }): boolean {
  return actor.id === question.userId;
}

/**
 * Anyone signed in may vote, except on their own question (as on Stack Overflow). The
 * PostgreSQL function `stackhive_vote` (migration 010) applies the same rule.
 */
export function canVoteOn(actor: AuthUser, question: { userId: string }): boolean {
  return actor.id !== question.userId;
}

/**
 * A user's vote after a click: the same vote again removes it (0), the other vote moves it
 * (DECISIONS 3). `stackhive_vote` applies the same rule.
 */
export function nextVote(previous: number | undefined, wanted: 1 | -1): -1 | 0 | 1 {
  return previous === wanted ? 0 : wanted;
}

/** The author alone may delete an answer. */
export function canDeleteAnswer(actor: AuthUser, answer: { userId: string }): boolean {
  return actor.id === answer.userId;
}
