import type { Comment, Page, PageQuery, Post, postCommentBodySchema } from '@stackhive/shared';
import { MESSAGES } from '@stackhive/shared';
import type { z } from 'zod';
import { assertActorIs, requirePrivilege, type AuthUser } from '../../core/actor.js';
import type { AppDeps } from '../../core/app-context.js';
import { forbidden, notFound } from '../../core/errors.js';
import { nowIso, toIso } from '../../db/convert.js';
import { newId } from '../../db/ids.js';
import { decodeCursor, isPosition, toPage } from '../../lib/cursor.js';
import * as comments from './comments.repository.js';
import { canDeleteComment } from './community.policy.js';
import { logAction } from '../moderation/index.js';
import type { ModeratedDelete } from '../moderation/index.js';
import { presentComment } from './community.presenter.js';
import { findPost } from './community.repository.js';
import { getPost, inLockedPost } from './community.service.js';
import { announce, notifyComment } from '../notifications/index.js';

/** A page of a post's comments, newest first. */
export async function commentsOfPost(
  deps: AppDeps,
  postId: string,
  page: PageQuery,
): Promise<Page<Comment>> {
  const row = await findPost(deps.db, postId);
  if (!row) throw notFound(MESSAGES.postNotFound);
  const cursor = decodeCursor(page.cursor, isPosition);
  const rows = await comments.listComments(deps.db, postId, page.limit + 1, cursor);
  return toPage(
    rows,
    page.limit,
    row.commentCount,
    (r) => r.map(presentComment),
    (last) => ({
      at: toIso(last.commentedOn),
      id: last.id,
    }),
  );
}

/** Adds a comment; the count is the server's (the body's `noOfComments` is ignored). */
export async function postComment(
  deps: AppDeps,
  actor: AuthUser,
  postId: string,
  body: z.output<typeof postCommentBodySchema>,
): Promise<Post> {
  assertActorIs(actor, body.userId);
  requirePrivilege(actor, 'comment');
  const notified = await inLockedPost(deps, postId, async (trx) => {
    const id = newId();
    await comments.insertComment(trx, {
      id,
      postId,
      userId: actor.id,
      body: body.commentBody,
      commentedOn: nowIso(),
    });
    return notifyComment(trx, actor.id, {
      body: body.commentBody,
      on: { table: 'posts', id: postId },
      postId,
      postCommentId: id,
    });
  });
  announce(deps, notified);
  return getPost(deps, postId);
}

/** Deletes one comment of the post: its author, a moderator or an admin. */
export async function deleteComment(
  deps: AppDeps,
  actor: AuthUser,
  postId: string,
  commentId: string,
  moderated?: ModeratedDelete,
): Promise<Post> {
  await inLockedPost(deps, postId, async (trx) => {
    const comment = await comments.findComment(trx, commentId);
    if (!comment || comment.postId !== postId) throw notFound(MESSAGES.commentNotFound);
    if (moderated) await moderated.before(trx);
    else if (!canDeleteComment(actor, comment)) throw forbidden();
    if (comment.userId !== actor.id) {
      const target = { kind: 'comment', id: comment.id };
      await logAction(trx, {
        actor,
        action: 'post-comment-deleted',
        target,
        targetUser: { id: comment.userId },
        details: { postId },
      });
    }
    await comments.deleteComment(trx, comment);
    if (moderated) await moderated.after(trx);
  });
  return getPost(deps, postId);
}
