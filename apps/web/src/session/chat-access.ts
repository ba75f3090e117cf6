import { useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { SelfUser } from '@stackhive/shared';
import { queryKeys } from '../api/query-keys';
import { fetchMe } from './me';
import { readVerified, subscribeToStorage } from './storage';
import { useSession } from './useSession';

/**
 * Who may open the chatbot (spec 4): visitors sign in, unverified users verify first.
 * 'checking' means signed in, not known to be verified, and the server's answer is still
 * on its way (the stored record may predate a verification made elsewhere).
 */
export type ChatAccess = 'visitor' | 'checking' | 'unverified' | 'verified';

const readVerifiedStatus = () => readVerified()?.status ?? null;

/**
 * Verified when the server says so (`currentUser.verified`, DECISIONS 6) or the spec's
 * `Verified` record in localStorage mirrors a successful code check.
 */
export function isVerified(currentUser: SelfUser, verifiedStatus: string | null): boolean {
  return currentUser.verified || verifiedStatus === 'VERIFIED';
}

/** The chatbot gate for the signed-in user, kept current as the session changes. */
export function useChatAccess(): ChatAccess {
  const { profile, currentUser } = useSession();
  const verifiedStatus = useSyncExternalStore(
    subscribeToStorage,
    readVerifiedStatus,
    readVerifiedStatus,
  );
  // The same query the session runs (deduplicated): only its pending state is read here.
  const me = useQuery({
    queryKey: queryKeys.users.me(profile?.result._id),
    queryFn: ({ signal }) => fetchMe(signal),
    enabled: Boolean(profile),
  });
  if (!profile || !currentUser) return 'visitor';
  if (isVerified(currentUser, verifiedStatus)) return 'verified';
  return me.isPending ? 'checking' : 'unverified';
}
