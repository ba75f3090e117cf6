import { relativeTimeBase } from '../../../config/environment';
import { useHydrated } from '../../../components/useHydrated';

/**
 * The end of a suspension while it runs at `now`, else null (issue 34). The server answers
 * null once a suspension has ended, but a profile cached in the browser or by the server's
 * response cache may still name one that ended since.
 */
export function runningSuspension(suspendedUntil: string | null, now: number): string | null {
  return suspendedUntil !== null && Date.parse(suspendedUntil) > now ? suspendedUntil : null;
}

/**
 * runningSuspension by the page's clock: a server-rendered profile counts from its render's
 * moment until it has hydrated, so the server and the browser draw the same page.
 */
export function useRunningSuspension(suspendedUntil: string | null): string | null {
  return runningSuspension(suspendedUntil, relativeTimeBase(useHydrated()));
}
