import type { Post, PostSummary, newPostBodySchema } from '@stackhive/shared';
import { LIMITS, MESSAGES } from '@stackhive/shared';
import type { z } from 'zod';
import { assertActorIs, requirePrivilege, type AuthUser } from '../../core/actor.js';
import type { AppDeps } from '../../core/app-context.js';
import { badRequest, forbidden, notFound } from '../../core/errors.js';
import { nowIso } from '../../db/convert.js';
import type { Db } from '../../db/database.js';
import { newId } from '../../db/ids.js';
import { awardBadges, badgeRules, holders } from '../badges/index.js';
import { announce } from '../notifications/index.js';
import {
  attachMedia,
  deleteFiles,
  forgetMedia,
  mediaKeyOf,
  mediaUrl,
} from '../media/media.service.js';
import * as comments from './comments.repository.js';
import { canDeletePost } from './community.policy.js';
import { logAction } from '../moderation/index.js';
import type { ModeratedDelete } from '../moderation/index.js';
import { presentComment, presentPost } from './community.presenter.js';
import * as posts from './community.repository.js';

// Posts, the community room's public face: read, presented, created and deleted here; the
// feed, likes, comments and moderation have services of their own.

/**
 * List items for post rows: media, likes and the newest comment (the one comment a list item
 * carries, LIMITS.postComments.inList), in three queries for the page.
 */
export async function presentPostRows(
  deps: AppDeps,
  rows: posts.PostRow[],
  withNewestComment = true,
): Promise<PostSummary[]> {
  const ids = rows.map((row) => row.id);
  const [{ media, likers }, newest] = await Promise.all([
    posts.mediaAndLikersOf(deps.db, ids),
    withNewestComment
      ? comments.newestCommentOf(deps.db, ids)
      : Promise.resolve(new Map<string, posts.CommentRow>()),
  ]);
  return rows.map((row) => {
    const top = newest.get(row.id);
    return presentPost(
      row,
      (media.get(row.id) ?? []).map(({ key, alt }) => ({ url: mediaUrl(deps, key), alt })),
      likers.get(row.id) ?? [],
      top ? [top] : [],
    );
  });
}

export function postsByIds(deps: AppDeps, ids: readonly string[]): Promise<posts.PostRow[]> {
  return posts.postsByIds(deps.db, ids);
}

/** One post with the newest page of its comments (LIMITS.postComments.onPost). */
export async function getPost(deps: AppDeps, id: string): Promise<Post> {
  const row = await posts.findPost(deps.db, id);
  if (!row) throw notFound(MESSAGES.postNotFound);
  const [[post], newest] = await Promise.all([
    presentPostRows(deps, [row], false),
    comments.listComments(deps.db, id, LIMITS.postComments.onPost),
  ]);
  return { ...(post as PostSummary), comments: newest.map(presentComment) };
}

export async function createPost(
  deps: AppDeps,
  actor: AuthUser,
  body: z.output<typeof newPostBodySchema>,
): Promise<Post> {
  assertActorIs(actor, body.userId);
  requirePrivilege(actor, 'post');
  const keys = body.postContent.map((url) => {
    const key = mediaKeyOf(deps, url);
    if (!key) throw badRequest(`${MESSAGES.notOurMedia}${url}`);
    return key;
  });
  if (new Set(keys).size !== keys.length) throw badRequest('postContent lists a file twice');
  const id = newId();
  const awarded = await deps.db.transaction().execute(async (trx) => {
    const usable = await attachMedia(trx, actor.id, keys);
    const foreign = keys.find((key) => !usable.has(key));
    if (foreign) throw badRequest(`${MESSAGES.notOurMedia}${foreign}`);
    await posts.insertPost(
      trx,
      { id, userId: actor.id, title: body.postTitle, body: body.postBody, postedOn: nowIso() },
      // An alt left out stores '': the post is presented with the default.
      keys.map((key, position) => ({ key, alt: body.postContentAlt[position] ?? '' })),
    );
    return awardBadges(trx, deps.engine, badgeRules.postBadges(actor.id));
  });
  announce(deps, holders(awarded));
  return getPost(deps, id);
}

/** The author, a moderator or an admin deletes a post with its likes, reports, comments and media. */
export async function deletePost(
  deps: AppDeps,
  actor: AuthUser,
  id: string,
  moderated?: ModeratedDelete,
): Promise<void> {
  const mediaKeys = await inLockedPost(deps, id, async (trx, row) => {
    if (moderated) await moderated.before(trx);
    else if (!canDeletePost(actor, row)) throw forbidden();
    if (row.userId !== actor.id) {
      const target = { kind: 'post', id };
      await logAction(trx, {
        actor,
        action: 'post-deleted',
        target,
        targetUser: { id: row.userId },
      });
    }
    const keys = await posts.deletePost(trx, id);
    await forgetMedia(trx, keys);
    if (moderated) await moderated.after(trx);
    return keys;
  });
  // Files go after the rows are gone: a failure here leaves an orphan file, never a broken post.
  await deleteFiles(deps, mediaKeys);
}

/**
 * Runs `work` in a transaction with the post's row read (and locked on PostgreSQL), so the
 * changes of one post (likes, reports, comments, its delete) run one after the other; 404
 * when there is no such post.
 */
export async function inLockedPost<T>(
  deps: AppDeps,
  id: string,
  work: (trx: Db, post: { userId: string }) => Promise<T>,
): Promise<T> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await posts.findPostForUpdate(trx, deps.engine, id);
    if (!row) throw notFound(MESSAGES.postNotFound);
    return work(trx, row);
  });
}
