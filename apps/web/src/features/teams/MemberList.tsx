import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  MESSAGES,
  type SelfUser,
  type Team,
  type TeamMember,
  teamRemoval,
  teamRoleChange,
} from '@stackhive/shared';
import { useChangeRole, useRemoveMember, useTeamMembers } from '../../api/teams';
import { BadgeCounts } from '../../components/BadgeCounts';
import { ListEnd } from '../../components/ListEnd';
import { RelativeTime } from '../../components/RelativeTime';
import { paths } from '../../config/paths';

/**
 * A team's members in joining order. Owners and admins make members admins (and back) and
 * remove them; the owner hands the team over; anyone but the owner may leave.
 */
export function MemberList({ user, team }: { user: SelfUser; team: Team }) {
  const members = useTeamMembers(user._id, team.slug);
  const changeRole = useChangeRole(team.slug);
  const removeMember = useRemoveMember(team.slug);
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const items = members.data?.pages.flatMap((page) => page.items) ?? [];
  const onError = (error: Error) => setProblem(error.message);

  function remove(member: TeamMember) {
    const leaving = member.userId === user._id;
    const question = leaving
      ? `Leave ${team.name}? You will need a new invitation to come back.`
      : `Remove ${member.name} from ${team.name}?`;
    if (!window.confirm(question)) return;
    setProblem(null);
    removeMember.mutate(member.userId, {
      onSuccess: () => {
        if (leaving) void navigate(paths.teams.getHref());
      },
      onError,
    });
  }

  function handOver(member: TeamMember) {
    if (!window.confirm(`Make ${member.name} the owner of ${team.name}? You become an admin.`)) {
      return;
    }
    setProblem(null);
    changeRole.mutate({ userId: member.userId, role: 'owner' }, { onError });
  }

  return (
    <section aria-labelledby="team-members">
      <h2 id="team-members">Members</h2>
      {problem && <p role="alert">{problem}</p>}
      {members.isPending ? (
        <p>{MESSAGES.loading}</p>
      ) : members.isLoadingError ? (
        <p role="alert">The members could not be loaded: {members.error.message}</p>
      ) : (
        <>
          <ul className="team__members">
            {items.map((member) => {
              const isSelf = member.userId === user._id;
              // What the server would allow (the shared team rules): nothing else is offered.
              const otherRole = member.role === 'admin' ? 'member' : 'admin';
              const canChange =
                !isSelf && teamRoleChange(team.role, member.role, otherRole) === true;
              const canHandOver =
                !isSelf && teamRoleChange(team.role, member.role, 'owner') === true;
              const canRemove = teamRemoval(team.role, member.role, isSelf) === true;
              return (
                <li key={member.userId} className="team__member">
                  <span className="team__member-name">
                    <Link to={paths.user.getHref(member.userId)}>{member.name}</Link>
                    {isSelf && ' (you)'}
                  </span>
                  <span className="team__member-role">{member.role}</span>
                  {/* Reputation and badges in this team only (issue 33), never the public ones. */}
                  <span className="team__member-standing" title="Reputation in this team">
                    {member.reputation}
                    <span className="visually-hidden"> reputation in this team</span>
                    <BadgeCounts counts={member.badges} />
                  </span>
                  <span className="team__member-joined">
                    <RelativeTime date={member.joinedAt} prefix="joined" />
                  </span>
                  <span className="team__member-actions">
                    {canChange && (
                      <button
                        type="button"
                        className="btn btn--secondary btn--small"
                        disabled={changeRole.isPending}
                        onClick={() =>
                          changeRole.mutate(
                            {
                              userId: member.userId,
                              role: otherRole,
                            },
                            { onError },
                          )
                        }
                      >
                        {member.role === 'admin'
                          ? `Make ${member.name} a member`
                          : `Make ${member.name} an admin`}
                      </button>
                    )}
                    {canHandOver && (
                      <button
                        type="button"
                        className="btn btn--secondary btn--small"
                        disabled={changeRole.isPending}
                        onClick={() => handOver(member)}
                      >
                        Make {member.name} the owner
                      </button>
                    )}
                    {canRemove && (
                      <button
                        type="button"
                        className="btn btn--danger btn--small"
                        disabled={removeMember.isPending}
                        onClick={() => remove(member)}
                      >
                        {isSelf ? 'Leave team' : `Remove ${member.name}`}
                      </button>
                    )}
                  </span>
                </li>
              );
            })}
          </ul>
          <ListEnd query={members} noun="members" />
        </>
      )}
    </section>
  );
}
