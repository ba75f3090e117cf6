import type { AuthUser } from '../../core/actor.js';

/** A profile and its follow list may be changed by its owner only. */
export function canEditUser(actor: AuthUser, userId: string): boolean {
  return actor.id === userId;
}
