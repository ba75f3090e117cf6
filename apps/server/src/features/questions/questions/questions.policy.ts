import {
  hasPrivilege,
  MESSAGES,
  privilegeMessage,
  sortAnswers,
  unknownCatalogueTag,
} from '@stackhive/shared';
import type { AuthUser } from '../../../core/actor.js';
import { isModeratorOrAdmin } from '../../moderation/index.js';
import { badRequest } from '../../../core/errors.js';
import { toIso } from '../../../db/convert.js';
import type { AnswerRow } from '../answers/answers.repository.js';

/**
 * The author edits their own post (issue 15); users with the editOthers privilege (2,000
 * reputation, and admins) edit anyone's (issue 16). A refusal names the reputation needed.
 * In a team (issue 33) every member edits every post, as in a wiki among colleagues: the
 * team gate has already let only members through, and public reputation is not the team's.
 */
export function canEditPost(
  actor: AuthUser,
  post: { userId: string; teamId?: string | null },
): boolean {
  return actor.id === post.userId || hasPrivilege(actor, 'editOthers') || Boolean(post.teamId);
}

/** A public question's tags are catalogue names (a team's are its own): 400 otherwise. */
export function assertCatalogueTags(tags: readonly string[]): void {
  const unknown = unknownCatalogueTag(tags);
  if (unknown) throw badRequest(`${MESSAGES.unknownTag}${unknown}`);
}

/** A comment on a question or an answer goes by its author, a moderator or an admin. */
export function canDeleteQaComment(actor: AuthUser, comment: { userId: string }): boolean {
  return isModeratorOrAdmin(actor) || actor.id === comment.userId;
}

/** The asker alone may delete a question. */
export function canDeleteQuestion(actor: AuthUser, question: { userId: string }): boolean {
  return actor.id === question.userId;
}

/** A vote as stored: up (1), down (-1), or none (0). */
export type VoteValue = -1 | 0 | 1;

/** Whether anyone may vote on their own question or answer: no, as on Stack Overflow. */
const VOTES_ON_OWN_POST = false;

/**
 * Anyone signed in may vote on a question or an answer, except their own
 * (VOTES_ON_OWN_POST).
 */
export function canVoteOn(actor: AuthUser, post: { userId: string }): boolean {
  return VOTES_ON_OWN_POST || actor.id !== post.userId;
}

/**
 * A user's vote after a click: the same vote again removes it (0), the other vote moves it
 * (DECISIONS 3).
 */
export function nextVote(previous: VoteValue | undefined, wanted: 1 | -1): VoteValue {
  return previous === wanted ? 0 : wanted;
}

/**
 * The whole rule for one click on `wanted`, answered ahead for every state the database may
 * find under its lock: whether a voter's own question may be voted on, and the next vote
 * from each previous one. PostgreSQL's `stackhive_vote` (migration 012) and
 * `stackhive_answer_vote` (migration 015) only look these up,
 * so the rule lives here alone although the engine applies it in one round trip.
 */
export function voteRule(wanted: 1 | -1): VoteRule {
  return {
    ownAllowed: VOTES_ON_OWN_POST,
    fromNone: nextVote(undefined, wanted),
    fromUp: nextVote(1, wanted),
    fromDown: nextVote(-1, wanted),
  };
}

export interface VoteRule {
  ownAllowed: boolean;
  fromNone: VoteValue;
  fromUp: VoteValue;
  fromDown: VoteValue;
}

/** The vote a rule leaves after `previous` (what the SQLite half and `stackhive_vote` do). */
export function voteAfter(rule: VoteRule, previous: VoteValue): VoteValue {
  return previous === 1 ? rule.fromUp : previous === -1 ? rule.fromDown : rule.fromNone;
}

/**
 * The order answers are shown and quoted in (issue 15): the accepted one first, then the
 * highest net score, then the oldest: packages/shared `sortAnswers`, whose other orders
 * (newest, oldest) the page offers.
 */
export function inAnswerOrder<Answer extends AnswerRow>(
  answers: readonly Answer[],
  acceptedAnswerId: string | null,
): Answer[] {
  return sortAnswers(answers, 'score', (answer) => ({
    accepted: answer.id === acceptedAnswerId,
    votes: answer.upVotes - answer.downVotes,
    at: Date.parse(toIso(answer.answeredOn)),
    id: answer.id,
  }));
}

/** The asker alone accepts an answer of their question (their own answer included). */
export function canAcceptAnswer(actor: AuthUser, question: { userId: string }): boolean {
  return actor.id === question.userId;
}

/** The author alone may delete an answer. */
export function canDeleteAnswer(actor: AuthUser, answer: { userId: string }): boolean {
  return actor.id === answer.userId;
}

/**
 * A suggested edit (issue 16) is for someone else's post, by a user who may not edit it
 * directly: the author edits their own, a user with editOthers edits anyone's, and a team's
 * members edit their team's posts (canEditPost), so nothing of a team waits in the queue.
 */
export function suggestEditRefusal(
  actor: AuthUser,
  post: { userId: string; teamId?: string | null },
): string | null {
  if (actor.id === post.userId) return MESSAGES.suggestOwnPost;
  if (canEditPost(actor, post)) return MESSAGES.editDirectly;
  return null;
}

/**
 * A suggested edit is reviewed by the post's author or a user with the reviewQueues
 * privilege, never by its suggester. Answers why not, or null when the actor may.
 */
export function reviewRefusal(
  actor: AuthUser,
  suggestion: { suggesterId: string; postOwnerId: string },
): string | null {
  if (actor.id === suggestion.suggesterId) return MESSAGES.reviewOwnSuggestion;
  if (actor.id === suggestion.postOwnerId || hasPrivilege(actor, 'reviewQueues')) return null;
  return privilegeMessage('reviewQueues');
}
