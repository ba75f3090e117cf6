import type { Insertable } from 'kysely';
import type { AppDeps } from '../../core/app-context.js';
import { notFound } from '../../core/errors.js';
import { toBool } from '../../db/convert.js';
import type { Db } from '../../db/database.js';
import type { FlagsTable } from '../../db/schema.js';
import { FLAG_MESSAGES } from '@stackhive/shared';
import * as posts from './community.repository.js';
import { setHidden } from './moderation.repository.js';
import { insertFlag } from '../moderation/index.js';

/**
 * What flags do to community posts (issue 34). A post's flag is also its report: the report
 * count hides a post at REPORT_HIDE_THRESHOLD (DECISIONS 29), a moderator's spam or abuse
 * flag at once.
 */

/**
 * Stores a post's flag with its report, the post's row locked; hides the post when it now
 * has enough reports, or when `hidesAtOnce` (a moderator's spam or abuse flag).
 */
export async function flagPost(
  deps: AppDeps,
  trx: Db,
  row: Insertable<FlagsTable>,
  hidesAtOnce: boolean,
): Promise<{ inserted: boolean; hidden: boolean }> {
  const postId = row.targetId;
  if (!(await posts.findPostForUpdate(trx, deps.engine, postId)))
    throw notFound(FLAG_MESSAGES.targetNotFound);
  if (!(await insertFlag(trx, row))) return { inserted: false, hidden: false };
  await posts.toggleMark(trx, 'postReports', postId, row.userId ?? '', row.createdOn, false);
  const post = await posts.findPost(trx, postId);
  const hides =
    post !== undefined &&
    !toBool(post.hidden) &&
    (hidesAtOnce || post.reportCount >= deps.config.reportHideThreshold);
  if (hides) await setHidden(trx, postId, true);
  return { inserted: true, hidden: hides };
}

/**
 * Withdraws the report a declined flag made; the post shows again once too few reports are
 * left to hide it. Answers whether the post came back.
 */
export async function unflagPost(
  deps: AppDeps,
  trx: Db,
  postId: string,
  userId: string,
): Promise<boolean> {
  if (!(await posts.findPostForUpdate(trx, deps.engine, postId))) return false;
  const reported = await trx
    .selectFrom('postReports')
    .select('userId')
    .where('postId', '=', postId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (reported)
    await posts.toggleMark(trx, 'postReports', postId, userId, new Date().toISOString(), true);
  const post = await posts.findPost(trx, postId);
  if (!post || !toBool(post.hidden) || post.reportCount >= deps.config.reportHideThreshold)
    return false;
  await setHidden(trx, postId, false);
  return true;
}
