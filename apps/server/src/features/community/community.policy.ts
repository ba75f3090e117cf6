import { hasPrivilege } from '@stackhive/shared';
import type { AuthUser } from '../../core/actor.js';
import { isModeratorOrAdmin } from '../moderation/index.js';

/** The author, a moderator or an admin may delete a post (spec 6, DECISIONS 15, issue 34). */
export function canDeletePost(actor: AuthUser, post: { userId: string }): boolean {
  return isModeratorOrAdmin(actor) || actor.id === post.userId;
}

/** Report is for other people's posts only. */
export function canReportPost(actor: AuthUser, post: { userId: string }): boolean {
  return actor.id !== post.userId;
}

/** The author, a moderator or an admin may delete a comment (issue 34). */
export function canDeleteComment(actor: AuthUser, comment: { userId: string }): boolean {
  return isModeratorOrAdmin(actor) || actor.id === comment.userId;
}

/**
 * The reported-posts queue is a review queue (issue 16): users with the reviewQueues
 * privilege (2,000 reputation) and admins see it and dismiss reports. Deleting someone
 * else's post stays the admin's (canDeletePost, DECISIONS 15).
 */
export function canReviewReports(actor: AuthUser): boolean {
  return hasPrivilege(actor, 'reviewQueues');
}
