import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False on the server and while the browser hydrates a server-rendered page, true after and
 * on every client-only render. What depends on the browser (its clock, time zone, locale)
 * renders the server's way until then, so hydration finds the markup it expects, and
 * switches right after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
