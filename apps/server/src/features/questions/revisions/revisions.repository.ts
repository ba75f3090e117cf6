import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';

/** A question's text as a revision keeps it (tags as the JSON the question row holds). */
export interface QuestionText {
  title: string;
  body: string;
  tags: string;
}

export interface RevisionRow {
  id: string;
  seq: number;
  editorId: string;
  editorName: string;
  editedOn: string | Date;
  summary: string | null;
}

interface NewRevision {
  id: string;
  editorId: string;
  editedOn: string;
  summary: string | null;
}

/**
 * Each revision's number is the last one plus one, read from the (post, seq) index in the
 * insert itself. Callers hold the post's question row lock, so two edits at once take 1 and
 * 2 in the order they were applied; the unique index refuses a duplicate number if a caller
 * ever did not.
 */
const nextSeq = (table: 'question_revisions' | 'answer_revisions', column: string, id: string) =>
  sql<number>`(select coalesce(max(seq), 0) + 1 from ${sql.table(table)} where ${sql.ref(column)} = ${id})`;

export async function insertQuestionRevision(
  db: Db,
  row: QuestionText & NewRevision & { questionId: string },
): Promise<void> {
  await db
    .insertInto('questionRevisions')
    .values({ ...row, seq: nextSeq('question_revisions', 'question_id', row.questionId) })
    .execute();
}

export async function insertAnswerRevision(
  db: Db,
  row: NewRevision & { answerId: string; body: string },
): Promise<void> {
  await db
    .insertInto('answerRevisions')
    .values({ ...row, seq: nextSeq('answer_revisions', 'answer_id', row.answerId) })
    .execute();
}

const revisionColumns = [
  'r.id',
  'r.seq',
  'r.editorId',
  'u.name as editorName',
  'r.editedOn',
  'r.summary',
] as const;

/** One page of a question's revisions, newest first, before revision `beforeSeq` (keyset). */
export async function questionRevisions(
  db: Db,
  questionId: string,
  limit: number,
  beforeSeq: number | undefined,
): Promise<(RevisionRow & QuestionText)[]> {
  let query = db
    .selectFrom('questionRevisions as r')
    .innerJoin('users as u', 'u.id', 'r.editorId')
    .select([...revisionColumns, 'r.title', 'r.body', 'r.tags'])
    .where('r.questionId', '=', questionId)
    .orderBy('r.seq', 'desc')
    .limit(limit);
  if (beforeSeq !== undefined) query = query.where('r.seq', '<', beforeSeq);
  return query.execute();
}

/** One page of an answer's revisions, newest first, before revision `beforeSeq` (keyset). */
export async function answerRevisions(
  db: Db,
  answerId: string,
  limit: number,
  beforeSeq: number | undefined,
): Promise<(RevisionRow & { body: string })[]> {
  let query = db
    .selectFrom('answerRevisions as r')
    .innerJoin('users as u', 'u.id', 'r.editorId')
    .select([...revisionColumns, 'r.body'])
    .where('r.answerId', '=', answerId)
    .orderBy('r.seq', 'desc')
    .limit(limit);
  if (beforeSeq !== undefined) query = query.where('r.seq', '<', beforeSeq);
  return query.execute();
}

/** The text a question's revision `seq` kept (the text after the next newer one). */
export async function questionRevisionText(
  db: Db,
  questionId: string,
  seq: number,
): Promise<QuestionText | undefined> {
  return db
    .selectFrom('questionRevisions')
    .select(['title', 'body', 'tags'])
    .where('questionId', '=', questionId)
    .where('seq', '=', seq)
    .executeTakeFirst();
}

export async function answerRevisionText(
  db: Db,
  answerId: string,
  seq: number,
): Promise<{ body: string } | undefined> {
  return db
    .selectFrom('answerRevisions')
    .select(['body'])
    .where('answerId', '=', answerId)
    .where('seq', '=', seq)
    .executeTakeFirst();
}

/** How many revisions a question or an answer has (bounded by its own edits). */
export async function revisionCount(
  db: Db,
  kind: 'question' | 'answer',
  id: string,
): Promise<number> {
  const row =
    kind === 'question'
      ? await db
          .selectFrom('questionRevisions')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('questionId', '=', id)
          .executeTakeFirst()
      : await db
          .selectFrom('answerRevisions')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('answerId', '=', id)
          .executeTakeFirst();
  return Number(row?.n ?? 0);
}
