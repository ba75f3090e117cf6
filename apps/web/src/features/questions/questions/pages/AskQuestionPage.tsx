import { Link, useSearchParams } from 'react-router';
import { MESSAGES, TEAM_MESSAGES } from '@stackhive/shared';
import { isApiError } from '../../../../api/client';
import { useTeam } from '../../../../api/teams';
import { paths } from '../../../../config/paths';
import { useRequireSignIn } from '../../../../session/useRequireSignIn';
import { useSession } from '../../../../session/useSession';
import { AskQuestionForm } from '../components/AskQuestionForm';
import { useTeamTagRules } from '../components/team-tag-rules';

/**
 * /AskQuestion (spec 2). A visitor who opens it directly is alerted and sent to /Auth. With
 * `?team={slug}` (issue 33: a team's page links here) the question goes to that team.
 */
export function AskQuestionPage() {
  const signedIn = useRequireSignIn(MESSAGES.loginToAsk);
  const team = useSearchParams()[0].get('team');
  const { profile } = useSession();
  if (!signedIn || !profile) return null;
  if (team) return <AskInTeam key={team} userId={profile.result._id} slug={team} />;
  return (
    <div className="ask-question">
      <h1>Ask a public Question</h1>
      <AskQuestionForm />
    </div>
  );
}

/** The ask page in a team: it names the team, whose members alone will see the question. */
function AskInTeam({ userId, slug }: { userId: string; slug: string }) {
  const team = useTeam(userId, slug);
  const tagRules = useTeamTagRules(userId, slug);
  if (team.isPending) return <p>{MESSAGES.loading}</p>;
  if (team.isError) {
    return (
      <div className="ask-question">
        <h1>{isApiError(team.error, 404) ? TEAM_MESSAGES.teamNotFound : 'Ask a question'}</h1>
        {!isApiError(team.error, 404) && (
          <p role="alert">The team could not be loaded: {team.error.message}</p>
        )}
      </div>
    );
  }
  return (
    <div className="ask-question">
      <h1>Ask a question in {team.data.name}</h1>
      <p className="form-note">
        Your question goes to the team{' '}
        <Link to={paths.team.getHref(team.data.slug)}>{team.data.name}</Link>.{' '}
        {TEAM_MESSAGES.teamQuestionPrivate}
      </p>
      <AskQuestionForm team={team.data.slug} tagRules={tagRules} />
    </div>
  );
}
