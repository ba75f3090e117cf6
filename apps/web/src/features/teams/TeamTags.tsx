import type { Team } from '@stackhive/shared';
import { useTeamTags } from '../../api/teams';
import { TagLinks } from '../../components/TagLinks';
import { paths } from '../../config/paths';

/**
 * The team's own tags, each narrowing its questions to that tag. Shown once the team has any;
 * while they load, or should the server not list them, the page simply goes without.
 */
export function TeamTags({ userId, team }: { userId: string; team: Team }) {
  const tags = useTeamTags(userId, team.slug);
  const names = tags.data?.items.map((tag) => tag.name) ?? [];
  if (names.length === 0) return null;
  return (
    <section className="team__tags" aria-labelledby="team-tags">
      <h3 id="team-tags">Tags</h3>
      <TagLinks tags={names} href={(tag) => paths.team.getHref(team.slug, tag)} />
    </section>
  );
}
