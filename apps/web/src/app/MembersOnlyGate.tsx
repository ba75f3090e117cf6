import { useEffect } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router';
import { SITE_ACCESS_META } from '@stackhive/shared';
import { paths } from '../config/paths';
import { useSession } from '../session/useSession';

/** The pages a visitor of a members-only site may open: signing in or up, proving, resetting. */
const OPEN_PAGES = [
  paths.auth,
  paths.login,
  paths.signup,
  paths.verifyEmail,
  paths.verifyOtp,
  paths.resetVerify,
  paths.mailSent,
  paths.resetPassword,
].map((page) => page.path);

/** Whether the server marked this site members-only (SITE_ACCESS=members, render/spa.ts). */
function isMembersOnlySite(): boolean {
  if (typeof document === 'undefined') return false;
  const meta = document.querySelector(`meta[name="${SITE_ACCESS_META}"]`);
  return meta?.getAttribute('content') === 'members';
}

/**
 * On a members-only site (issue 33), a visitor anywhere but the sign-in pages is sent to
 * /Auth: the server answers them nothing else anyway (401 from every other API route).
 */
export function MembersOnlyGate() {
  const { profile } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const blocked =
    !profile &&
    isMembersOnlySite() &&
    !OPEN_PAGES.some((pattern) => matchPath({ path: pattern, caseSensitive: true }, pathname));
  useEffect(() => {
    if (blocked) void navigate(paths.auth.getHref(), { replace: true });
  }, [blocked, navigate]);
  return null;
}
