import { useSyncExternalStore } from 'react';

/**
 * A team invitation a visitor opened before signing in (issue 33): kept in this tab's
 * sessionStorage, so that after signing in (spec 4 then goes to /) the home page can lead
 * them back to accept it. Nothing is kept where sessionStorage is refused.
 */
const KEY = 'stackhive:team-invite';
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function write(token: string | null) {
  try {
    if (token) storage()?.setItem(KEY, token);
    else storage()?.removeItem(KEY);
  } catch {
    // Refused (full, or private mode): the invitation link still works when opened again.
  }
  for (const listener of listeners) listener();
}

export const rememberInvite = (token: string) => write(token);
export const forgetInvite = () => write(null);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const read = () => storage()?.getItem(KEY) ?? null;

/** The invitation token waiting to be accepted, if any (none while server-rendering). */
export function usePendingInvite(): string | null {
  return useSyncExternalStore(subscribe, read, () => null);
}
