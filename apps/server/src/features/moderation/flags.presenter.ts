import type { Flag, FlagReason, FlagStatus, FlagTarget } from '@stackhive/shared';
import { toIso } from '../../db/convert.js';
import type { FlagRow } from './flags.repository.js';

/** A flag as its raiser (and the queue) sees it. */
export function presentFlag(row: FlagRow): Flag {
  return {
    _id: row.id,
    target: {
      kind: row.targetKind as FlagTarget,
      id: row.targetId,
      questionId: row.questionId,
      postId: row.postId,
    },
    reason: row.reason as FlagReason,
    note: row.note,
    duplicateOf: row.duplicateOf,
    createdOn: toIso(row.createdOn),
    status: row.status as FlagStatus,
    decidedOn: row.decidedOn === null ? null : toIso(row.decidedOn),
    decisionNote: row.decisionNote,
  };
}
