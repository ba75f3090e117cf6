import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db, Engine } from '../../../db/database.js';
import type { AnswersTable } from '../../../db/schema.js';
import { holdsBadge } from '../../badges/index.js';
import { onAnswer, retireFlags } from '../../moderation/index.js';

/** An answer row with its author's current name and reputation. */
export type AnswerRow = Omit<Selectable<AnswersTable>, 'score' | 'teamId'> & {
  userName: string;
  userReputation: number;
};

/** The answers of a question, oldest first, with their authors' current names. */
export async function answersOf(db: Db, questionId: string): Promise<AnswerRow[]> {
  return db
    .selectFrom('answers')
    .innerJoin('users', 'users.id', 'answers.userId')
    .selectAll('answers')
    .select(['users.name as userName', 'users.reputation as userReputation'])
    .where('answers.questionId', '=', questionId)
    .orderBy('answers.answeredOn')
    .orderBy('answers.id')
    .execute();
}

export async function findAnswer(
  db: Db,
  id: string,
): Promise<Selectable<AnswersTable> | undefined> {
  return db.selectFrom('answers').selectAll().where('id', '=', id).executeTakeFirst();
}

/** An answer as the writes that check it read it: who wrote it, its text, its question. */
export interface LockedAnswer {
  id: string;
  questionId: string;
  userId: string;
  body: string;
  /** Its question's team (issue 33), null when public. */
  teamId: string | null;
}

/**
 * One answer of a question and the question's author, in one statement, with the question's
 * row locked until commit on PostgreSQL: deletes, accepts and edits of a question's answers
 * run in turn. `undefined` when the question does not exist; `answer` is `undefined` when
 * the question has no such answer. An edit names its editor (`editorId`): `editorHeld` says
 * whether they already hold Editor, so their edit awards nothing.
 */
export async function findAnswerForUpdate(
  db: Db,
  engine: Engine,
  questionId: string,
  answerId: string,
  editorId = '',
): Promise<{ askerId: string; answer: LockedAnswer | undefined; editorHeld: boolean } | undefined> {
  const query = db
    .selectFrom('questions as q')
    .leftJoin('answers as a', (join) =>
      join.onRef('a.questionId', '=', 'q.id').on('a.id', '=', answerId),
    )
    .select(['q.userId as askerId', 'q.teamId', 'a.id', 'a.userId', 'a.body'])
    .select(
      editorId ? holdsBadge(editorId, 'editor').as('editorHeld') : sql<number>`1`.as('editorHeld'),
    )
    .where('q.id', '=', questionId);
  const row = await (engine === 'postgres' ? query.forUpdate('q') : query).executeTakeFirst();
  if (!row) return undefined;
  const { askerId, id, userId, body, teamId } = row;
  const found = id !== null && userId !== null && body !== null;
  return {
    askerId,
    answer: found ? { id, questionId, userId, body, teamId } : undefined,
    editorHeld: Number(row.editorHeld) === 1,
  };
}

/**
 * Adds an answer, counts it on the question and makes it the question's latest activity
 * (`active_on`), atomically. Answers false (nothing written)
 * when the question does not exist. The count goes first: its update takes the question's
 * row lock and tells whether the question exists. On PostgreSQL both happen in one
 * statement (a data-modifying CTE: one round trip instead of four with begin and commit);
 * SQLite, which cannot update in a CTE, uses a transaction.
 */
export async function addAnswer(
  db: Db,
  engine: Engine,
  row: Insertable<AnswersTable> & { answeredOn: string },
  // What else an added answer writes (its notifications): in the transaction on SQLite,
  // right after the one statement on PostgreSQL.
  andThen: (db: Db) => Promise<void>,
): Promise<boolean> {
  if (engine === 'postgres') {
    const result = await sql`
      with counted as (
        update questions set answer_count = answer_count + 1,
            active_on = ${row.answeredOn}::timestamptz
          where id = ${row.questionId} and closed_on is null returning id, team_id)
      insert into answers (id, question_id, user_id, body, answered_on, team_id)
        select ${row.id}, counted.id, ${row.userId}, ${row.body}, ${row.answeredOn}::timestamptz,
          counted.team_id
          from counted`.execute(db);
    const added = Number(result.numAffectedRows ?? 0) > 0;
    if (added) await andThen(db);
    return added;
  }
  return db.transaction().execute(async (trx) => {
    const added = await insertAnswer(trx, row);
    if (added) await andThen(trx);
    return added;
  });
}

/** The same in the caller's transaction, on either engine (the demo seed uses it). */
export async function insertAnswer(db: Db, row: Insertable<AnswersTable>): Promise<boolean> {
  const counted = await db
    .updateTable('questions')
    .set({ answerCount: sql`answer_count + 1`, activeOn: row.answeredOn })
    .where('id', '=', row.questionId)
    .where('closedOn', 'is', null)
    .executeTakeFirst();
  if (Number(counted.numUpdatedRows) === 0) return false;
  // Its question's team, copied (migration 046): profile lists and search filter on it.
  const teamId = sql<string | null>`(select team_id from questions where id = ${row.questionId})`;
  await db
    .insertInto('answers')
    .values({ ...row, teamId })
    .execute();
  return true;
}

/** Removes an answer with its votes and uncounts it, in the caller's transaction. */
export async function deleteAnswer(
  db: Db,
  answer: { id: string; questionId: string },
): Promise<void> {
  await retireFlags(db, onAnswer(answer.id));
  await db.deleteFrom('answerVotes').where('answerId', '=', answer.id).execute();
  await db.deleteFrom('answerRevisions').where('answerId', '=', answer.id).execute();
  await db.deleteFrom('qaComments').where('answerId', '=', answer.id).execute();
  const { numDeletedRows } = await db
    .deleteFrom('answers')
    .where('id', '=', answer.id)
    .executeTakeFirst();
  if (Number(numDeletedRows) > 0) {
    await db
      .updateTable('questions')
      .set({ answerCount: sql`answer_count - 1` })
      .where('id', '=', answer.questionId)
      .execute();
  }
}

/**
 * Toggles the accepted answer in one statement: the accepted answer again becomes none, any
 * other answer of the question becomes the accepted one. One statement is one row lock, so
 * two toggles at once apply one after the other. Answers whether the answer is now the
 * accepted one (false too when it is no longer there).
 */
export async function toggleAcceptedAnswer(
  db: Db,
  questionId: string,
  answerId: string,
): Promise<boolean> {
  const result = await db
    .updateTable('questions')
    .set({
      acceptedAnswerId: sql<
        string | null
      >`case when accepted_answer_id = ${answerId} then null else ${answerId} end`,
    })
    .where('id', '=', questionId)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('answers')
          .select('answers.id')
          .where('answers.id', '=', answerId)
          .where('answers.questionId', '=', questionId),
      ),
    )
    .returning('acceptedAnswerId')
    .executeTakeFirst();
  return result?.acceptedAnswerId === answerId;
}

/** Writes an edited answer's body and when it was edited. */
export async function updateAnswerBody(
  db: Db,
  id: string,
  body: string,
  now: string,
): Promise<void> {
  await db.updateTable('answers').set({ body, editedOn: now }).where('id', '=', id).execute();
}
