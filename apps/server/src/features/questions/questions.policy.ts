import type { AuthUser } from '../../app-context.js';

/** The asker alone may delete a question. */
export function canDeleteQuestion(actor: AuthUser, question: { userId: string }): boolean {
  return actor.id === question.userId;
}

/** Anyone signed in may vote, except on their own question (as on Stack Overflow). */
export function canVoteOn(actor: AuthUser, question: { userId: string }): boolean {
  return actor.id !== question.userId;
}

/** The author alone may delete an answer. */
export function canDeleteAnswer(actor: AuthUser, answer: { userId: string }): boolean {
  return actor.id === answer.userId;
}
