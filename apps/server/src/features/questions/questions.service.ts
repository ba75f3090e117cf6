import type {
  Page,
  Question,
  QuestionListQuery,
  VoteBody,
  askQuestionBodySchema,
} from '@stackhive/shared';
import { MESSAGES } from '@stackhive/shared';
import type { z } from 'zod';
import type { AppDeps, AuthUser } from '../../app-context.js';
import { nowIso, toIso } from '../../db/convert.js';
import { newId } from '../../db/ids.js';
import { decodeCursor, isPosition, toPage } from '../../infra/cursor.js';
import { badRequest, forbidden, notFound } from '../../plugins/errors.js';
import { assertActorIs } from '../auth/auth.plugin.js';
import { canDeleteQuestion, canVoteOn } from './questions.policy.js';
import { presentQuestion } from './questions.presenter.js';
import * as questions from './questions.repository.js';

const NO_VOTERS: questions.Voters = { up: [], down: [] };

/** Newest first, optionally one tag, with the stored total for the '{n} questions' line. */
export async function listQuestions(
  deps: AppDeps,
  query: QuestionListQuery,
): Promise<Page<Question>> {
  const after = decodeCursor(query.cursor, isPosition);
  const [rows, total] = await Promise.all([
    questions.listQuestions(deps.db, { limit: query.limit + 1, after, tag: query.tag }),
    questions.questionCount(deps.db, query.tag ?? questions.ALL_QUESTIONS),
  ]);
  return toPage(
    rows,
    query.limit,
    total,
    (pageRows) => presentQuestionRows(deps, pageRows),
    (last) => ({ at: toIso(last.askedOn), id: last.id }),
  );
}

/** List items for question rows: voters of the whole page from one query. */
export async function presentQuestionRows(
  deps: AppDeps,
  rows: questions.QuestionRow[],
): Promise<Question[]> {
  const voters = await questions.votersOf(
    deps.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => presentQuestion(row, voters.get(row.id) ?? NO_VOTERS));
}

export function questionsByIds(
  deps: AppDeps,
  ids: readonly string[],
): Promise<questions.QuestionRow[]> {
  return questions.questionsByIds(deps.db, ids);
}

/** One question with its voters and answers. */
export async function getQuestion(deps: AppDeps, id: string): Promise<Question> {
  const row = await questions.findQuestion(deps.db, id);
  if (!row) throw notFound(MESSAGES.questionNotFound);
  const { voters, answers } = await questions.votersAndAnswersOf(deps.db, id);
  return presentQuestion(row, voters, answers);
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
    await questions.bumpCounts(trx, [questions.ALL_QUESTIONS, ...body.questionTags], 1);
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
    await questions.bumpCounts(
      trx,
      [questions.ALL_QUESTIONS, ...(JSON.parse(row.tags) as string[])],
      -1,
    );
  });
}

/** One vote per user: the same vote again removes it, the other vote moves it (DECISIONS 3). */
export async function vote(
  deps: AppDeps,
  actor: AuthUser,
  id: string,
  body: VoteBody,
): Promise<Question> {
  assertActorIs(actor, body.userId);
  return deps.db.transaction().execute(async (trx) => {
    const row = await questions.findQuestionWithVoteForUpdate(trx, deps.engine, id, actor.id);
    if (!row) throw notFound(MESSAGES.questionNotFound);
    if (!canVoteOn(actor, row)) throw badRequest(MESSAGES.ownQuestionVote);
    const previous = row.myVote ?? undefined;
    const wanted = body.value === 'upVote' ? 1 : -1;
    const next = previous === wanted ? 0 : wanted;
    await questions.setVote(trx, id, actor.id, previous, next, nowIso());
    // The counts as setVote left them, without reading the row again.
    const updated = {
      ...row,
      upVotes: row.upVotes + (next === 1 ? 1 : 0) - (previous === 1 ? 1 : 0),
      downVotes: row.downVotes + (next === -1 ? 1 : 0) - (previous === -1 ? 1 : 0),
    };
    const { voters, answers } = await questions.votersAndAnswersOf(trx, id);
    return presentQuestion(updated, voters, answers);
  });
}
