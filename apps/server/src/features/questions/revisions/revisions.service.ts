import type { AnswerRevision, Page, PageQuery, QuestionRevision } from '@stackhive/shared';
import { MESSAGES } from '@stackhive/shared';
import type { AppDeps } from '../../../core/app-context.js';
import { notFound } from '../../../core/errors.js';
import { toIso } from '../../../db/convert.js';
import { decodeCursor, toPage } from '../../../lib/cursor.js';
import * as answers from '../answers/answers.repository.js';
import * as revisions from './revisions.repository.js';

/** Where one list of revisions comes from, and how a row's text reads. */
interface RevisionSource<Row extends revisions.RevisionRow, Text> {
  read(beforeSeq: number | undefined, limit: number): Promise<Row[]>;
  count(): Promise<number>;
  /** The text now (after the newest revision). */
  current: Text;
  /** The text a revision kept, by its number. */
  kept(seq: number): Promise<Text | undefined>;
  textOf(row: Row): Text;
}

/** A revisions cursor: the number of the last revision on the page before. */
interface RevisionCursor {
  seq: number;
}
const isRevisionCursor = (value: unknown): value is RevisionCursor =>
  typeof value === 'object' &&
  value !== null &&
  Number.isInteger((value as RevisionCursor).seq) &&
  (value as RevisionCursor).seq > 0 &&
  (value as RevisionCursor).seq <= 2_147_483_647;

/**
 * A page of revisions newest first, each with the text after it: the text the next newer
 * revision kept, or, for the newest, the current text. The first row of a later page takes
 * its "after" from the revision the cursor names (the last of the page before).
 */
async function revisionPage<Row extends revisions.RevisionRow, Text>(
  query: PageQuery,
  source: RevisionSource<Row, Text>,
) {
  const after = decodeCursor(query.cursor, isRevisionCursor)?.seq;
  const [rows, total] = await Promise.all([source.read(after, query.limit + 1), source.count()]);
  const present = async (page: Row[]) => {
    let newer: Text = (after !== undefined && (await source.kept(after))) || source.current;
    return page.map((row) => {
      const before = source.textOf(row);
      const item = {
        _id: row.id,
        userId: row.editorId,
        userName: row.editorName,
        editedOn: toIso(row.editedOn),
        editSummary: row.summary,
        before,
        after: newer,
      };
      newer = before;
      return item;
    });
  };
  return toPage(rows, query.limit, total, present, (last): RevisionCursor => ({ seq: last.seq }));
}

const questionText = (text: revisions.QuestionText) => ({
  questionTitle: text.title,
  questionBody: text.body,
  questionTags: JSON.parse(text.tags) as string[],
});

/** GET /api/questions/{id}/revisions: the question's edits, newest first. */
export async function questionRevisions(
  deps: AppDeps,
  questionId: string,
  query: PageQuery,
): Promise<Page<QuestionRevision>> {
  const question = await deps.db
    .selectFrom('questions')
    .select(['title', 'body', 'tags'])
    .where('id', '=', questionId)
    .executeTakeFirst();
  if (!question) throw notFound(MESSAGES.questionNotFound);
  return revisionPage(query, {
    read: (after, limit) => revisions.questionRevisions(deps.db, questionId, limit, after),
    count: () => revisions.revisionCount(deps.db, 'question', questionId),
    current: questionText(question),
    kept: async (seq) => {
      const text = await revisions.questionRevisionText(deps.db, questionId, seq);
      return text && questionText(text);
    },
    textOf: (row) => questionText(row),
  });
}

/** GET /api/questions/{id}/answers/{answerId}/revisions: the answer's edits, newest first. */
export async function answerRevisions(
  deps: AppDeps,
  questionId: string,
  answerId: string,
  query: PageQuery,
): Promise<Page<AnswerRevision>> {
  const answer = await answers.findAnswer(deps.db, answerId);
  if (!answer || answer.questionId !== questionId) {
    // A missing question is told as such, as the team gate tells a team's (issue 33).
    const asked = await deps.db
      .selectFrom('questions')
      .select('id')
      .where('id', '=', questionId)
      .executeTakeFirst();
    throw notFound(asked ? MESSAGES.answerNotFound : MESSAGES.questionNotFound);
  }
  return revisionPage(query, {
    read: (after, limit) => revisions.answerRevisions(deps.db, answerId, limit, after),
    count: () => revisions.revisionCount(deps.db, 'answer', answerId),
    current: { answerBody: answer.body },
    kept: async (seq) => {
      const text = await revisions.answerRevisionText(deps.db, answerId, seq);
      return text && { answerBody: text.body };
    },
    textOf: (row) => ({ answerBody: row.body }),
  });
}
