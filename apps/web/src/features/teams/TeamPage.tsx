import { Link, useParams } from 'react-router';
import {
  MESSAGES,
  type SelfUser,
  type Team,
  type TeamRole,
  TEAM_MESSAGES,
} from '@stackhive/shared';
import { isApiError } from '../../api/client';
import { useTeam } from '../../api/teams';
import { useSession } from '../../session/useSession';
import { paths } from '../../config/paths';
import { DeleteTeam } from './DeleteTeam';
import { InviteMembers } from './InviteMembers';
import { MemberList } from './MemberList';
import { SignInFirst } from './SignInFirst';
import { TeamQuestions } from './TeamQuestions';

/**
 * /c/{slug} (issue 33): a team's own page, for its members alone (anyone else is told no such
 * team exists, as the API answers): its questions first, then who is in it, and for its owner
 * and admins, invitations and roles; for its owner, deleting it.
 */
export function TeamPage() {
  const { slug = '' } = useParams();
  const { currentUser } = useSession();
  if (!currentUser) {
    return (
      <section className="team">
        <h1>Team</h1>
        <SignInFirst what="see your team" />
      </section>
    );
  }
  return <TeamSpace user={currentUser} slug={slug} />;
}

function TeamSpace({ user, slug }: { user: SelfUser; slug: string }) {
  const team = useTeam(user._id, slug);
  if (team.isPending) return <p>{MESSAGES.loading}</p>;
  if (team.isError) {
    return (
      <section className="team">
        <h1>{isApiError(team.error, 404) ? TEAM_MESSAGES.teamNotFound : 'Team'}</h1>
        {!isApiError(team.error, 404) && (
          <p role="alert">The team could not be loaded: {team.error.message}</p>
        )}
      </section>
    );
  }
  return <TeamDetails user={user} team={team.data} />;
}

const YOUR_ROLE: Record<TeamRole, string> = {
  owner: 'its owner',
  admin: 'an admin',
  member: 'a member',
};

function TeamDetails({ user, team }: { user: SelfUser; team: Team }) {
  const manages = team.role === 'owner' || team.role === 'admin';
  return (
    <section className="team" aria-labelledby="team-title">
      <header className="team__header">
        <h1 id="team-title">{team.name}</h1>
        <p className="team__meta">
          Private team · {team.memberCount} of {team.memberLimit} members · you are{' '}
          {YOUR_ROLE[team.role]}
        </p>
        {/* Issue 34: the team's flags are its owner's and admins' to decide. */}
        {manages && (
          <p>
            <Link to={paths.reviewFlags.getHref(team.slug)}>Flags raised in this team</Link>
          </p>
        )}
      </header>
      <TeamQuestions userId={user._id} team={team} />
      <MemberList user={user} team={team} />
      {manages && <InviteMembers user={user} team={team} />}
      {team.role === 'owner' && <DeleteTeam team={team} />}
    </section>
  );
}
