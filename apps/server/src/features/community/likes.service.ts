import type { Post } from '@stackhive/shared';
import { assertActorIs, type AuthUser } from '../../core/actor.js';
import type { AppDeps } from '../../core/app-context.js';
import { nowIso } from '../../db/convert.js';
import { toggleMark } from './community.repository.js';
import { getPost, inLockedPost } from './community.service.js';
import { announce, notifyLike } from '../notifications/index.js';

/** Toggles the signed-in user's like (DECISIONS 3). */
export async function like(
  deps: AppDeps,
  actor: AuthUser,
  id: string,
  userId?: string,
): Promise<Post> {
  assertActorIs(actor, userId);
  const notified = await inLockedPost(deps, id, async (trx, post) => {
    const liked = await toggleMark(trx, 'postLikes', id, actor.id, nowIso(), true);
    return liked ? notifyLike(trx, actor.id, { id, userId: post.userId }) : [];
  });
  announce(deps, notified);
  return getPost(deps, id);
}
