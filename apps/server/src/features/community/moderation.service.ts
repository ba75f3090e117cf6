import type { Page, PageQuery, Post, ReportedPost } from '@stackhive/shared';
import { MESSAGES, privilegeMessage } from '@stackhive/shared';
import { assertActorIs, requirePrivilege, type AuthUser } from '../../core/actor.js';
import type { AppDeps } from '../../core/app-context.js';
import { badRequest, forbidden } from '../../core/errors.js';
import { nowIso, toBool } from '../../db/convert.js';
import { decodeCursor, isIdString, toPage } from '../../lib/cursor.js';
import { canReportPost, canReviewReports } from './community.policy.js';
import * as posts from './community.repository.js';
import { getPost, inLockedPost, presentPostRows } from './community.service.js';
import * as moderation from './moderation.repository.js';

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
    await posts.toggleMark(trx, 'postReports', id, actor.id, nowIso(), false);
    const row = await posts.findPost(trx, id);
    if (row && row.reportCount >= deps.config.reportHideThreshold && !toBool(row.hidden)) {
      await moderation.setHidden(trx, id, true);
    }
  });
  return getPost(deps, id);
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
  await inLockedPost(deps, id, (trx) => moderation.dismissReports(trx, id));
  return getPost(deps, id);
}
