import type { Page, QuestionSummary, UserPostsQuery } from '@stackhive/shared';
import type { AppDeps } from '../../../core/app-context.js';
import { decodeCursor, toPage } from '../../../lib/cursor.js';
import * as questions from './questions.repository.js';
import { isListPosition, listPosition, presentQuestionRows } from './questions.service.js';

/**
 * One person's questions, highest score first or newest first: the Questions tab of a
 * profile (the users room serves it, after checking the person exists).
 */
export async function questionsByAuthor(
  deps: AppDeps,
  userId: string,
  query: UserPostsQuery,
): Promise<Page<QuestionSummary>> {
  const { sort, limit } = query;
  const after = decodeCursor(query.cursor, (value) => isListPosition(value, sort));
  const [rows, total] = await Promise.all([
    questions.listQuestions(deps.db, { limit: limit + 1, after, sort, unanswered: false, userId }),
    questions.countUserQuestions(deps.db, userId),
  ]);
  return toPage(
    rows,
    limit,
    total,
    (pageRows) => presentQuestionRows(deps, pageRows),
    (last) => listPosition(last, sort),
  );
}
