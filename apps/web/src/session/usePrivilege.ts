import { hasPrivilege, privilegeMessage, type Privilege } from '@stackhive/shared';
import { useSession } from './useSession';

/**
 * Whether the signed-in user holds `privilege` (issue 16), from their latest reputation
 * (the /user/me query), and the sentence a disabled control shows when not: the server's
 * own 403 message, from the same table.
 */
export function usePrivilege(privilege: Privilege): {
  signedIn: boolean;
  allowed: boolean;
  reason: string;
} {
  const { currentUser } = useSession();
  return {
    signedIn: currentUser !== null,
    // A moderator holds every reputation privilege (issue 34), as the server decides.
    allowed: currentUser !== null && hasPrivilege(currentUser, privilege),
    reason: privilegeMessage(privilege),
  };
}
