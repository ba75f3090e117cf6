import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { TEAM_MESSAGES } from '@stackhive/shared';
import { isApiError } from '../../api/client';
import { useJoinTeam } from '../../api/teams';
import { paths } from '../../config/paths';
import { forgetInvite, rememberInvite } from '../../session/pending-invite';
import { useSession } from '../../session/useSession';
import { SignInFirst } from './SignInFirst';

/**
 * /teams/join/{token} (issue 33): where an invitation's link lands. A visitor signs in or up
 * first (the invitation waits in this tab: the home page leads back to it); a member accepts
 * with one button and lands in the team.
 */
export function JoinTeamPage() {
  const { id: token = '' } = useParams();
  const { currentUser } = useSession();
  const join = useJoinTeam();
  const navigate = useNavigate();

  useEffect(() => {
    if (!currentUser && token) rememberInvite(token);
  }, [currentUser, token]);

  function accept() {
    join.mutate(token, {
      onSuccess: (team) => {
        forgetInvite();
        void navigate(paths.team.getHref(team.slug));
      },
      onError: (error) => {
        // A spent or void invitation will not work later either.
        if (isApiError(error, 400)) forgetInvite();
      },
    });
  }

  return (
    <section className="teams" aria-labelledby="join-title">
      <h1 id="join-title">Join a team</h1>
      <p className="page-intro">
        You were invited to a private team on StackHive. An invitation sent by email is for that
        address: sign in with it, verified.
      </p>
      {!currentUser ? (
        <SignInFirst what="accept the invitation" />
      ) : (
        <>
          {!currentUser.verified && (
            <p>
              {TEAM_MESSAGES.teamNeedsVerification}{' '}
              <Link to={paths.verifyEmail.getHref()}>Verify your email</Link>, then open the
              invitation again.
            </p>
          )}
          <button
            type="button"
            className="btn btn--primary"
            onClick={accept}
            disabled={join.isPending}
          >
            Accept the invitation
          </button>
          {join.isError && <p role="alert">{join.error.message}</p>}
        </>
      )}
    </section>
  );
}
