import {
  MESSAGES,
  type Page,
  type QuestionSummary,
  type TopTag,
  type UserAnswer,
  type UserPostsQuery,
} from '@stackhive/shared';
import type { AppDeps } from '../../core/app-context.js';
import { notFound } from '../../core/errors.js';
import { toIso } from '../../db/convert.js';
import { decodeCursor, toPage } from '../../lib/cursor.js';
import { isListPosition, questionsByAuthor } from '../questions/index.js';
import * as activity from './user-activity.repository.js';

async function assertUserExists(deps: AppDeps, userId: string): Promise<void> {
  if (!(await activity.userExists(deps.db, userId))) throw notFound(MESSAGES.userNotFound);
}

/** GET /api/user/{id}/questions: a profile's Questions tab (issue 16). */
export async function userQuestions(
  deps: AppDeps,
  userId: string,
  query: UserPostsQuery,
): Promise<Page<QuestionSummary>> {
  await assertUserExists(deps, userId);
  return questionsByAuthor(deps, userId, query);
}

/** GET /api/user/{id}/answers: a profile's Answers tab (issue 16). */
export async function userAnswers(
  deps: AppDeps,
  userId: string,
  query: UserPostsQuery,
): Promise<Page<UserAnswer>> {
  const { sort, limit } = query;
  const after = decodeCursor(query.cursor, (value) => isListPosition(value, sort));
  await assertUserExists(deps, userId);
  const [rows, total] = await Promise.all([
    activity.userAnswers(deps.db, userId, sort, limit + 1, after),
    activity.countUserAnswers(deps.db, userId),
  ]);
  return toPage(
    rows,
    limit,
    total,
    async (pageRows) =>
      pageRows.map((row) => ({
        _id: row.id,
        questionId: row.questionId,
        questionTitle: row.questionTitle,
        votes: Number(row.score),
        accepted: row.acceptedAnswerId === row.id,
        answeredOn: toIso(row.answeredOn),
      })),
    (last): activity.AnswerPosition => ({
      ...(sort === 'votes' && { score: Number(last.score) }),
      at: toIso(last.answeredOn),
      id: last.id,
    }),
  );
}

/** GET /api/user/{id}/top-tags: the tags a person answers best (issue 16). */
export async function userTopTags(deps: AppDeps, userId: string): Promise<{ items: TopTag[] }> {
  await assertUserExists(deps, userId);
  return { items: await activity.topTags(deps.db, userId) };
}
