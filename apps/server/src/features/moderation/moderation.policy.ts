import { MODERATION_MESSAGES } from '@stackhive/shared';
import type { AuthUser } from '../../core/actor.js';
import type { Db } from '../../db/database.js';

/**
 * Who may moderate (issue 34): moderators work the queues, close, lock, suspend and delete;
 * admins hold every moderator power and keep the site's settings and the role itself.
 */
export function isModeratorOrAdmin(actor: Pick<AuthUser, 'isAdmin' | 'isModerator'>): boolean {
  return actor.isAdmin || actor.isModerator;
}

/** The account a suspension or role change would act on. */
export interface Standing {
  id: string;
  isAdmin: boolean;
  isModerator: boolean;
}

/**
 * Whether `actor` may suspend `target` (or lift it): true, or the refusal's message. Nobody
 * suspends themselves or an admin; only an admin suspends a moderator.
 */
export function maySuspend(actor: AuthUser, target: Standing): true | string {
  if (!isModeratorOrAdmin(actor)) return MODERATION_MESSAGES.moderatorsOnly;
  if (target.id === actor.id) return MODERATION_MESSAGES.cannotSuspendSelf;
  if (target.isAdmin) return MODERATION_MESSAGES.cannotSuspendAdmin;
  if (target.isModerator && !actor.isAdmin) return MODERATION_MESSAGES.onlyAdminSuspendsModerator;
  return true;
}

/**
 * A delete a moderator confirmed through a flag (issue 34): the caller already decided who
 * may, and these run inside the delete's transaction, so the item, its flags and the record
 * of it change together or not at all. `before` runs ahead of the delete's writes (deciding
 * the flags, which the delete would otherwise retire); `after` runs once they are done (a
 * spam penalty after the undo of what the post earned) and answers the users whose
 * reputation it moved.
 */
export interface ModeratedDelete {
  before(trx: Db): Promise<void>;
  after(trx: Db): Promise<string[]>;
}
