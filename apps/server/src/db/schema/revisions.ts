// Edits of questions and answers: their history, and the edits others suggest.
import type { Generated } from 'kysely';
import type { Timestamp, OptionalTimestamp } from './columns.js';

/** A question's text before one edit, with who edited, when and why (issue 15). */
export interface QuestionRevisionsTable {
  id: string;
  questionId: string;
  /** The revision's number in its question's history: 1 for the first edit. */
  seq: number;
  editorId: string;
  editedOn: Timestamp;
  title: string;
  /** JSON array of tag names, as the question row holds them. */
  tags: string;
  body: string;
  summary: string | null;
}

/** An answer's body before one edit, with who edited, when and why (issue 15). */
export interface AnswerRevisionsTable {
  id: string;
  answerId: string;
  /** The revision's number in its answer's history: 1 for the first edit. */
  seq: number;
  editorId: string;
  editedOn: Timestamp;
  body: string;
  summary: string | null;
}

/** An edit of someone else's question or answer, waiting for review or reviewed (issue 16). */
export interface SuggestedEditsTable {
  id: string;
  questionId: string;
  /** The answer suggested for; null when the question itself is. */
  answerId: string | null;
  /** The answer's id for an answer, else the question's: one pending edit per post. */
  postId: string;
  postOwnerId: string;
  suggesterId: string;
  suggestedOn: Timestamp;
  /** How many revisions the post had when suggested; approving needs it unchanged. */
  baseSeq: number;
  /** The suggested title and tags (JSON) of a question; null for an answer. */
  title: string | null;
  tags: string | null;
  body: string;
  summary: string | null;
  status: Generated<SuggestedEditStatus>;
  reviewerId: Generated<string | null>;
  reviewedOn: OptionalTimestamp;
}

export type SuggestedEditStatus = 'pending' | 'approved' | 'rejected';
