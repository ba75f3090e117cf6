import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { useSession } from './useSession';

/**
 * For pages only signed-in users may open (spec 5): a visitor is alerted `message` and sent
 * to /Auth, checked once on arrival (logging out later navigates to / on its own).
 * Answers whether the page may render.
 */
export function useRequireSignIn(message: string): boolean {
  const { profile } = useSession();
  const navigate = useNavigate();
  const checked = useRef(false);

  useEffect(() => {
    if (checked.current) return;
    checked.current = true;
    if (!profile) {
      window.alert(message);
      void navigate(paths.auth.getHref(), { replace: true });
    }
  }, [profile, navigate, message]);

  return profile !== null;
}
