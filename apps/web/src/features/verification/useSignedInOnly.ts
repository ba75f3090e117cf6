import { MESSAGES } from '@stackhive/shared';
import { useRequireSignIn } from '../../session/useRequireSignIn';
import { useSession } from '../../session/useSession';

/**
 * The verification screens belong to a signed-in user: a visitor is alerted and sent to
 * /Auth (useRequireSignIn). Returns the current user (null while redirecting).
 */
export function useSignedInOnly() {
  useRequireSignIn(MESSAGES.loginToVerify);
  return useSession().currentUser;
}
