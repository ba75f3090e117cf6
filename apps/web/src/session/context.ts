import { createContext } from 'react';
import type { AuthResponse, SelfUser } from '@stackhive/shared';
import type { Profile } from './storage';

export interface Session {
  /** The stored `Profile` ({token, result}) or null when signed out. */
  profile: Profile | null;
  /**
   * The signed-in user as the server knows them now (GET /api/user/me), falling back to
   * the stored record while that loads. Null when signed out or when the server no longer
   * knows the user ("user not found" in the spec's right sidebar).
   */
  currentUser: SelfUser | null;
  /** Store the profile, reload the current user and go to / (spec 4). */
  login: (response: AuthResponse) => void;
  /** Clear all local storage and the user cache, go to / (spec 4). */
  logout: () => void;
}

export const SessionContext = createContext<Session | null>(null);
