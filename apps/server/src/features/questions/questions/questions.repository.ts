import { sql, type RawBuilder, type Selectable } from 'kysely';
import type { QuestionSort } from '@stackhive/shared';
import type { Db, Engine } from '../../../db/database.js';
import { beforeRow, rawColumns } from '../../../db/keyset.js';
import { forUpdateOnPostgres } from '../../../db/lock.js';
import { holdsBadge } from '../../badges/index.js';
import type { QuestionsTable } from '../../../db/schema.js';
import { onQuestions, retireFlags } from '../../moderation/index.js';
import { releaseDuplicatesOf } from '../close/close-votes.repository.js';

/** A question row with its asker's current name and reputation. */
/** The moderation state (issue 34) is read by the question gate and the page, not lists. */
type ModerationColumns =
  | 'lockedOn'
  | 'lockedBy'
  | 'lockReason'
  | 'protectedOn'
  | 'protectedBy'
  | 'closedReason'
  | 'closeNote'
  | 'reopenQueuedOn';
export type QuestionRow = Omit<Selectable<QuestionsTable>, ModerationColumns> & {
  userName: string;
  userReputation: number;
};

/** The key of the stored total of all questions in question_counts (a tag's key is its name). */
export const ALL_QUESTIONS = '*';

function selectQuestions(db: Db) {
  return db
    .selectFrom('questions')
    .innerJoin('users', 'users.id', 'questions.userId')
    .selectAll('questions')
    .select(['users.name as userName', 'users.reputation as userReputation']);
}

/**
 * Reads a question inside a transaction, locking its row until commit on PostgreSQL, so that
 * deletes of the question and of its answers run one after the other.
 */
export async function findQuestionForUpdate(
  db: Db,
  engine: Engine,
  id: string,
): Promise<{ id: string; userId: string; tags: string; teamId: string | null } | undefined> {
  const query = db
    .selectFrom('questions')
    .select(['id', 'userId', 'tags', 'teamId'])
    .where('id', '=', id);
  return forUpdateOnPostgres(query, engine).executeTakeFirst();
}

/**
 * Who may see a question (issue 33): anyone a public one; a team's only its members. `null`:
 * public questions alone (what every public surface reads).
 */
export function visibleTo(viewerId: string | null) {
  return viewerId === null
    ? sql<boolean>`questions.team_id is null`
    : sql<boolean>`(questions.team_id is null or questions.team_id in
        (select m.team_id from team_members m where m.user_id = ${viewerId}))`;
}

/**
 * Questions by id, in the order of `ids`, those `viewerId` may see (public ones for null;
 * missing ones left out). Search and the chatbot read public indexes, so theirs are public
 * already: the condition is the last guard, not the filter.
 */
export async function questionsByIds(
  db: Db,
  ids: readonly string[],
  viewerId: string | null = null,
): Promise<QuestionRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectQuestions(db)
    .where('questions.id', 'in', ids)
    .where(visibleTo(viewerId))
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row) => row !== undefined);
}

/**
 * Where the next page starts: the last row's sort key. `score` only for the Votes order,
 * `at` is asked_on or (Active) active_on.
 */
export interface ListPosition {
  score?: number | undefined;
  at: string;
  id: string;
}

/**
 * The columns each order walks, descending, on questions and on a tag's question_tags rows;
 * each list is one index in order (migrations 002 and 016). Constants, never user input.
 */
const ORDER_COLUMNS: Record<QuestionSort, { all: string[]; tag: string[] }> = {
  newest: { all: ['questions.asked_on', 'questions.id'], tag: ['qt.asked_on', 'qt.question_id'] },
  active: {
    all: ['questions.active_on', 'questions.id'],
    tag: ['qt.active_on', 'qt.question_id'],
  },
  votes: {
    all: ['questions.score', 'questions.asked_on', 'questions.id'],
    tag: ['qt.score', 'qt.asked_on', 'qt.question_id'],
  },
};

export interface ListOptions {
  limit: number;
  after?: ListPosition | undefined;
  tag?: string | undefined;
  sort: QuestionSort;
  /** Only questions without answers (the Unanswered tab). */
  unanswered: boolean;
  /** Only this person's questions (a profile's tab, issue 16: index (user_id, ...)). */
  userId?: string | undefined;
  /**
   * One team's questions (issue 33; index (team_id, ...)), its tags read from the question's
   * own list; without it, public questions alone.
   */
  teamId?: string | undefined;
}

/**
 * One page of questions in `sort` order, after `after` (keyset: no gaps or repeats while
 * questions are added). With a tag, walks the tag's rows instead. The position is compared
 * as a row value, which both engines read as a range of the index.
 */
export async function listQuestions(db: Db, options: ListOptions): Promise<QuestionRow[]> {
  const { limit, after, tag, sort, unanswered, userId, teamId } = options;
  const byTagRows = tag !== undefined && teamId === undefined;
  const columns = ORDER_COLUMNS[sort][byTagRows ? 'tag' : 'all'];
  let query = selectQuestions(db).where(inScope(teamId));
  if (byTagRows) {
    query = query
      .innerJoin('questionTags as qt', 'qt.questionId', 'questions.id')
      .where('qt.tag', '=', tag);
  } else if (tag !== undefined) {
    query = query.where(taggedInList(tag));
  }
  if (unanswered) {
    query = query.where(sql.raw<boolean>(`${byTagRows ? 'qt' : 'questions'}.answer_count = 0`));
  }
  if (userId !== undefined) query = query.where('questions.userId', '=', userId);
  if (after) {
    const values = sort === 'votes' ? [after.score ?? 0, after.at, after.id] : [after.at, after.id];
    query = query.where(beforeRow(columns, values));
  }
  for (const column of rawColumns(columns)) query = query.orderBy(column, 'desc');
  return query.limit(limit).execute();
}

/** Public questions (`undefined`), or the team `teamId`'s. */
function inScope(teamId: string | undefined) {
  return teamId === undefined
    ? sql<boolean>`questions.team_id is null`
    : sql<boolean>`questions.team_id = ${teamId}`;
}

/**
 * Holds the tag in its JSON list: a team's tags have no question_tags rows (migration 046),
 * and a tag's spelling has no quote, so `"tag"` is found exactly where the list holds it.
 */
function taggedInList(tag: string) {
  return sql<boolean>`questions.tags like ${`%${JSON.stringify(tag)}%`}`;
}

/** How many of a team's questions a list shows (its tab and tag): the team's index, counted. */
export async function countTeamQuestions(
  db: Db,
  teamId: string,
  options: { tag?: string | undefined; unanswered: boolean },
): Promise<number> {
  let query = db
    .selectFrom('questions')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where(inScope(teamId));
  if (options.tag !== undefined) query = query.where(taggedInList(options.tag));
  if (options.unanswered) query = query.where('answerCount', '=', 0);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * A new question. A public one gets its tag rows (tag pages, counts); a team's keeps its tags
 * in its own list only, out of every public structure (migration 046).
 */
export async function insertQuestion(
  db: Db,
  row: {
    id: string;
    userId: string;
    title: string;
    body: string;
    tags: string[];
    askedOn: string;
    /** The team it is asked in; public when left out. */
    teamId?: string | null;
  },
): Promise<void> {
  const { teamId = null, ...fields } = row;
  // A public question names no team: tests of earlier migrations write it before the column.
  await db
    .insertInto('questions')
    .values({
      ...fields,
      ...(teamId !== null && { teamId }),
      tags: JSON.stringify(row.tags),
      activeOn: row.askedOn,
    })
    .execute();
  if (teamId !== null) return;
  await db
    .insertInto('questionTags')
    .values(
      row.tags.map((tag) => ({
        questionId: row.id,
        tag,
        askedOn: row.askedOn,
        activeOn: row.askedOn,
      })),
    )
    .execute();
}

export async function deleteQuestion(db: Db, id: string): Promise<void> {
  await deleteQuestionsOf(db, sql<string>`select cast(${id} as text)`);
}

/**
 * Deletes every question `ids` (a query of ids) with its answers, votes, revisions,
 * comments, bookmarks and tag rows. Answers, votes and tag rows would go by the foreign keys'
 * cascades too; explicit deletes keep this independent of the engine's cascade settings.
 */
export async function deleteQuestionsOf(db: Db, ids: RawBuilder<string>): Promise<void> {
  const ofQuestions = (column: string) => sql<boolean>`${sql.ref(column)} in (${ids})`;
  // Their flags wait no more: the queue never shows an item that is gone (issue 34); their
  // duplicates open again, so a closed question always links to one that exists.
  await retireFlags(db, onQuestions(ids));
  await releaseDuplicatesOf(db, ids);
  const ofAnswers = sql<boolean>`answer_id in (select a.id from answers a
    where a.question_id in (${ids}))`;
  await db.deleteFrom('answerVotes').where(ofAnswers).execute();
  await db.deleteFrom('answerRevisions').where(ofAnswers).execute();
  await db.deleteFrom('answers').where(ofQuestions('question_id')).execute();
  await db.deleteFrom('questionVotes').where(ofQuestions('question_id')).execute();
  await db.deleteFrom('questionBookmarks').where(ofQuestions('question_id')).execute();
  await db.deleteFrom('questionRevisions').where(ofQuestions('question_id')).execute();
  await db.deleteFrom('qaComments').where(ofQuestions('question_id')).execute();
  await db.deleteFrom('questionTags').where(ofQuestions('question_id')).execute();
  await db.deleteFrom('questions').where(ofQuestions('id')).execute();
}

/**
 * A question's row for an edit by `editorId`, locked until commit on PostgreSQL (as for
 * deletes), with whether the editor already holds Editor (so their edit awards nothing).
 */
export async function findQuestionForEdit(db: Db, engine: Engine, id: string, editorId: string) {
  const query = db
    .selectFrom('questions')
    .select(['id', 'userId', 'title', 'body', 'tags', 'teamId'])
    .select(holdsBadge(editorId, 'editor').as('editorHeld'))
    .where('id', '=', id);
  const row = await forUpdateOnPostgres(query, engine).executeTakeFirst();
  return row && { ...row, editorHeld: Number(row.editorHeld) === 1 };
}

/**
 * Writes an edited question: its text, when it was edited (also its latest activity). A
 * retag moves the question's tag rows and the per-tag counts in the same statement, through
 * the trigger of migration 022.
 */
export async function updateQuestionText(
  db: Db,
  id: string,
  text: { title: string; body: string; tags: string[] },
  now: string,
  editorId: string,
): Promise<void> {
  await db
    .updateTable('questions')
    .set({
      title: text.title,
      body: text.body,
      tags: JSON.stringify(text.tags),
      editedOn: now,
      activeOn: now,
      // The asker's edit of a closed question asks for it to be reopened (issue 34): it
      // joins the reopen queue, from the first such edit, in the edit's own statement.
      reopenQueuedOn: sql`case when closed_on is not null and reopen_queued_on is null
        and user_id = ${editorId} then ${now} else reopen_queued_on end`,
    })
    .where('id', '=', id)
    .execute();
}

/**
 * How many public questions the person asked (their profile tab's total; the user_id index):
 * what they asked in teams is not on their profile.
 */
export async function countUserQuestions(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('questions')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('userId', '=', userId)
    .where(inScope(undefined))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * How many public questions `userId` asked since `since` (the sandbox's questions a day,
 * issue 34), on questions_user_idx; the user's row locked first on PostgreSQL, so two asks
 * at once are counted one after the other.
 */
export async function publicQuestionsSince(
  db: Db,
  engine: Engine,
  userId: string,
  since: string,
): Promise<number> {
  await forUpdateOnPostgres(
    db.selectFrom('users').select('id').where('id', '=', userId),
    engine,
  ).execute();
  const row = await db
    .selectFrom('questions')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('userId', '=', userId)
    .where('askedOn', '>=', since)
    .where('teamId', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
