import { sql, type Selectable } from 'kysely';
import type { QuestionSort } from '@stackhive/shared';
import type { Db, Engine } from '../../../db/database.js';
import { beforeRow, rawColumns } from '../../../db/keyset.js';
import { forUpdateOnPostgres } from '../../../db/lock.js';
import { holdsBadge } from '../../badges/index.js';
import type { QuestionsTable } from '../../../db/schema.js';

/** A question row with its asker's current name and reputation. */
export type QuestionRow = Selectable<QuestionsTable> & { userName: string; userReputation: number };

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
): Promise<{ id: string; userId: string; tags: string } | undefined> {
  const query = db.selectFrom('questions').select(['id', 'userId', 'tags']).where('id', '=', id);
  return forUpdateOnPostgres(query, engine).executeTakeFirst();
}

/** Questions by id, in the order of `ids` (missing ones left out). */
export async function questionsByIds(db: Db, ids: readonly string[]): Promise<QuestionRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectQuestions(db).where('questions.id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is QuestionRow => row !== undefined);
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
}

/**
 * One page of questions in `sort` order, after `after` (keyset: no gaps or repeats while
 * questions are added). With a tag, walks the tag's rows instead. The position is compared
 * as a row value, which both engines read as a range of the index.
 */
export async function listQuestions(db: Db, options: ListOptions): Promise<QuestionRow[]> {
  const { limit, after, tag, sort, unanswered, userId } = options;
  const columns = ORDER_COLUMNS[sort][tag ? 'tag' : 'all'];
  let query = selectQuestions(db);
  if (tag) {
    query = query
      .innerJoin('questionTags as qt', 'qt.questionId', 'questions.id')
      .where('qt.tag', '=', tag);
  }
  if (unanswered) {
    query = query.where(sql.raw<boolean>(`${tag ? 'qt' : 'questions'}.answer_count = 0`));
  }
  if (userId !== undefined) query = query.where('questions.userId', '=', userId);
  if (after) {
    const values = sort === 'votes' ? [after.score ?? 0, after.at, after.id] : [after.at, after.id];
    query = query.where(beforeRow(columns, values));
  }
  for (const column of rawColumns(columns)) query = query.orderBy(column, 'desc');
  return query.limit(limit).execute();
}

export async function insertQuestion(
  db: Db,
  row: { id: string; userId: string; title: string; body: string; tags: string[]; askedOn: string },
): Promise<void> {
  await db
    .insertInto('questions')
    .values({ ...row, tags: JSON.stringify(row.tags), activeOn: row.askedOn })
    .execute();
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
  // Answers, votes and tag rows go too (foreign keys cascade); explicit deletes keep this
  // independent of the engine's cascade settings.
  await db
    .deleteFrom('answerVotes')
    .where('answerId', 'in', (eb) =>
      eb.selectFrom('answers').select('answers.id').where('answers.questionId', '=', id),
    )
    .execute();
  await db
    .deleteFrom('answerRevisions')
    .where('answerId', 'in', (eb) =>
      eb.selectFrom('answers').select('answers.id').where('answers.questionId', '=', id),
    )
    .execute();
  await db.deleteFrom('answers').where('questionId', '=', id).execute();
  await db.deleteFrom('questionVotes').where('questionId', '=', id).execute();
  await db.deleteFrom('questionBookmarks').where('questionId', '=', id).execute();
  await db.deleteFrom('questionRevisions').where('questionId', '=', id).execute();
  await db.deleteFrom('qaComments').where('questionId', '=', id).execute();
  await db.deleteFrom('questionTags').where('questionId', '=', id).execute();
  await db.deleteFrom('questions').where('id', '=', id).execute();
}

/**
 * A question's row for an edit by `editorId`, locked until commit on PostgreSQL (as for
 * deletes), with whether the editor already holds Editor (so their edit awards nothing).
 */
export async function findQuestionForEdit(db: Db, engine: Engine, id: string, editorId: string) {
  const query = db
    .selectFrom('questions')
    .select(['id', 'userId', 'title', 'body', 'tags'])
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
): Promise<void> {
  await db
    .updateTable('questions')
    .set({
      title: text.title,
      body: text.body,
      tags: JSON.stringify(text.tags),
      editedOn: now,
      activeOn: now,
    })
    .where('id', '=', id)
    .execute();
}

/** How many questions the person asked (their profile tab's total; the user_id index). */
export async function countUserQuestions(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('questions')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
