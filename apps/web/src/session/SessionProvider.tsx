import { useCallback, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import type { AuthResponse } from '@stackhive/shared';
import { isApiError } from '../api/client';
import { queryKeys } from '../api/query-keys';
import { paths } from '../config/paths';
import { SessionContext, type Session } from './context';
import { AppNavigationContext } from './navigation';
import { fetchMe } from './me';
import { clearStorage, readProfile, subscribeToStorage, writeProfile } from './storage';
import { isTokenExpired, msUntilExpiry } from './token';

const signedOut = () => null;

/** setTimeout cannot wait longer than this; a longer-lived token is caught on navigation. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * Owns the session of spec 3 and 4. It must sit inside the router because logging in
 * and out navigate to /.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  // A server-rendered page is rendered signed out; hydrating it, so is the first render in
  // the browser (no mismatch), and the stored session takes over right after.
  const profile = useSyncExternalStore(subscribeToStorage, readProfile, signedOut);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const userId = profile?.result._id;

  const me = useQuery({
    queryKey: queryKeys.users.me(userId),
    queryFn: ({ signal }) => fetchMe(signal),
    enabled: Boolean(profile),
  });

  const logout = useCallback(() => {
    clearStorage();
    // Everything the session was shown goes with it (a team's questions, the inbox, saved
    // lists): nothing private comes back on Back for whoever uses the browser next.
    queryClient.clear();
    void navigate(paths.home.getHref());
  }, [queryClient, navigate]);

  const login = useCallback(
    (response: AuthResponse) => {
      writeProfile(response);
      // The login answer already is the current user; refetch to be sure it is fresh.
      queryClient.setQueryData(queryKeys.users.me(response.result._id), response.result);
      void queryClient.invalidateQueries({ queryKey: queryKeys.users.all });
      void navigate(paths.home.getHref());
    },
    [queryClient, navigate],
  );

  // Expiry logout: checked when the token changes and on every navigation.
  const token = profile?.token;
  useEffect(() => {
    if (token && isTokenExpired(token)) logout();
  }, [token, location.key, logout]);

  // ... and also at the moment it expires, so an idle tab does not keep a dead session.
  useEffect(() => {
    if (!token) return;
    const left = msUntilExpiry(token);
    if (left === null || left <= 0 || left > MAX_TIMER_MS) return;
    const timer = window.setTimeout(logout, left);
    return () => window.clearTimeout(timer);
  }, [token, logout]);

  // The server no longer accepts the token (revoked, secret rotated): sign out.
  const meError = me.error;
  useEffect(() => {
    if (isApiError(meError, 401)) logout();
  }, [meError, logout]);

  const currentUser = profile ? (me.isError ? null : (me.data ?? profile.result)) : null;

  const session = useMemo<Session>(
    () => ({ profile, currentUser, login, logout }),
    [profile, currentUser, login, logout],
  );
  const navigateTo = useCallback((to: string) => void navigate(to), [navigate]);
  return (
    <SessionContext.Provider value={session}>
      <AppNavigationContext.Provider value={navigateTo}>{children}</AppNavigationContext.Provider>
    </SessionContext.Provider>
  );
}
