import type { z } from 'zod';
import type { editAnswerBodySchema, editQuestionBodySchema } from '@stackhive/shared';
import {
  LIMITS,
  MESSAGES,
  hasPrivilege,
  type EditQuestionBody,
  type Page,
  type PageQuery,
  type SuggestedEdit,
} from '@stackhive/shared';
import type { AuthUser } from '../../../core/actor.js';
import type { AppDeps } from '../../../core/app-context.js';
import { badRequest, conflict, forbidden, notFound } from '../../../core/errors.js';
import { nowIso, toIso } from '../../../db/convert.js';
import type { Db } from '../../../db/database.js';
import { newId } from '../../../db/ids.js';
import { decodeCursor, isPosition, toPage, type Position } from '../../../lib/cursor.js';
import * as answers from '../answers/answers.repository.js';
import { applyAnswerEdit, applyQuestionEdit } from './apply-edit.js';
import {
  assertCatalogueTags,
  reviewRefusal,
  suggestEditRefusal,
} from '../questions/questions.policy.js';
import * as questions from '../questions/questions.repository.js';
import * as suggestions from './suggested-edits.repository.js';
import { announce } from '../../notifications/index.js';

type QuestionText = Pick<EditQuestionBody, 'questionTitle' | 'questionBody' | 'questionTags'>;

function present(row: suggestions.PresentedRow): SuggestedEdit {
  const forAnswer = row.answerId !== null;
  const questionText = (title: string, body: string, tags: string): QuestionText => ({
    questionTitle: title,
    questionBody: body,
    questionTags: JSON.parse(tags) as string[],
  });
  return {
    _id: row.id,
    questionId: row.questionId,
    questionTitle: row.questionTitle,
    answerId: row.answerId,
    userId: row.suggesterId,
    userName: row.userName,
    suggestedOn: toIso(row.suggestedOn),
    editSummary: row.summary,
    before: forAnswer
      ? { answerBody: row.answerBody ?? '' }
      : questionText(row.questionTitle, row.questionBody, row.questionTags),
    after: forAnswer
      ? { answerBody: row.body }
      : questionText(row.title ?? '', row.body, row.tags ?? '[]'),
    status: row.status,
    reviewerId: row.reviewerId,
    reviewedOn: row.reviewedOn === null ? null : toIso(row.reviewedOn),
    stale: Number(row.currentSeq) !== row.baseSeq,
  };
}

/** GET /api/suggested-edits/{id}: one suggestion, waiting or reviewed. */
export async function getSuggestedEdit(deps: AppDeps, id: string): Promise<SuggestedEdit> {
  const row = await suggestions.findPresented(deps.db, id);
  if (!row) throw notFound(MESSAGES.suggestionNotFound);
  return present(row);
}

/**
 * The checks every suggestion passes, with the post's row locked (PostgreSQL): someone
 * else's post that the actor may not edit directly; no other edit waiting on it; fewer than
 * LIMITS.pendingSuggestedEdits of the actor's own waiting.
 */
async function checkSuggestion(trx: Db, actor: AuthUser, post: { id: string; userId: string }) {
  const refusal = suggestEditRefusal(actor, post);
  if (refusal) throw conflict(refusal);
  if (await suggestions.hasPendingEdit(trx, post.id)) throw conflict(MESSAGES.editPending);
  const max = LIMITS.pendingSuggestedEdits.max;
  if ((await suggestions.pendingBySuggester(trx, actor.id, max)) >= max) {
    throw conflict(MESSAGES.tooManySuggestions);
  }
}

/**
 * PATCH /api/questions/{id}/suggest-edit: a user without editOthers suggests an edit of
 * someone else's question (issue 16), with the rules of an edit. It waits for review.
 */
export async function suggestQuestionEdit(
  deps: AppDeps,
  actor: AuthUser,
  questionId: string,
  body: z.output<typeof editQuestionBodySchema>,
): Promise<SuggestedEdit> {
  const id = newId();
  await deps.db.transaction().execute(async (trx) => {
    const row = await questions.findQuestionForEdit(trx, deps.engine, questionId, actor.id);
    if (!row) throw notFound(MESSAGES.questionNotFound);
    await checkSuggestion(trx, actor, row);
    assertCatalogueTags(body.questionTags);
    const tags = JSON.stringify(body.questionTags);
    if (row.title === body.questionTitle && row.body === body.questionBody && row.tags === tags) {
      throw badRequest(MESSAGES.suggestionUnchanged);
    }
    await suggestions.insertSuggestedEdit(trx, {
      id,
      questionId,
      answerId: null,
      postId: questionId,
      postOwnerId: row.userId,
      suggesterId: actor.id,
      suggestedOn: nowIso(),
      title: body.questionTitle,
      tags,
      body: body.questionBody,
      summary: body.editSummary || null,
    });
  });
  return getSuggestedEdit(deps, id);
}

/** PATCH /api/answer/suggest-edit/{id}: as suggestQuestionEdit, for an answer's body. */
export async function suggestAnswerEdit(
  deps: AppDeps,
  actor: AuthUser,
  questionId: string,
  body: z.output<typeof editAnswerBodySchema>,
): Promise<SuggestedEdit> {
  const id = newId();
  await deps.db.transaction().execute(async (trx) => {
    const found = await answers.findAnswerForUpdate(trx, deps.engine, questionId, body.answerId);
    if (!found) throw notFound(MESSAGES.questionNotFound);
    const answer = found.answer;
    if (!answer) throw notFound(MESSAGES.answerNotFound);
    await checkSuggestion(trx, actor, answer);
    if (answer.body === body.answerBody) throw badRequest(MESSAGES.suggestionUnchanged);
    await suggestions.insertSuggestedEdit(trx, {
      id,
      questionId,
      answerId: answer.id,
      postId: answer.id,
      postOwnerId: answer.userId,
      suggesterId: actor.id,
      suggestedOn: nowIso(),
      title: null,
      tags: null,
      body: body.answerBody,
      summary: body.editSummary || null,
    });
  });
  return getSuggestedEdit(deps, id);
}

/**
 * GET /api/suggested-edits: the edits waiting for review, oldest first. Reviewers
 * (reviewQueues) see every one; anyone else the ones suggested for their own posts.
 */
export async function listSuggestedEdits(
  deps: AppDeps,
  actor: AuthUser,
  page: PageQuery,
): Promise<Page<SuggestedEdit>> {
  const ownerId = hasPrivilege(actor, 'reviewQueues') ? null : actor.id;
  const cursor = decodeCursor(page.cursor, isPosition);
  const [rows, total] = await Promise.all([
    suggestions.listPending(deps.db, ownerId, page.limit + 1, cursor),
    suggestions.countPending(deps.db, ownerId),
  ]);
  return toPage(
    rows,
    page.limit,
    total,
    async (pageRows) => pageRows.map(present),
    (last): Position => ({ at: toIso(last.suggestedOn), id: last.id }),
  );
}

/**
 * Reviews a waiting suggestion: the post's author or a reviewer, not its suggester.
 * Approving applies it as the suggester's edit (a revision in their name, which earns them
 * the Editor badge) with the post's question row locked, as a direct edit is; a post edited
 * since the suggestion cannot take it (409, reject it instead). Two reviews at once: the
 * second is a 409.
 */
async function review(
  deps: AppDeps,
  actor: AuthUser,
  id: string,
  decision: 'approved' | 'rejected',
): Promise<SuggestedEdit> {
  const awarded = await deps.db.transaction().execute(async (trx) => {
    const suggestion = await suggestions.findForReview(trx, id);
    if (!suggestion) throw notFound(MESSAGES.suggestionNotFound);
    const refusal = reviewRefusal(actor, suggestion);
    if (refusal) throw forbidden(refusal);
    const markReviewed = async () => {
      const reviewed = await suggestions.markReviewed(trx, id, {
        status: decision,
        reviewerId: actor.id,
        reviewedOn: nowIso(),
      });
      if (!reviewed) throw conflict(MESSAGES.suggestionReviewed);
    };
    if (decision === 'approved')
      return (await applySuggestion(deps, trx, suggestion, markReviewed)) ?? [];
    await markReviewed();
    return [];
  });
  // An approved edit may have made its suggester an Editor.
  announce(deps, awarded);
  return getSuggestedEdit(deps, id);
}

type ReviewedSuggestion = NonNullable<Awaited<ReturnType<typeof suggestions.findForReview>>>;

/**
 * Locks the post (its question's row, as every edit and a delete do), marks the suggestion
 * reviewed, then applies it. Marking right after the lock makes the second of two approvals
 * at once a 409 "already reviewed" (not "stale" from the edit the first one made); the
 * revision count and the text read after the lock are the ones edited.
 */
async function applySuggestion(
  deps: AppDeps,
  trx: Db,
  suggestion: ReviewedSuggestion,
  markReviewed: () => Promise<void>,
) {
  const { suggesterId: editorId, summary, questionId, answerId } = suggestion;
  if (answerId === null) {
    const row = await questions.findQuestionForEdit(trx, deps.engine, questionId, editorId);
    if (!row) throw notFound(MESSAGES.questionNotFound);
    await markReviewed();
    await assertNotStale(trx, suggestion);
    const text = {
      title: suggestion.title ?? row.title,
      body: suggestion.body,
      tags: JSON.parse(suggestion.tags ?? row.tags) as string[],
    };
    return applyQuestionEdit(trx, deps.engine, row, text, {
      editorId,
      summary,
      editorHeld: row.editorHeld,
      inTeam: false, // a team's posts take no suggestions (suggestEditRefusal)
    });
  } else {
    const found = await answers.findAnswerForUpdate(
      trx,
      deps.engine,
      questionId,
      answerId,
      editorId,
    );
    if (!found?.answer) throw notFound(MESSAGES.answerNotFound);
    await markReviewed();
    await assertNotStale(trx, suggestion);
    return applyAnswerEdit(trx, deps.engine, found.answer, suggestion.body, {
      editorId,
      summary,
      editorHeld: found.editorHeld,
      inTeam: false,
    });
  }
}

async function assertNotStale(trx: Db, suggestion: ReviewedSuggestion) {
  const current = await suggestions.currentRevisionCount(trx, suggestion);
  if (current !== suggestion.baseSeq) throw conflict(MESSAGES.suggestionStale);
}

/** PATCH /api/suggested-edits/{id}/approve */
export const approveSuggestedEdit = (deps: AppDeps, actor: AuthUser, id: string) =>
  review(deps, actor, id, 'approved');

/** PATCH /api/suggested-edits/{id}/reject */
export const rejectSuggestedEdit = (deps: AppDeps, actor: AuthUser, id: string) =>
  review(deps, actor, id, 'rejected');
