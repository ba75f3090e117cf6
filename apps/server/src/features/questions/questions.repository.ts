import { sql, type Selectable } from 'kysely';
import type { Db, Engine } from '../../db/database.js';
import { forUpdateOnPostgres } from '../../db/lock.js';
import type { QuestionsTable } from '../../db/schema.js';
import type { Position } from '../../lib/cursor.js';
import type { AnswerRow } from './answers.repository.js';
import type { Voters } from './votes.repository.js';

/** A question row with its asker's current name. */
export type QuestionRow = Selectable<QuestionsTable> & { userName: string };

/** The key of the stored total of all questions in question_counts (a tag's key is its name). */
export const ALL_QUESTIONS = '*';

function selectQuestions(db: Db) {
  return db
    .selectFrom('questions')
    .innerJoin('users', 'users.id', 'questions.userId')
    .selectAll('questions')
    .select('users.name as userName');
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
 * One page of questions newest first, after `after` (keyset: no gaps or repeats while
 * questions are added). With a tag, walks the tag's index instead.
 */
export async function listQuestions(
  db: Db,
  options: { limit: number; after?: Position | undefined; tag?: string | undefined },
): Promise<QuestionRow[]> {
  const { limit, after, tag } = options;
  if (tag) {
    // Walk the tag's index (tag, asked_on, question_id) in order, joining each question.
    let query = selectQuestions(db)
      .innerJoin('questionTags', 'questionTags.questionId', 'questions.id')
      .where('questionTags.tag', '=', tag)
      .orderBy('questionTags.askedOn', 'desc')
      .orderBy('questionTags.questionId', 'desc')
      .limit(limit);
    if (after) {
      query = query.where((eb) =>
        eb.or([
          eb('questionTags.askedOn', '<', after.at),
          eb.and([
            eb('questionTags.askedOn', '=', after.at),
            eb('questionTags.questionId', '<', after.id),
          ]),
        ]),
      );
    }
    return query.execute();
  }
  let query = selectQuestions(db)
    .orderBy('questions.askedOn', 'desc')
    .orderBy('questions.id', 'desc')
    .limit(limit);
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('questions.askedOn', '<', after.at),
        eb.and([eb('questions.askedOn', '=', after.at), eb('questions.id', '<', after.id)]),
      ]),
    );
  }
  return query.execute();
}

export async function insertQuestion(
  db: Db,
  row: { id: string; userId: string; title: string; body: string; tags: string[]; askedOn: string },
): Promise<void> {
  await db
    .insertInto('questions')
    .values({ ...row, tags: JSON.stringify(row.tags) })
    .execute();
  await db
    .insertInto('questionTags')
    .values(row.tags.map((tag) => ({ questionId: row.id, tag, askedOn: row.askedOn })))
    .execute();
}

export async function deleteQuestion(db: Db, id: string): Promise<void> {
  // Answers, votes and tag rows go too (foreign keys cascade); explicit deletes keep this
  // independent of the engine's cascade settings.
  await db.deleteFrom('answers').where('questionId', '=', id).execute();
  await db.deleteFrom('questionVotes').where('questionId', '=', id).execute();
  await db.deleteFrom('questionTags').where('questionId', '=', id).execute();
  await db.deleteFrom('questions').where('id', '=', id).execute();
}

export interface QuestionPage {
  row: QuestionRow;
  voters: Voters;
  answers: AnswerRow[];
}

/**
 * A question with its asker's name, its voters (in voting order) and its answers (oldest
 * first, with their authors' current names), from one statement: the question page, and
 * the answer to every write on it. Rows of the three kinds share columns; the question's
 * own come last. On PostgreSQL every statement is a round trip, which cost more than the
 * union does.
 */
export async function questionPage(db: Db, id: string): Promise<QuestionPage | undefined> {
  const { rows } = await sql<{
    kind: 'a' | 'q' | 'v';
    userId: string;
    value: number;
    at: string | Date;
    id: string;
    body: string;
    userName: string;
    title: string | null;
    tags: string | null;
    downVotes: number | null;
    answerCount: number | null;
    acceptedAnswerId: string | null;
  }>`select 'q' as kind, q.user_id as user_id, q.up_votes as value, q.asked_on as at,
            q.id as id, q.body as body, u.name as user_name, q.title as title, q.tags as tags,
            q.down_votes as down_votes, q.answer_count as answer_count,
            q.accepted_answer_id as accepted_answer_id
       from questions q join users u on u.id = q.user_id where q.id = ${id}
     union all
     select 'v', user_id, value, voted_on, '', '', '', null, null, null, null, null
       from question_votes where question_id = ${id}
     union all
     select 'a', a.user_id, 0, a.answered_on, a.id, a.body, u.name, null, null, null, null, null
       from answers a join users u on u.id = a.user_id where a.question_id = ${id}
     order by kind, at, id`.execute(db);
  const voters: Voters = { up: [], down: [] };
  const answers: AnswerRow[] = [];
  let row: QuestionRow | undefined;
  for (const r of rows) {
    if (r.kind === 'v') (r.value > 0 ? voters.up : voters.down).push(r.userId);
    else if (r.kind === 'a')
      answers.push({
        id: r.id,
        questionId: id,
        userId: r.userId,
        body: r.body,
        answeredOn: r.at,
        userName: r.userName,
      });
    else
      row = {
        id: r.id,
        userId: r.userId,
        title: r.title ?? '',
        body: r.body,
        tags: r.tags ?? '[]',
        askedOn: r.at,
        upVotes: Number(r.value),
        downVotes: Number(r.downVotes),
        answerCount: Number(r.answerCount),
        acceptedAnswerId: r.acceptedAnswerId,
        userName: r.userName,
      };
  }
  return row && { row, voters, answers };
}
