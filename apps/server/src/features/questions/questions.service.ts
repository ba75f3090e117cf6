import type {
  Page,
  Question,
  QuestionListQuery,
  QuestionSummary,
  askQuestionBodySchema,
} from '@stackhive/shared';
import { MESSAGES } from '@stackhive/shared';
import type { z } from 'zod';
import type { AppDeps } from '../../core/app-context.js';
import { nowIso, toIso } from '../../db/convert.js';
import { bumpCounters, readCounter } from '../../db/counters.js';
import { newId } from '../../db/ids.js';
import { decodeCursor, isPosition, toPage } from '../../lib/cursor.js';
import { forbidden, notFound } from '../../core/errors.js';
import { assertActorIs, type AuthUser } from '../../core/actor.js';
import { canDeleteQuestion } from './questions.policy.js';
import { presentQuestion, presentQuestionSummary } from './questions.presenter.js';
import * as questions from './questions.repository.js';
import { votersOf, type Voters } from './votes.repository.js';

const NO_VOTERS: Voters = { up: [], down: [] };

/**
 * Newest first, optionally one tag, with the stored total for the '{n} questions' line. The
 * items are summaries (DECISIONS 23): no answers are read for a list.
 */
export async function listQuestions(
  deps: AppDeps,
  query: QuestionListQuery,
): Promise<Page<QuestionSummary>> {
  const after = decodeCursor(query.cursor, isPosition);
  const [rows, total] = await Promise.all([
    questions.listQuestions(deps.db, { limit: query.limit + 1, after, tag: query.tag }),
    readCounter(deps.db, query.tag ?? questions.ALL_QUESTIONS, 'questionCounts'),
  ]);
  return toPage(
    rows,
    query.limit,
    total,
    (pageRows) => presentQuestionRows(deps, pageRows),
    (last) => ({ at: toIso(last.askedOn), id: last.id }),
  );
}

/** List items (summaries) for question rows: voters of the whole page from one query. */
export async function presentQuestionRows(
  deps: AppDeps,
  rows: questions.QuestionRow[],
): Promise<QuestionSummary[]> {
  const voters = await votersOf(
    deps.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => presentQuestionSummary(row, voters.get(row.id) ?? NO_VOTERS));
}

export function questionsByIds(
  deps: AppDeps,
  ids: readonly string[],
): Promise<questions.QuestionRow[]> {
  return questions.questionsByIds(deps.db, ids);
}

/** One question with its voters and answers, from one statement. */
export async function getQuestion(deps: AppDeps, id: string): Promise<Question> {
  const page = await questions.questionPage(deps.db, id);
  if (!page) throw notFound(MESSAGES.questionNotFound);
  return presentQuestion(page.row, page.voters, page.answers);
}

export async function askQuestion(
  deps: AppDeps,
  actor: AuthUser,
  body: z.output<typeof askQuestionBodySchema>,
): Promise<Question> {
  assertActorIs(actor, body.userId);
  const id = newId();
  const askedOn = nowIso();
  await deps.db.transaction().execute(async (trx) => {
    await questions.insertQuestion(trx, {
      id,
      userId: actor.id,
      title: body.questionTitle,
      body: body.questionBody,
      tags: body.questionTags,
      askedOn,
    });
    await bumpCounters(trx, [questions.ALL_QUESTIONS, ...body.questionTags], 1, 'questionCounts');
  });
  return getQuestion(deps, id);
}

/** Deletes a question with its answers and votes, in one transaction. */
export async function deleteQuestion(deps: AppDeps, actor: AuthUser, id: string): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const row = await questions.findQuestionForUpdate(trx, deps.engine, id);
    if (!row) throw notFound(MESSAGES.questionNotFound);
    if (!canDeleteQuestion(actor, row)) throw forbidden();
    await questions.deleteQuestion(trx, id);
    const tags = JSON.parse(row.tags) as string[];
    await bumpCounters(trx, [questions.ALL_QUESTIONS, ...tags], -1, 'questionCounts');
  });
}
