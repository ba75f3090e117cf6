import { REPUTATION, type AuthResponse, type Friend, type SelfUser } from '@stackhive/shared';

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
  // No storage on the server: a server-rendered page is the signed-out page.
  if (typeof localStorage === 'undefined') return null;
  const raw = localStorage.getItem(PROFILE_KEY);
  if (raw === cachedRaw) return cachedProfile;
  cachedRaw = raw;
  cachedProfile = null;
  if (raw) {
    try {
      cachedProfile = toProfile(JSON.parse(raw));
    } catch {
      cachedProfile = null;
    }
  }
  return cachedProfile;
}

/**
 * The stored record as a Profile when it has the shape login answers (`authResponseSchema`:
 * a token and the user's own record), else null.
 */
function toProfile(value: unknown): Profile | null {
  if (!isRecord(value) || typeof value.token !== 'string') return null;
  const result = toSelfUser(value.result);
  return result && { result, token: value.token };
}

/**
 * `value` as the signed-in user's own record (`selfUserSchema`) when it has that shape, else
 * null; fields it does not know are dropped. Checked by hand rather than with the schema:
 * the session is part of every page's shell, and the schema would bring zod into the entry
 * chunk (or, loaded on demand, delay every signed-in visit's first answer about the user).
 */
export function toSelfUser(value: unknown): SelfUser | null {
  if (
    !isRecord(value) ||
    !['_id', 'name', 'about', 'joinedOn', 'email'].every((key) => typeof value[key] === 'string') ||
    typeof value.isAdmin !== 'boolean' ||
    typeof value.verified !== 'boolean' ||
    !isArrayOf(value.tags, (tag) => typeof tag === 'string') ||
    !isArrayOf(value.friends, isFriend)
  ) {
    return null;
  }
  const { _id, name, about, tags, joinedOn, friends, email, isAdmin, verified } =
    value as unknown as SelfUser;
  return {
    _id,
    name,
    about,
    tags,
    joinedOn,
    email,
    isAdmin,
    verified,
    friends: friends.map(({ userName, userId }) => ({ userName, userId })),
    // A session stored before reputation existed (issue 16) starts where every user does.
    reputation: typeof value.reputation === 'number' ? value.reputation : REPUTATION.floor,
    // The server's counts (zod-checked on the server's side); none for an older stored session.
    badges: { gold: 0, silver: 0, bronze: 0, ...(value.badges as SelfUser['badges'] | undefined) },
    // Issue 34: a session stored before moderation existed holds neither role nor suspension.
    moderator: value.moderator === true,
    suspendedUntil: typeof value.suspendedUntil === 'string' ? value.suspendedUntil : null,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isArrayOf(value: unknown, isItem: (item: unknown) => boolean): boolean {
  return Array.isArray(value) && value.every(isItem);
}

function isFriend(value: unknown): value is Friend {
  return isRecord(value) && typeof value.userName === 'string' && typeof value.userId === 'string';
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
