import { useCallback, useSyncExternalStore } from 'react';

/** sessionStorage, or nothing where there is none (the server's render) or it refuses. */
function store(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

const KEY_PREFIX = 'stackhive:draft:';

/** Drafts sessionStorage refused (full, or none at all): kept in memory, on screen only. */
const refused = new Map<string, string>();
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

function write(storageKey: string, text: string) {
  const storage = store();
  try {
    if (!storage) throw new Error('no sessionStorage');
    if (text.trim()) storage.setItem(storageKey, text);
    else storage.removeItem(storageKey);
    refused.delete(storageKey);
  } catch {
    refused.set(storageKey, text);
  }
  for (const listener of listeners) listener();
}

const read = (storageKey: string) => refused.get(storageKey) ?? store()?.getItem(storageKey) ?? '';

/**
 * Text being written, kept in this tab's sessionStorage under `key` as it is typed: a visitor
 * sent to sign in (spec 5: /Auth, then /) finds their answer still there when they come back
 * to the question, and so does a reload. `clear` forgets it once it is posted. Only this tab
 * holds it; nothing reaches the server before it is posted. A server-rendered form hydrates
 * from the empty text the server rendered, then shows the draft.
 */
export function useSessionDraft(key: string): [string, (text: string) => void, () => void] {
  const storageKey = KEY_PREFIX + key;
  const text = useSyncExternalStore(
    subscribe,
    () => read(storageKey),
    () => '',
  );
  const update = useCallback((next: string) => write(storageKey, next), [storageKey]);
  const clear = useCallback(() => write(storageKey, ''), [storageKey]);
  return [text, update, clear];
}
