import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  MESSAGES,
  createTeamSchema,
  type SelfUser,
  TEAM_MESSAGES,
  TEAM_LIMITS,
} from '@stackhive/shared';
import { checkBody } from '../../api/check-body';
import { useCreateTeam, useMyTeams } from '../../api/teams';
import { TextField } from '../../components/TextFields';
import { paths } from '../../config/paths';
import { useSession } from '../../session/useSession';
import { SignInFirst } from './SignInFirst';

/**
 * /teams (issue 33): the teams you are in, and a form to start one: a private group of up to
 * its member limit with its own space at /c/{slug}. Creating needs a verified email.
 */
export function TeamsPage() {
  const { currentUser } = useSession();
  return (
    <section className="teams" aria-labelledby="teams-title">
      <h1 id="teams-title">Teams</h1>
      <p className="page-intro">
        A team is a private group for up to {TEAM_LIMITS.defaultMemberLimit} people, free: its
        members and its space are visible to its members only.
      </p>
      {currentUser ? <Signed user={currentUser} /> : <SignInFirst what="create or join a team" />}
    </section>
  );
}

function Signed({ user }: { user: SelfUser }) {
  const teams = useMyTeams(user._id);
  const items = teams.data?.items ?? [];
  return (
    <>
      <h2>Your teams</h2>
      {teams.isPending ? (
        <p>{MESSAGES.loading}</p>
      ) : teams.isError ? (
        <p role="alert">Your teams could not be loaded: {teams.error.message}</p>
      ) : items.length === 0 ? (
        <p>You are not in a team yet.</p>
      ) : (
        <ul className="teams__list">
          {items.map((team) => (
            <li key={team._id} className="teams__item">
              <Link to={paths.team.getHref(team.slug)}>{team.name}</Link>
              <span className="teams__meta">
                {team.memberCount} of {team.memberLimit} members · {team.role}
              </span>
            </li>
          ))}
        </ul>
      )}
      <CreateTeamForm verified={user.verified} />
    </>
  );
}

function CreateTeamForm({ verified }: { verified: boolean }) {
  const createTeam = useCreateTeam();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [slug, setSlug] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = checkBody(createTeamSchema, { name, slug });
    if (!body.success) return setProblem(body.message);
    setProblem(null);
    createTeam.mutate(body.data, {
      onSuccess: (team) => void navigate(paths.team.getHref(team.slug)),
      onError: (error) => setProblem(error.message),
    });
  }

  return (
    <form className="card teams__create" onSubmit={handleSubmit} aria-labelledby="create-team">
      <h2 id="create-team">Create a team</h2>
      {!verified && (
        <p>
          {TEAM_MESSAGES.teamNeedsVerification}{' '}
          <Link to={paths.verifyEmail.getHref()}>Verify your email</Link>.
        </p>
      )}
      <TextField
        label="Team name"
        name="name"
        required
        maxLength={TEAM_LIMITS.name.max}
        value={name}
        onChange={setName}
      />
      <TextField
        label="URL name"
        name="slug"
        required
        minLength={TEAM_LIMITS.slug.min}
        maxLength={TEAM_LIMITS.slug.max}
        hint={`Letters, digits and hyphens: the team's address will be ${paths.team.getHref(slug.trim().toLowerCase() || 'your-team')}.`}
        value={slug}
        onChange={setSlug}
      />
      {problem && <p role="alert">{problem}</p>}
      <button type="submit" className="btn btn--primary" disabled={createTeam.isPending}>
        Create team
      </button>
    </form>
  );
}
