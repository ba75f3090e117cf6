import type { Post, postCommentBodySchema } from '@stackhive/shared';
import { MESSAGES } from '@stackhive/shared';
import type { z } from 'zod';
import type { AppDeps, AuthUser } from '../../app-context.js';
import { nowIso } from '../../db/convert.js';
import { newId } from '../../db/ids.js';
import { forbidden, notFound } from '../../plugins/errors.js';
import { assertActorIs } from '../auth/auth.plugin.js';
import * as comments from './comments.repository.js';
import { canDeleteComment } from './community.policy.js';
import { findPostForUpdate } from './community.repository.js';
import { getPost } from './community.service.js';

/** Adds a comment; the count is the server's (the body's `noOfComments` is ignored). */
export async function postComment(
  deps: AppDeps,
  actor: AuthUser,
  postId: string,
  body: z.output<typeof postCommentBodySchema>,
): Promise<Post> {
  assertActorIs(actor, body.userId);
  await deps.db.transaction().execute(async (trx) => {
    if (!(await findPostForUpdate(trx, deps.engine, postId))) throw notFound(MESSAGES.postNotFound);
    await comments.insertComment(trx, {
      id: newId(),
      postId,
      userId: actor.id,
      body: body.commentBody,
      commentedOn: nowIso(),
    });
  });
  return getPost(deps, postId);
}

/** Deletes one comment of the post; its author only. */
export async function deleteComment(
  deps: AppDeps,
  actor: AuthUser,
  postId: string,
  commentId: string,
): Promise<Post> {
  await deps.db.transaction().execute(async (trx) => {
    if (!(await findPostForUpdate(trx, deps.engine, postId))) throw notFound(MESSAGES.postNotFound);
    const comment = await comments.findComment(trx, commentId);
    if (!comment || comment.postId !== postId) throw notFound(MESSAGES.commentNotFound);
    if (!canDeleteComment(actor, comment)) throw forbidden();
    await comments.deleteComment(trx, comment);
  });
  return getPost(deps, postId);
}
