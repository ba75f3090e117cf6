import { sql, type Selectable } from 'kysely';
import type { Db, Engine } from '../../db/database.js';
import type { QuestionsTable } from '../../db/schema.js';
import type { Position } from '../../infra/cursor.js';
import type { AnswerRow } from '../answers/answers.repository.js';

/** A question row with its asker's current name. */
export type QuestionRow = Selectable<QuestionsTable> & { userName: string };

export interface Voters {
  up: string[];
  down: string[];
}

export const ALL_QUESTIONS = '*';

function selectQuestions(db: Db) {
  return db
    .selectFrom('questions')
    .innerJoin('users', 'users.id', 'questions.userId')
    .selectAll('questions')
    .select('users.name as userName');
}

export async function findQuestion(db: Db, id: string): Promise<QuestionRow | undefined> {
  return selectQuestions(db).where('questions.id', '=', id).executeTakeFirst();
}

/**
 * A question with its asker's name and `userId`'s current vote (or null), locked on
 * PostgreSQL until the transaction ends: the whole read half of a vote in one statement.
 */
export async function findQuestionWithVoteForUpdate(
  db: Db,
  engine: Engine,
  id: string,
  userId: string,
): Promise<(QuestionRow & { myVote: number | null }) | undefined> {
  const query = selectQuestions(db)
    .leftJoin('questionVotes', (join) =>
      join
        .onRef('questionVotes.questionId', '=', 'questions.id')
        .on('questionVotes.userId', '=', userId),
    )
    .select('questionVotes.value as myVote')
    .where('questions.id', '=', id);
  return (engine === 'postgres' ? query.forUpdate(['questions']) : query).executeTakeFirst();
}

/** Questions by id, in the order of `ids` (missing ones left out). */
export async function questionsByIds(db: Db, ids: readonly string[]): Promise<QuestionRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectQuestions(db).where('questions.id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is QuestionRow => row !== undefined);
}

/**
 * Reads a question inside a transaction and, on PostgreSQL, locks its row until commit, so
 * concurrent votes or a delete on the same question run one after the other. (SQLite
 * transactions are already serialised.)
 */
export async function findQuestionForUpdate(
  db: Db,
  engine: Engine,
  id: string,
): Promise<{ id: string; userId: string; tags: string } | undefined> {
  const query = db.selectFrom('questions').select(['id', 'userId', 'tags']).where('id', '=', id);
  return (engine === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
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

/** The stored total for all questions or one tag. */
export async function questionCount(db: Db, key: string): Promise<number> {
  const row = await db
    .selectFrom('questionCounts')
    .select('count')
    .where('key', '=', key)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Adds `delta` to the stored totals of each key (creating the row the first time). */
export async function bumpCounts(db: Db, keys: readonly string[], delta: number): Promise<void> {
  for (const key of keys) {
    await db
      .insertInto('questionCounts')
      .values({ key, count: Math.max(delta, 0) })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({ count: sql`question_counts.count + ${delta}` }),
      )
      .execute();
  }
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

/** Up and down voters of each question, in voting order, from one query. */
export async function votersOf(
  db: Db,
  questionIds: readonly string[],
): Promise<Map<string, Voters>> {
  const voters = new Map<string, Voters>(questionIds.map((id) => [id, { up: [], down: [] }]));
  if (questionIds.length === 0) return voters;
  const rows = await db
    .selectFrom('questionVotes')
    .select(['questionId', 'userId', 'value'])
    .where('questionId', 'in', questionIds)
    .orderBy('questionId')
    .orderBy('votedOn')
    .execute();
  for (const row of rows) {
    const entry = voters.get(row.questionId);
    if (entry) (row.value > 0 ? entry.up : entry.down).push(row.userId);
  }
  return voters;
}

/** Sets (value ±1), or removes (value 0), one user's vote, and keeps the stored counts exact. */
export async function setVote(
  db: Db,
  questionId: string,
  userId: string,
  previous: number | undefined,
  value: -1 | 0 | 1,
  now: string,
): Promise<void> {
  if (previous === undefined && value !== 0) {
    await db
      .insertInto('questionVotes')
      .values({ questionId, userId, value, votedOn: now })
      .execute();
  } else if (previous !== undefined && value === 0) {
    await db
      .deleteFrom('questionVotes')
      .where('questionId', '=', questionId)
      .where('userId', '=', userId)
      .execute();
  } else if (previous !== undefined && previous !== value) {
    await db
      .updateTable('questionVotes')
      .set({ value, votedOn: now })
      .where('questionId', '=', questionId)
      .where('userId', '=', userId)
      .execute();
  }
  const up = (value === 1 ? 1 : 0) - (previous === 1 ? 1 : 0);
  const down = (value === -1 ? 1 : 0) - (previous === -1 ? 1 : 0);
  if (up !== 0 || down !== 0) {
    await db
      .updateTable('questions')
      .set({ upVotes: sql`up_votes + ${up}`, downVotes: sql`down_votes + ${down}` })
      .where('id', '=', questionId)
      .execute();
  }
}

/**
 * The voters and the answers (oldest first, with their authors' current names) of one
 * question, from a single statement: the question page's second and last query.
 */
export async function votersAndAnswersOf(
  db: Db,
  questionId: string,
): Promise<{ voters: Voters; answers: AnswerRow[] }> {
  const { rows } = await sql<{
    kind: 'a' | 'v';
    userId: string;
    value: number;
    at: string | Date;
    id: string;
    body: string;
    userName: string;
  }>`select 'v' as kind, user_id, value, voted_on as at, '' as id, '' as body, '' as user_name
       from question_votes where question_id = ${questionId}
     union all
     select 'a', a.user_id, 0, a.answered_on, a.id, a.body, u.name
       from answers a join users u on u.id = a.user_id where a.question_id = ${questionId}
     order by kind, at, id`.execute(db);
  const voters: Voters = { up: [], down: [] };
  const answers: AnswerRow[] = [];
  for (const row of rows) {
    if (row.kind === 'v') (row.value > 0 ? voters.up : voters.down).push(row.userId);
    else
      answers.push({
        id: row.id,
        questionId,
        userId: row.userId,
        body: row.body,
        answeredOn: row.at,
        userName: row.userName,
      });
  }
  return { voters, answers };
}
