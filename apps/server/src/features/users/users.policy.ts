import type { AuthUser } from '../../app-context.js';

/** A profile and its follow list may be changed by its owner only. */
export function canEditUser(actor: AuthUser, userId: string): boolean {
  return actor.id === userId;
}
