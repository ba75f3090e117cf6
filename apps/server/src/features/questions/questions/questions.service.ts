import type {
  Page,
  Question,
  QuestionListQuery,
  QuestionSort,
  QuestionSummary,
  askQuestionBodySchema,
  editQuestionBodySchema,
} from '@stackhive/shared';
import {
  MESSAGES,
  MODERATION_MESSAGES,
  privilegeMessage,
  SANDBOX,
  TEAM_MESSAGES,
} from '@stackhive/shared';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { AppDeps } from '../../../core/app-context.js';
import { nowIso, toIso } from '../../../db/convert.js';
import { bumpCounters, readCounter } from '../../../db/counters.js';
import { newId } from '../../../db/ids.js';
import { decodeCursor, isPosition, toPage } from '../../../lib/cursor.js';
import { forbidden, notFound, TooManyError } from '../../../core/errors.js';
import { assertActorIs, requirePrivilege, type AuthUser } from '../../../core/actor.js';
import { reputationOfDeletedPosts } from '../../reputation/index.js';
import { announce } from '../../notifications/index.js';
import { membershipBySlug, noteTeamTags } from '../../teams/index.js';
import { applyQuestionEdit } from '../revisions/apply-edit.js';
import { assertCatalogueTags, canDeleteQuestion, canEditPost } from './questions.policy.js';
import {
  assertSandboxBody,
  inSandbox,
  logAction,
  type ModeratedDelete,
} from '../../moderation/index.js';
import { presentQuestion, presentQuestionSummary } from './questions.presenter.js';
import { questionPage } from './question-page.repository.js';
import * as questions from './questions.repository.js';
import { NO_VOTERS, votersOf } from '../votes/votes.repository.js';

/** The Unanswered total's key in question_counts (migration 016) beside '*' and the tags. */
const unansweredKey = (tag: string | undefined) => `unanswered:${tag ?? questions.ALL_QUESTIONS}`;

/**
 * Questions in the order `sort` (newest, latest activity, votes), optionally one tag and only
 * the unanswered, with the stored total of what is listed for the '{n} questions' line. The
 * items are summaries (DECISIONS 23): no answers are read for a list.
 */
export async function listQuestions(
  deps: AppDeps,
  query: QuestionListQuery,
  teamId?: string,
): Promise<Page<QuestionSummary>> {
  const { sort, tag, limit } = query;
  const unanswered = query.filter === 'unanswered';
  const after = decodeCursor(query.cursor, (value) => isListPosition(value, sort));
  const [rows, total] = await Promise.all([
    questions.listQuestions(deps.db, { limit: limit + 1, after, tag, sort, unanswered, teamId }),
    // A team's totals are counted on its own index; the public ones are stored (issue 30).
    teamId !== undefined
      ? questions.countTeamQuestions(deps.db, teamId, { tag, unanswered })
      : readCounter(
          deps.db,
          unanswered ? unansweredKey(tag) : (tag ?? questions.ALL_QUESTIONS),
          'questionCounts',
        ),
  ]);
  return toPage(
    rows,
    limit,
    total,
    (pageRows) => presentQuestionRows(deps, pageRows),
    (last) => listPosition(last, sort),
  );
}

/** Where the page after `last` starts in the order `sort`: the next page's cursor. */
export function listPosition(
  last: questions.QuestionRow,
  sort: QuestionSort,
): questions.ListPosition {
  return {
    ...(sort === 'votes' && { score: last.upVotes - last.downVotes }),
    at: toIso(sort === 'active' ? last.activeOn : last.askedOn),
    id: last.id,
  };
}

/** The range of the integer `score` columns: a forged score past it would fail in SQL. */
const SCORE_RANGE = 2 ** 31;

/** A cursor of the order `sort`: a position, with a score the column can hold for Votes. */
export function isListPosition(
  value: unknown,
  sort: QuestionSort,
): value is questions.ListPosition {
  if (!isPosition(value)) return false;
  const { score } = value as questions.ListPosition;
  if (sort !== 'votes') return score === undefined;
  return Number.isInteger(score) && Math.abs(score as number) < SCORE_RANGE;
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

/** Questions by id that `viewerId` may see (public ones alone for null; issue 33). */
export function questionsByIds(
  deps: AppDeps,
  ids: readonly string[],
  viewerId: string | null = null,
): Promise<questions.QuestionRow[]> {
  return questions.questionsByIds(deps.db, ids, viewerId);
}

/**
 * One question with its voters, its answers and their voters, and the oldest comments of
 * each, from one statement.
 */
export async function getQuestion(deps: AppDeps, id: string): Promise<Question> {
  const page = await questionPage(deps.db, id);
  if (!page) throw notFound(MESSAGES.questionNotFound);
  return presentQuestion(page);
}

export async function askQuestion(
  deps: AppDeps,
  actor: AuthUser,
  body: z.output<typeof askQuestionBodySchema>,
): Promise<Question> {
  assertActorIs(actor, body.userId);
  requirePrivilege(actor, 'ask');
  // In a team (issue 33): its members only; the tags are the team's own.
  const team = body.team ? await membershipBySlug(deps.db, body.team, actor.id) : undefined;
  if (body.team && !team) throw notFound(TEAM_MESSAGES.teamNotFound);
  await assertSandboxBody(actor, body.questionBody, () => team?.id ?? null);
  const id = newId();
  const askedOn = nowIso();
  const tags = body.questionTags;
  await deps.db.transaction().execute(async (trx) => {
    const teamId = team?.id ?? null;
    // The sandbox's questions a day (issue 34), counted with the asker's row locked on
    // PostgreSQL, so two asks at once cannot both take the last one.
    // A quota, so off with the rate limits (RATE_LIMITS=false: benchmarks, browser tests).
    if (teamId === null && deps.config.rateLimits && inSandbox(actor)) {
      const day = askedOn.slice(0, 10);
      const asked = await questions.publicQuestionsSince(
        trx,
        deps.engine,
        actor.id,
        `${day}T00:00:00.000Z`,
      );
      if (asked >= SANDBOX.questionsPerDay) {
        const tomorrow = Date.parse(`${day}T00:00:00.000Z`) + 24 * 3600 * 1000;
        throw new TooManyError(
          MODERATION_MESSAGES.sandboxQuestions,
          (tomorrow - Date.parse(askedOn)) / 1000,
        );
      }
    }
    await questions.insertQuestion(trx, {
      id,
      userId: actor.id,
      title: body.questionTitle,
      body: body.questionBody,
      tags,
      askedOn,
      teamId,
    });
    if (teamId !== null) await noteTeamTags(trx, teamId, tags, actor.id, askedOn);
    else await bumpCounters(trx, [questions.ALL_QUESTIONS, ...tags], 1, 'questionCounts');
  });
  return getQuestion(deps, id);
}

/**
 * Deletes a question with its answers and votes, in one transaction: its asker, or a
 * moderator confirming a flag (`moderated`, issue 34), which the audit log records.
 */
export async function deleteQuestion(
  deps: AppDeps,
  actor: AuthUser,
  id: string,
  moderated?: ModeratedDelete,
): Promise<void> {
  const moved = await deps.db.transaction().execute(async (trx) => {
    const row = await questions.findQuestionForUpdate(trx, deps.engine, id);
    if (!row) throw notFound(MESSAGES.questionNotFound);
    if (moderated) await moderated.before(trx);
    else if (!canDeleteQuestion(actor, row)) throw forbidden();
    if (row.userId !== actor.id)
      await logAction(trx, {
        actor,
        action: 'question-deleted',
        target: { kind: 'question', id },
        targetUser: { id: row.userId },
        teamId: row.teamId,
      });
    // What the question and its answers earned anyone goes with them.
    const posts = sql`select cast(${id} as text) union all select id from answers where question_id = ${id}`;
    const at = new Date(deps.clock()).toISOString();
    const changed = await reputationOfDeletedPosts(trx, deps.engine, posts, at);
    await questions.deleteQuestion(trx, id);
    const tags = JSON.parse(row.tags) as string[];
    // A team's questions are not in the stored totals (they are counted on its index).
    if (row.teamId === null)
      await bumpCounters(trx, [questions.ALL_QUESTIONS, ...tags], -1, 'questionCounts');
    return moderated ? [...changed, ...(await moderated.after(trx))] : changed;
  });
  announce(deps, moved);
}

/**
 * The author edits their question (issue 15): the same rules as asking, the text before
 * kept as a revision, the tags moved between tag pages with their counts, the edit its
 * latest activity. All in one transaction with the question's row locked (PostgreSQL), so
 * two edits at once apply in turn and each keeps the text the other left. An edit that
 * changes nothing stores nothing.
 */
export async function editQuestion(
  deps: AppDeps,
  actor: AuthUser,
  id: string,
  body: z.output<typeof editQuestionBodySchema>,
): Promise<Question> {
  const edited = await deps.db.transaction().execute(async (trx) => {
    const row = await questions.findQuestionForEdit(trx, deps.engine, id, actor.id);
    if (!row) throw notFound(MESSAGES.questionNotFound);
    if (!canEditPost(actor, row)) throw forbidden(privilegeMessage('editOthers'));
    await assertSandboxBody(actor, body.questionBody, () => row.teamId);
    const text = { title: body.questionTitle, body: body.questionBody, tags: body.questionTags };
    if (row.teamId === null) assertCatalogueTags(text.tags);
    else await noteTeamTags(trx, row.teamId, text.tags, actor.id, nowIso());
    return applyQuestionEdit(trx, deps.engine, row, text, {
      editorId: actor.id,
      summary: body.editSummary || null,
      editorHeld: row.editorHeld,
      inTeam: row.teamId !== null,
    });
  });
  // An edit may have made its editor an Editor.
  if (edited) announce(deps, edited);
  return getQuestion(deps, id);
}
