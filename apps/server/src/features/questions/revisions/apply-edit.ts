import { newId } from '../../../db/ids.js';
import { nowIso } from '../../../db/convert.js';
import type { Db } from '../../../db/database.js';
import * as answers from '../answers/answers.repository.js';
import * as questions from '../questions/questions.repository.js';
import * as revisions from './revisions.repository.js';

/** Who made an edit and why: the editor, or (approved suggested edit) its suggester. */
interface EditBy {
  editorId: string;
  summary: string | null;
}

/**
 * Writes an edit of a question whose row the caller read and locked (PostgreSQL): the text
 * before kept as a revision, then the new text. Answers false, writing nothing, when the
 * edit changes nothing. Used by direct edits and by approved suggested edits (issue 16).
 */
export async function applyQuestionEdit(
  trx: Db,
  row: { id: string; title: string; body: string; tags: string },
  text: { title: string; body: string; tags: string[] },
  by: EditBy,
): Promise<boolean> {
  const unchanged =
    row.title === text.title && row.body === text.body && row.tags === JSON.stringify(text.tags);
  if (unchanged) return false;
  // Read after the lock, so the edits applied in turn carry times in that order.
  const now = nowIso();
  await revisions.insertQuestionRevision(trx, {
    id: newId(),
    questionId: row.id,
    editorId: by.editorId,
    editedOn: now,
    title: row.title,
    body: row.body,
    tags: row.tags,
    summary: by.summary,
  });
  await questions.updateQuestionText(trx, row.id, text, now);
  return true;
}

/** As applyQuestionEdit, for an answer whose question's row the caller locked. */
export async function applyAnswerEdit(
  trx: Db,
  answer: { id: string; body: string },
  body: string,
  by: EditBy,
): Promise<boolean> {
  if (answer.body === body) return false;
  const now = nowIso();
  await revisions.insertAnswerRevision(trx, {
    id: newId(),
    answerId: answer.id,
    editorId: by.editorId,
    editedOn: now,
    body: answer.body,
    summary: by.summary,
  });
  // The question's latest activity follows (a trigger of migration 022).
  await answers.updateAnswerBody(trx, answer.id, body, now);
  return true;
}
