import type {
  DeleteQaCommentBody,
  Page,
  QaComment,
  QaCommentsQuery,
  Question,
  postQaCommentBodySchema,
} from '@stackhive/shared';
import { MESSAGES } from '@stackhive/shared';
import type { z } from 'zod';
import { requirePrivilege, type AuthUser } from '../../../core/actor.js';
import type { AppDeps } from '../../../core/app-context.js';
import type { Db } from '../../../db/database.js';
import { forbidden, notFound } from '../../../core/errors.js';
import { nowIso, toIso } from '../../../db/convert.js';
import { newId } from '../../../db/ids.js';
import { decodeCursor, isPosition, toPage } from '../../../lib/cursor.js';
import { findAnswer } from '../answers/answers.repository.js';
import * as comments from './qa-comments.repository.js';
import { canDeleteQaComment } from '../questions/questions.policy.js';
import { logAction } from '../../moderation/index.js';
import type { ModeratedDelete } from '../../moderation/index.js';
import { presentQaComment } from '../questions/questions.presenter.js';
import { findQuestionForUpdate } from '../questions/questions.repository.js';
import { getQuestion } from '../questions/questions.service.js';
import { announce, notifyComment } from '../../notifications/index.js';
import { awardBadges, badgeRules, holders } from '../../badges/index.js';
import { BADGE_THRESHOLDS } from '@stackhive/shared';

/** Comments on the question, or on one of its answers (`answerId`); answers the question. */
export async function addQaComment(
  deps: AppDeps,
  actor: AuthUser,
  questionId: string,
  body: z.output<typeof postQaCommentBodySchema>,
): Promise<Question> {
  requirePrivilege(actor, 'comment');
  const notified = await deps.db.transaction().execute(async (trx) => {
    const question = await findQuestionForUpdate(trx, deps.engine, questionId);
    if (!question) throw notFound(MESSAGES.questionNotFound);
    if (body.answerId) {
      const answer = await findAnswer(trx, body.answerId);
      if (!answer || answer.questionId !== questionId) throw notFound(MESSAGES.answerNotFound);
    }
    const id = newId();
    const answerId = body.answerId ?? null;
    await comments.insertQaComment(trx, {
      id,
      questionId,
      answerId,
      userId: actor.id,
      body: body.commentBody,
      commentedOn: nowIso(),
    });
    // Public comments earn Commentator; a team's earn no public badge (issue 33).
    const awarded = question.teamId === null ? await commentBadges(trx, deps, actor.id) : [];
    const notifiedUsers = await notifyComment(trx, actor.id, {
      body: body.commentBody,
      on: answerId ? { table: 'answers', id: answerId } : { table: 'questions', id: questionId },
      questionId,
      answerId,
      commentId: id,
    });
    return [...notifiedUsers, ...holders(awarded)];
  });
  announce(deps, notified);
  return getQuestion(deps, questionId);
}

/** Commentator, when the comment made `userId` reach it (their public comments counted). */
async function commentBadges(trx: Db, deps: AppDeps, userId: string) {
  const { commentator } = BADGE_THRESHOLDS;
  const facts = await comments.qaCommentCount(trx, userId, commentator, 'commentator');
  const earned = facts.held ? [] : badgeRules.commentBadges(userId, facts.count);
  return awardBadges(trx, deps.engine, earned);
}

/** Deletes a comment of the question: its author or an admin (403 for anyone else). */
export async function deleteQaComment(
  deps: AppDeps,
  actor: AuthUser,
  questionId: string,
  body: DeleteQaCommentBody,
  moderated?: ModeratedDelete,
): Promise<Question> {
  await deps.db.transaction().execute(async (trx) => {
    const question = await findQuestionForUpdate(trx, deps.engine, questionId);
    if (!question) throw notFound(MESSAGES.questionNotFound);
    const comment = await comments.findQaComment(trx, body.commentId);
    if (!comment || comment.questionId !== questionId) throw notFound(MESSAGES.commentNotFound);
    if (moderated) await moderated.before(trx);
    else if (!canDeleteQaComment(actor, comment)) throw forbidden();
    if (comment.userId !== actor.id)
      await logAction(trx, {
        actor,
        action: 'comment-deleted',
        target: { kind: 'comment', id: comment.id },
        targetUser: { id: comment.userId },
        teamId: question.teamId,
        details: { questionId },
      });
    await comments.deleteQaComment(trx, comment.id);
    if (moderated) await moderated.after(trx);
  });
  return getQuestion(deps, questionId);
}

/** One post's comments oldest first, a page at a time, with the post's stored count. */
export async function listQaComments(
  deps: AppDeps,
  questionId: string,
  query: QaCommentsQuery,
): Promise<Page<QaComment>> {
  const answerId = query.answerId ?? null;
  const post = answerId
    ? await deps.db
        .selectFrom('answers')
        .select('commentCount')
        .where('id', '=', answerId)
        .where('questionId', '=', questionId)
        .executeTakeFirst()
    : await deps.db
        .selectFrom('questions')
        .select('commentCount')
        .where('id', '=', questionId)
        .executeTakeFirst();
  if (!post) throw notFound(answerId ? MESSAGES.answerNotFound : MESSAGES.questionNotFound);
  const after = decodeCursor(query.cursor, isPosition);
  const rows = await comments.qaCommentsPage(deps.db, questionId, answerId, query.limit + 1, after);
  return toPage(
    rows,
    query.limit,
    post.commentCount,
    (page) => page.map(presentQaComment),
    (last) => ({ at: toIso(last.commentedOn), id: last.id }),
  );
}
