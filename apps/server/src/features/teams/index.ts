/**
 * What other features use of teams: who belongs to a team, and the team's own tags. Every
 * read of team content (issue 33) asks the first; a team the viewer is not in answers as if
 * it did not exist.
 */
export { membershipBySlug, memberRole, type MembershipRow } from './teams.repository.js';
export { noteTeamTags } from './team-tags.repository.js';
