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
import type { Db } from '../../db/database.js';
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

/**
 * One vote per user: the same vote again removes it, the other vote moves it (DECISIONS 3);
 * never on your own question. On PostgreSQL the database function `stackhive_vote` applies
 * these rules in one round trip (migration 010); on SQLite this transaction does.
 */
export async function vote(
  deps: AppDeps,
  actor: AuthUser,
  id: string,
  body: VoteBody,
): Promise<Question> {
  assertActorIs(actor, body.userId);
  const wanted = body.value === 'upVote' ? 1 : -1;
  const outcome =
    deps.engine === 'postgres'
      ? await questions.voteInOneCall(deps.db, id, actor.id, wanted, nowIso())
      : await deps.db.transaction().execute((trx) => voteInTransaction(trx, actor, id, wanted));
  if (outcome === 'missing') throw notFound(MESSAGES.questionNotFound);
  if (outcome === 'own') throw badRequest(MESSAGES.ownQuestionVote);
  return getQuestion(deps, id);
}

async function voteInTransaction(
  trx: Db,
  actor: AuthUser,
  id: string,
  wanted: 1 | -1,
): Promise<questions.VoteOutcome> {
  const row = await questions.findQuestionWithVote(trx, id, actor.id);
  if (!row) return 'missing';
  if (!canVoteOn(actor, row)) return 'own';
  const previous = row.myVote ?? undefined;
  await questions.setVote(trx, id, actor.id, previous, previous === wanted ? 0 : wanted, nowIso());
  return 'ok';
}
