import { type TeamRole, TEAM_MESSAGES } from '@stackhive/shared';

/** Who runs a team (issue 33): its owner and its admins invite, remove and set roles. */
export const canManage = (role: TeamRole) => role === 'owner' || role === 'admin';

/**
 * Whether a member of role `actor` may give `to` to a member who is `current`: true, or the
 * message of the refusal. Only the owner hands the team over or changes an admin's role;
 * the owner's own role changes only by handing the team over.
 */
export function canSetRole(actor: TeamRole, current: TeamRole, to: TeamRole): true | string {
  if (!canManage(actor)) return TEAM_MESSAGES.teamAdminsOnly;
  if (current === 'owner') return TEAM_MESSAGES.teamOwnerStays;
  if (to === 'owner' || current === 'admin') {
    return actor === 'owner' ? true : TEAM_MESSAGES.teamOwnerOnly;
  }
  return true;
}
