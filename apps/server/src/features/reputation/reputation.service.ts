import type { Page, PageQuery, ReputationDays, ReputationEvent } from '@stackhive/shared';
import { MESSAGES } from '@stackhive/shared';
import type { AuthUser } from '../../core/actor.js';
import type { AppDeps } from '../../core/app-context.js';
import { forbidden, notFound } from '../../core/errors.js';
import { toIso } from '../../db/convert.js';
import { decodeCursor, isBeforeCursor, toPage } from '../../lib/cursor.js';
import { userById } from '../users/users.service.js';
import * as history from './reputation.repository.js';

/** A history cursor: the last event's id (ids grow with time). */
/** A user's reputation history is theirs (and an admin's) to read, as their Saved list. */
export function canSeeHistory(actor: AuthUser, userId: string): boolean {
  return actor.id === userId || actor.isAdmin;
}

/**
 * The reputation history of `userId` (issue 16), newest first, a page at a time: each event
 * with its cause, for the owner's profile. 403 for anyone else, 404 for no such user.
 */
export async function reputationHistory(
  deps: AppDeps,
  actor: AuthUser,
  userId: string,
  query: PageQuery,
): Promise<Page<ReputationEvent>> {
  if (!canSeeHistory(actor, userId)) throw forbidden();
  if (!(await userById(deps, userId))) throw notFound(MESSAGES.userNotFound);
  const before = decodeCursor(query.cursor, isBeforeCursor)?.before;
  const [rows, total] = await Promise.all([
    history.historyPage(deps.db, userId, query.limit + 1, before),
    history.countHistory(deps.db, userId),
  ]);
  return toPage(
    rows,
    query.limit,
    total,
    (page) =>
      page.map((row) => ({
        _id: String(row.id),
        kind: row.kind as ReputationEvent['kind'],
        amount: row.amount,
        reversal: row.reverses !== null,
        postId: row.postId,
        questionId: row.questionId,
        questionTitle: row.questionTitle,
        createdOn: toIso(row.createdOn),
      })),
    (last) => ({ before: Number(last.id) }),
  );
}

/** A user's reputation changes by day (issue 16), for the public profile's chart; 404 for no such user. */
export async function reputationDays(deps: AppDeps, userId: string): Promise<ReputationDays> {
  if (!(await userById(deps, userId))) throw notFound(MESSAGES.userNotFound);
  return { days: await history.changesByDay(deps.db, deps.engine, userId) };
}
