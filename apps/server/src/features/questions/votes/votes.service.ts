import type { AnswerVoteBody, Question, VoteBody } from '@stackhive/shared';
import { MESSAGES } from '@stackhive/shared';
import { assertActorIs, requirePrivilege, type AuthUser } from '../../../core/actor.js';
import type { AppDeps } from '../../../core/app-context.js';
import { badRequest, notFound } from '../../../core/errors.js';
import type { Engine } from '../../../db/database.js';
import { previousVote, readVote, reputationOfVote, type VoteRead } from '../../reputation/index.js';
import { awardBadges, badgeRules, holders } from '../../badges/index.js';
import { announce } from '../../notifications/index.js';
import { voteRule } from '../questions/questions.policy.js';
import { getQuestion } from '../questions/questions.service.js';
import type { VoteDialect } from './votes.dialect.js';
import type { VoteTarget } from './votes.repository.js';
import { postgresVotes } from './votes.postgres.js';
import { sqliteVotes } from './votes.sqlite.js';

const DIALECTS: Record<Engine, VoteDialect> = { sqlite: sqliteVotes, postgres: postgresVotes };

const answerIdOf = (target: VoteTarget) => (target.kind === 'answer' ? target.answerId : undefined);

/** The half of a vote that the engine applies (exported for the rule's tests). */
export const voteDialectOf = (engine: Engine): VoteDialect => DIALECTS[engine];

/**
 * One vote per user on a question or an answer: the same vote again removes it, the other
 * vote moves it (DECISIONS 3); never on your own post. The rule is questions.policy.ts
 * `voteRule`; the engine's dialect applies its answers under a lock (votes.dialect.ts).
 * Answers the question with the vote applied.
 */
async function castVote(
  deps: AppDeps,
  actor: AuthUser,
  target: VoteTarget,
  value: VoteBody['value'],
): Promise<Question> {
  requirePrivilege(actor, value === 'upVote' ? 'voteUp' : 'voteDown');
  // The app's clock: the vote's UTC day decides which day's reputation cap it counts against.
  const at = new Date(deps.clock()).toISOString();
  const { outcome, poked } = await deps.db.transaction().execute(async (trx) => {
    const rule = voteRule(value === 'upVote' ? 1 : -1);
    const request = { target, voterId: actor.id, rule, at };
    const result = await voteDialectOf(deps.engine).cast(trx, request);
    if (result.outcome !== 'ok') return { outcome: result.outcome, poked: [] };
    // PostgreSQL's half reads nothing back: the facts are read with the vote applied.
    const voted = { questionId: target.questionId, answerId: answerIdOf(target) };
    const read = result.read ?? {
      facts: await readVote(trx, deps.engine, voted, actor.id),
      previous: undefined,
    };
    const moved = await reputationOfVote(trx, deps.engine, read.facts, at);
    // A team's votes earn no public badges (issue 33), as they move no public reputation.
    if (read.facts.state.extra?.teamId) return { outcome: result.outcome, poked: moved };
    const earned = badgesOfVote(read.facts, read.previous ?? previousVote(read.facts));
    const awarded = await awardBadges(trx, deps.engine, earned, read.facts.state.held);
    return { outcome: result.outcome, poked: [...moved, ...holders(awarded)] };
  });
  announce(deps, poked);
  if (outcome === 'missing') throw notFound(MESSAGES.questionNotFound);
  if (outcome === 'missingAnswer') throw notFound(MESSAGES.answerNotFound);
  if (outcome === 'own')
    throw badRequest(target.kind === 'answer' ? MESSAGES.ownAnswerVote : MESSAGES.ownQuestionVote);
  return getQuestion(deps, target.questionId);
}

/**
 * What a vote earns (badges.policy.ts): the voter a first upvote or downvote, the post's
 * owner the score thresholds the vote carried the score across.
 */
function badgesOfVote(facts: VoteRead, previous: number) {
  const extra = facts.state.extra!;
  const post = {
    id: facts.target.answerId ?? facts.target.questionId,
    ownerId: extra.userId!,
    onAnswer: facts.target.answerId !== undefined,
    acceptedByOther: extra.flag,
  };
  const oldScore = extra.score - (extra.amount - previous);
  return [
    ...(extra.amount !== previous ? badgeRules.voteBadges(facts.voterId, extra.amount) : []),
    ...badgeRules.scoreBadges(post, oldScore, extra.score),
  ];
}

/** A vote on the question `id`. */
export async function vote(
  deps: AppDeps,
  actor: AuthUser,
  id: string,
  body: VoteBody,
): Promise<Question> {
  assertActorIs(actor, body.userId);
  return castVote(deps, actor, { kind: 'question', questionId: id }, body.value);
}

/** A vote on one answer of the question `questionId` (issue 15): the same rules. */
export function voteOnAnswer(
  deps: AppDeps,
  actor: AuthUser,
  questionId: string,
  body: AnswerVoteBody,
): Promise<Question> {
  const target: VoteTarget = { kind: 'answer', questionId, answerId: body.answerId };
  return castVote(deps, actor, target, body.value);
}
