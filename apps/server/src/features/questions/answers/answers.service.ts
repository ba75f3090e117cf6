import type {
  AcceptAnswerBody,
  DeleteAnswerBody,
  editAnswerBodySchema,
  Question,
  postAnswerBodySchema,
} from '@stackhive/shared';
import {
  CLOSE_REASON_LABELS,
  MESSAGES,
  MODERATION_MESSAGES,
  privilegeMessage,
  type CloseReason,
} from '@stackhive/shared';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { AppDeps } from '../../../core/app-context.js';
import { nowIso } from '../../../db/convert.js';
import type { Db } from '../../../db/database.js';
import { newId } from '../../../db/ids.js';
import { conflict, forbidden, notFound } from '../../../core/errors.js';
import { assertActorIs, requirePrivilege, type AuthUser } from '../../../core/actor.js';
import * as answers from './answers.repository.js';
import { applyAnswerEdit } from '../revisions/apply-edit.js';
import {
  canAcceptAnswer,
  canDeleteAnswer,
  canEditPost,
  inAnswerOrder,
} from '../questions/questions.policy.js';
import { getQuestion } from '../questions/questions.service.js';
import { announce, notifyAccept, notifyAnswer } from '../../notifications/index.js';
import {
  readAccept,
  reputationOfAccept,
  reputationOfDeletedPosts,
} from '../../reputation/index.js';
import { awardBadges, badgeRules, holders } from '../../badges/index.js';
import { assertSandboxBody, logAction, type ModeratedDelete } from '../../moderation/index.js';

/** The app's clock as the ledger dates events (a test's fixed clock included). */
const nowOf = (deps: AppDeps) => new Date(deps.clock()).toISOString();

/**
 * The answers of a question in the order the page shows them (the accepted one first, then
 * oldest first), with their authors' current names.
 */
export async function answersOf(
  deps: AppDeps,
  question: { id: string; acceptedAnswerId: string | null },
): Promise<answers.AnswerRow[]> {
  return inAnswerOrder(await answers.answersOf(deps.db, question.id), question.acceptedAnswerId);
}

/** Posts an answer; the count is the server's (the body's `noOfAnswers` is ignored). */
export async function postAnswer(
  deps: AppDeps,
  actor: AuthUser,
  questionId: string,
  body: z.output<typeof postAnswerBodySchema>,
): Promise<Question> {
  assertActorIs(actor, body.userId);
  requirePrivilege(actor, 'answer');
  await assertSandboxBody(actor, body.answerBody, async () => {
    const question = await deps.db
      .selectFrom('questions')
      .select('teamId')
      .where('id', '=', questionId)
      .executeTakeFirst();
    return question?.teamId ?? null;
  });
  const id = newId();
  let notified: string[] = [];
  const added = await answers.addAnswer(
    deps.db,
    deps.engine,
    { id, questionId, userId: actor.id, body: body.answerBody, answeredOn: nowIso() },
    async (db) => {
      notified = await notifyAnswer(db, actor.id, { id, questionId, body: body.answerBody });
    },
  );
  if (!added) {
    // Not added: no such question, or it is closed (the insert's condition).
    const question = await deps.db
      .selectFrom('questions')
      .select('closedReason')
      .where('id', '=', questionId)
      .executeTakeFirst();
    if (!question) throw notFound(MESSAGES.questionNotFound);
    const reason = (question.closedReason ?? 'duplicate') as CloseReason;
    throw conflict(
      reason === 'duplicate'
        ? MESSAGES.questionClosed
        : MODERATION_MESSAGES.questionClosedAs(CLOSE_REASON_LABELS[reason]),
    );
  }
  announce(deps, notified);
  return getQuestion(deps, questionId);
}

/**
 * Locks the question (PostgreSQL) and reads one of its answers, for a write that checks it:
 * 404 when either is missing.
 */
async function lockAnswer(
  deps: AppDeps,
  trx: Db,
  questionId: string,
  answerId: string,
  editorId?: string,
) {
  const found = await answers.findAnswerForUpdate(trx, deps.engine, questionId, answerId, editorId);
  if (!found) throw notFound(MESSAGES.questionNotFound);
  if (!found.answer) throw notFound(MESSAGES.answerNotFound);
  return { askerId: found.askerId, answer: found.answer, editorHeld: found.editorHeld };
}

/**
 * Deletes one answer of the question: its author, or a moderator confirming a flag
 * (`moderated`, issue 34), which the audit log records.
 */
export async function deleteAnswer(
  deps: AppDeps,
  actor: AuthUser,
  questionId: string,
  body: DeleteAnswerBody,
  moderated?: ModeratedDelete,
): Promise<Question> {
  const moved = await deps.db.transaction().execute(async (trx) => {
    const { answer } = await lockAnswer(deps, trx, questionId, body.answerId);
    if (moderated) await moderated.before(trx);
    else if (!canDeleteAnswer(actor, answer)) throw forbidden();
    if (answer.userId !== actor.id)
      await logAction(trx, {
        actor,
        action: 'answer-deleted',
        target: { kind: 'answer', id: answer.id },
        targetUser: { id: answer.userId },
        teamId: answer.teamId,
        details: { questionId },
      });
    const changed = await reputationOfDeletedPosts(
      trx,
      deps.engine,
      sql`${answer.id}`,
      nowOf(deps),
    );
    await answers.deleteAnswer(trx, answer);
    return moderated ? [...changed, ...(await moderated.after(trx))] : changed;
  });
  announce(deps, moved);
  return getQuestion(deps, questionId);
}

/**
 * The asker marks `answerId` as the accepted answer of the question; accepting the accepted
 * answer again un-accepts it, another moves the mark. Checked and written with the question's
 * row locked (PostgreSQL), as deleting an answer is: two accepts at once apply in turn, and
 * an answer deleted meanwhile is a 404, never a broken reference.
 */
export async function acceptAnswer(
  deps: AppDeps,
  actor: AuthUser,
  questionId: string,
  body: AcceptAnswerBody,
): Promise<Question> {
  const notified = await deps.db.transaction().execute(async (trx) => {
    // PostgreSQL locks the question's row first; SQLite, one writer at a time, needs only
    // the ledger's read, which finds the question and the answer too.
    if (deps.engine === 'postgres') await lockAnswer(deps, trx, questionId, body.answerId);
    const accept = { questionId, actorId: actor.id, answerId: body.answerId };
    const read = await readAccept(trx, deps.engine, accept);
    const found = read.state.extra;
    if (!found?.userId) {
      await lockAnswer(deps, trx, questionId, body.answerId); // the 404 it is
      throw notFound(MESSAGES.answerNotFound);
    }
    if (!canAcceptAnswer(actor, { userId: found.otherId! })) throw forbidden();
    const moved = await reputationOfAccept(trx, deps.engine, read, nowOf(deps));
    const accepted = await answers.toggleAcceptedAnswer(trx, questionId, body.answerId);
    if (!accepted) return moved;
    const answer = { id: body.answerId, questionId };
    // In a team (issue 33): no public badges, as no public reputation.
    const earned = found.teamId
      ? []
      : badgeRules.acceptBadges({
          askerId: actor.id,
          authorId: found.userId,
          answerId: answer.id,
          score: found.score,
        });
    const awarded = await awardBadges(trx, deps.engine, earned, read.state.held);
    const told = await notifyAccept(trx, actor.id, answer);
    return [...moved, ...holders(awarded), ...told];
  });
  announce(deps, notified);
  return getQuestion(deps, questionId);
}

/**
 * The author edits their answer (issue 15): the body before kept as a revision, the edit the
 * question's latest activity; checked and written with the question's row locked
 * (PostgreSQL), as deleting and accepting are. An edit that changes nothing stores nothing.
 */
export async function editAnswer(
  deps: AppDeps,
  actor: AuthUser,
  questionId: string,
  body: z.output<typeof editAnswerBodySchema>,
): Promise<Question> {
  const edited = await deps.db.transaction().execute(async (trx) => {
    const { answer, editorHeld } = await lockAnswer(deps, trx, questionId, body.answerId, actor.id);
    if (!canEditPost(actor, answer)) throw forbidden(privilegeMessage('editOthers'));
    await assertSandboxBody(actor, body.answerBody, () => answer.teamId);
    return applyAnswerEdit(trx, deps.engine, answer, body.answerBody, {
      editorId: actor.id,
      summary: body.editSummary || null,
      editorHeld,
      inTeam: answer.teamId !== null,
    });
  });
  // An edit may have made its editor an Editor.
  if (edited) announce(deps, edited);
  return getQuestion(deps, questionId);
}
