import type { Question, VoteBody } from '@stackhive/shared';
import { MESSAGES } from '@stackhive/shared';
import { assertActorIs, type AuthUser } from '../../core/actor.js';
import type { AppDeps } from '../../core/app-context.js';
import { badRequest, notFound } from '../../core/errors.js';
import { nowIso } from '../../db/convert.js';
import type { Engine } from '../../db/database.js';
import { voteRule } from './questions.policy.js';
import { getQuestion } from './questions.service.js';
import type { VoteDialect } from './votes.dialect.js';
import { postgresVotes } from './votes.postgres.js';
import { sqliteVotes } from './votes.sqlite.js';

const DIALECTS: Record<Engine, VoteDialect> = { sqlite: sqliteVotes, postgres: postgresVotes };

/** The half of a vote that the engine applies (exported for the rule's tests). */
export const voteDialectOf = (engine: Engine): VoteDialect => DIALECTS[engine];

/**
 * One vote per user: the same vote again removes it, the other vote moves it (DECISIONS 3);
 * never on your own question. The rule is questions.policy.ts `voteRule`; the engine's
 * dialect applies its answers under a lock (votes.dialect.ts).
 */
export async function vote(
  deps: AppDeps,
  actor: AuthUser,
  id: string,
  body: VoteBody,
): Promise<Question> {
  assertActorIs(actor, body.userId);
  const outcome = await voteDialectOf(deps.engine).vote(deps.db, {
    questionId: id,
    voterId: actor.id,
    rule: voteRule(body.value === 'upVote' ? 1 : -1),
    at: nowIso(),
  });
  if (outcome === 'missing') throw notFound(MESSAGES.questionNotFound);
  if (outcome === 'own') throw badRequest(MESSAGES.ownQuestionVote);
  return getQuestion(deps, id);
}
