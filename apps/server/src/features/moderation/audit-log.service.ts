import {
  MODERATION_ACTIONS,
  MODERATION_MESSAGES,
  type ModerationAction,
  type ModerationLogEntry,
  type ModerationLogQuery,
  type Page,
} from '@stackhive/shared';
import type { AuthUser } from '../../core/actor.js';
import type { AppDeps } from '../../core/app-context.js';
import { forbidden } from '../../core/errors.js';
import { toIso } from '../../db/convert.js';
import { decodeCursor, isBeforeCursor, toPage } from '../../lib/cursor.js';
import { countLog, logPage, type LogRow } from './audit-log.repository.js';
import { isModeratorOrAdmin } from './moderation.policy.js';

type Details = ModerationLogEntry['details'];

function parseDetails(json: string): Details {
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Details)
      : {};
  } catch {
    return {};
  }
}

function present(row: LogRow): ModerationLogEntry {
  const action = (MODERATION_ACTIONS as readonly string[]).includes(row.action)
    ? (row.action as ModerationAction)
    : 'question-deleted';
  return {
    _id: String(row.id),
    at: toIso(row.at),
    actor: { userId: row.actorId, userName: row.actorName },
    action,
    target: row.targetKind && row.targetId ? { kind: row.targetKind, id: row.targetId } : null,
    targetUser:
      row.targetUserId !== null
        ? { userId: row.targetUserId, userName: row.targetUserName ?? '' }
        : null,
    reason: row.reason,
    details: parseDetails(row.details),
  };
}

/**
 * The site's audit log (issue 34), newest first, a page at a time, for moderators and
 * admins; `user` narrows it to what was done about one account.
 */
export async function moderationLog(
  deps: AppDeps,
  actor: AuthUser,
  query: ModerationLogQuery,
): Promise<Page<ModerationLogEntry>> {
  if (!isModeratorOrAdmin(actor)) throw forbidden(MODERATION_MESSAGES.moderatorsOnly);
  const before = decodeCursor(query.cursor, isBeforeCursor)?.before;
  const [rows, total] = await Promise.all([
    logPage(deps.db, query.limit + 1, before, query.user),
    countLog(deps.db, query.user),
  ]);
  return toPage(
    rows,
    query.limit,
    total,
    (page) => page.map(present),
    (last) => ({
      before: Number(last.id),
    }),
  );
}
