import type { AuthUser } from '../../core/actor.js';

/** A Saved list is private: only its owner reads it (admins included: nobody else). */
export function canSeeSaved(actor: AuthUser, userId: string): boolean {
  return actor.id === userId;
}
