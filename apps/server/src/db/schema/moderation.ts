// Moderation (issue 34): the audit log of moderators' and admins' actions.
import type { Generated } from 'kysely';
import type { OptionalTimestamp, Timestamp } from './columns.js';

/** One action, never changed (the engines' triggers refuse updates and deletes). */
export interface ModerationLogTable {
  id: Generated<number>;
  at: Timestamp;
  actorId: string;
  /** The actor's name when they acted: the entry stays as it was written. */
  actorName: string;
  action: string;
  targetKind: string | null;
  targetId: string | null;
  targetUserId: string | null;
  targetUserName: string | null;
  /** A team's own entries (its admins' actions) stay out of the site's log. */
  teamId: string | null;
  reason: string | null;
  /** JSON object of the action's particulars (the suspension's end, a close's duplicate…). */
  details: Generated<string>;
}

/** A flag on a question, an answer, a comment or a post (issue 34; migration 048). */
export interface FlagsTable {
  id: string;
  targetKind: string;
  targetId: string;
  questionId: string | null;
  postId: string | null;
  teamId: string | null;
  /** The item's author. */
  ownerId: string | null;
  /** Who raised it. */
  userId: string | null;
  reason: string;
  note: string | null;
  duplicateOf: string | null;
  createdOn: Timestamp;
  status: Generated<string>;
  decidedBy: string | null;
  decidedOn: OptionalTimestamp;
  decisionNote: string | null;
}
