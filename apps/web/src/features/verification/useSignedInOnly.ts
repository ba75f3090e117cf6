import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGES } from '@stackhive/shared';
import { paths } from '../../config/paths';
import { useSession } from '../../session/useSession';

/**
 * The verification screens belong to a signed-in user: a visitor is alerted and sent to
 * /Auth, checked once on arrival. Returns the current user (null while redirecting).
 */
export function useSignedInOnly() {
  const { profile, currentUser } = useSession();
  const navigate = useNavigate();
  const checked = useRef(false);

  useEffect(() => {
    if (checked.current) return;
    checked.current = true;
    if (!profile) {
      window.alert(MESSAGES.loginToVerify);
      void navigate(paths.auth.getHref(), { replace: true });
    }
  }, [profile, navigate]);

  return currentUser;
}
