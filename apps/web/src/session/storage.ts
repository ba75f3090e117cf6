import { authResponseSchema, type AuthResponse } from '@stackhive/shared';

/** localStorage keys fixed by the spec (section 3, current user session). */
export const PROFILE_KEY = 'Profile';
export const VERIFIED_KEY = 'Verified';

/** The stored session: exactly the `{ result, token }` that login and signup answer. */
export type Profile = AuthResponse;

/** Spec 3: the verification record; `status` is 'VERIFIED' once the email is proved. */
export interface VerifiedRecord {
  status: string;
  message?: string;
}

let cachedRaw: string | null = null;
let cachedProfile: Profile | null = null;
const listeners = new Set<() => void>();

/**
 * The stored profile, or null. Parsed only when the raw string changes, so it is cheap
 * enough to call on every render and every request, and returns a stable object for
 * `useSyncExternalStore`. A malformed record counts as signed out.
 */
export function readProfile(): Profile | null {
  const raw = localStorage.getItem(PROFILE_KEY);
  if (raw === cachedRaw) return cachedProfile;
  cachedRaw = raw;
  cachedProfile = null;
  if (raw) {
    try {
      const parsed = authResponseSchema.safeParse(JSON.parse(raw));
      if (parsed.success) cachedProfile = parsed.data;
    } catch {
      cachedProfile = null;
    }
  }
  return cachedProfile;
}

export function writeProfile(profile: Profile): void {
  localStorage.setItem(PROFILE_KEY, JSON.stringify(profile));
  notify();
}

/** Spec 4: logging out clears ALL of local storage (Profile, Verified, anything else). */
export function clearStorage(): void {
  localStorage.clear();
  notify();
}

export function readVerified(): VerifiedRecord | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(VERIFIED_KEY) ?? 'null');
    if (
      value &&
      typeof value === 'object' &&
      typeof (value as VerifiedRecord).status === 'string'
    ) {
      return value as VerifiedRecord;
    }
  } catch {
    // A malformed record means "not verified".
  }
  return null;
}

export function writeVerified(record: VerifiedRecord): void {
  localStorage.setItem(VERIFIED_KEY, JSON.stringify(record));
  notify();
}

/** Forget the record (the server said the user is not verified after all). */
export function clearVerified(): void {
  localStorage.removeItem(VERIFIED_KEY);
  notify();
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** Subscribe to session changes, including those made in another tab. */
export function subscribeToStorage(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}
