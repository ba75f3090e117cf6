import type { Page, PageQuery, Post, ReportedPost } from '@stackhive/shared';
import { MESSAGES, privilegeMessage } from '@stackhive/shared';
import { assertActorIs, requirePrivilege, type AuthUser } from '../../core/actor.js';
import type { AppDeps } from '../../core/app-context.js';
import { badRequest, forbidden } from '../../core/errors.js';
import { nowIso, toBool } from '../../db/convert.js';
import { decodeCursor, isIdString, toPage } from '../../lib/cursor.js';
import { canReportPost, canReviewReports } from './community.policy.js';
import { getPost, inLockedPost, presentPostRows } from './community.service.js';
import * as moderation from './moderation.repository.js';
import { declineWaiting, logAction } from '../moderation/index.js';
import { flagPost } from './flag-posts.js';
import { newId } from '../../db/ids.js';

/**
 * One report per user and post; your own post cannot be reported. Enough distinct reports
 * hide the post from feeds until an admin dismisses them or deletes the post.
 */
export async function report(
  deps: AppDeps,
  actor: AuthUser,
  id: string,
  userId?: string,
): Promise<Post> {
  assertActorIs(actor, userId);
  requirePrivilege(actor, 'report');
  await inLockedPost(deps, id, async (trx, post) => {
    if (!canReportPost(actor, post)) throw badRequest(MESSAGES.reportOwnPost);
    // The spec's one-click report is a flag with reason "other" (issue 34); again: no change.
    await flagPost(deps, trx, reportFlag(id, post.userId, actor.id, nowIso()), false);
  });
  return getPost(deps, id);
}

/** The flag a one-click report files. */
function reportFlag(postId: string, ownerId: string, userId: string, at: string) {
  return {
    id: newId(),
    targetKind: 'post',
    targetId: postId,
    questionId: null,
    postId,
    teamId: null,
    ownerId,
    userId,
    reason: 'other',
    note: null,
    duplicateOf: null,
    createdOn: at,
  };
}

const isReportCursor = (value: unknown): value is { count: number; id: string } =>
  typeof value === 'object' &&
  value !== null &&
  Number.isSafeInteger((value as { count?: unknown }).count) &&
  isIdString((value as { id?: unknown }).id);

/** The reported-posts review queue (reviewQueues): most reported first. */
export async function reportedPosts(
  deps: AppDeps,
  actor: AuthUser,
  page: PageQuery,
): Promise<Page<ReportedPost>> {
  if (!canReviewReports(actor)) throw forbidden(privilegeMessage('reviewQueues'));
  const cursor = decodeCursor(page.cursor, isReportCursor);
  const [rows, total] = await Promise.all([
    moderation.listReported(deps.db, page.limit + 1, cursor),
    moderation.countReported(deps.db),
  ]);
  return toPage(
    rows,
    page.limit,
    total,
    async (pageRows) => {
      const presented = await presentPostRows(deps, pageRows);
      return presented.map((post, index) => ({
        ...post,
        reportCount: pageRows[index]?.reportCount ?? 0,
        hidden: toBool(pageRows[index]?.hidden),
      }));
    },
    (last) => ({ count: last.reportCount, id: last.id }),
  );
}

export async function dismissReports(deps: AppDeps, actor: AuthUser, id: string): Promise<Post> {
  if (!canReviewReports(actor)) throw forbidden(privilegeMessage('reviewQueues'));
  await inLockedPost(deps, id, async (trx, post) => {
    await moderation.dismissReports(trx, id);
    await declineWaiting(trx, { kind: 'post', id }, { by: actor.id, at: nowIso() });
    const target = { kind: 'post', id };
    const targetUser = { id: post.userId };
    await logAction(trx, { actor, action: 'reports-dismissed', target, targetUser });
  });
  return getPost(deps, id);
}
