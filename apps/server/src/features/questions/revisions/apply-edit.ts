import { newId } from '../../../db/ids.js';
import { nowIso } from '../../../db/convert.js';
import type { Db, Engine } from '../../../db/database.js';
import { awardBadges, badgeRules, holders } from '../../badges/index.js';
import * as answers from '../answers/answers.repository.js';
import * as questions from '../questions/questions.repository.js';
import * as revisions from './revisions.repository.js';

/**
 * Who made an edit and why: the editor, or (approved suggested edit) its suggester; whether
 * they hold Editor already, read with the post's row (`editorHeld`).
 */
interface EditBy {
  editorId: string;
  summary: string | null;
  editorHeld: boolean;
  /** An edit in a team (issue 33) earns no public badge. */
  inTeam: boolean;
}

/**
 * An applied edit's badge: its editor becomes an Editor (badges.policy.ts), unless they are
 * one. Answers the users to announce once the transaction commits.
 */
async function awardEdit(trx: Db, engine: Engine, by: EditBy): Promise<string[]> {
  if (by.editorHeld || by.inTeam) return [];
  return holders(await awardBadges(trx, engine, badgeRules.editBadges(by.editorId)));
}

/**
 * Writes an edit of a question whose row the caller read and locked (PostgreSQL): the text
 * before kept as a revision, then the new text, then the editor's badge. Answers the users
 * to announce (the editor, made an Editor), or null, writing nothing, when the edit changes
 * nothing. Used by direct edits and by approved suggested edits (issue 16).
 */
export async function applyQuestionEdit(
  trx: Db,
  engine: Engine,
  row: { id: string; title: string; body: string; tags: string },
  text: { title: string; body: string; tags: string[] },
  by: EditBy,
): Promise<string[] | null> {
  const unchanged =
    row.title === text.title && row.body === text.body && row.tags === JSON.stringify(text.tags);
  if (unchanged) return null;
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
  await questions.updateQuestionText(trx, row.id, text, now, by.editorId);
  return awardEdit(trx, engine, by);
}

/** As applyQuestionEdit, for an answer whose question's row the caller locked. */
export async function applyAnswerEdit(
  trx: Db,
  engine: Engine,
  answer: { id: string; body: string },
  body: string,
  by: EditBy,
): Promise<string[] | null> {
  if (answer.body === body) return null;
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
  return awardEdit(trx, engine, by);
}
