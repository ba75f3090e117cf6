import { useMyTeams } from '../api/teams';
import { paths } from '../config/paths';
import { SidebarGroup } from './SidebarGroup';

/**
 * The left sidebar's TEAMS group (issue 33): each of the signed-in user's teams, then the
 * page that lists them and creates one. Loaded for signed-in users only.
 */
export function TeamLinks({ userId }: { userId: string }) {
  const teams = useMyTeams(userId);
  const links = (teams.data?.items ?? []).map((team) => ({
    to: paths.team.getHref(team.slug),
    label: team.name,
  }));
  links.push({ to: paths.teams.getHref(), label: links.length ? 'All teams' : 'Create a team' });
  return <SidebarGroup id="left-sidebar-teams" title="TEAMS" links={links} />;
}
