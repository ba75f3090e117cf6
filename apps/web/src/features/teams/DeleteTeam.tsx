import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { type Team, TEAM_MESSAGES } from '@stackhive/shared';
import { useDeleteTeam } from '../../api/teams';
import { TextField } from '../../components/TextFields';
import { paths } from '../../config/paths';

/** The owner deletes the team with everything in it, after typing its URL name. */
export function DeleteTeam({ team }: { team: Team }) {
  const deleteTeam = useDeleteTeam(team.slug);
  const navigate = useNavigate();
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (confirm.trim().toLowerCase() !== team.slug)
      return setProblem(TEAM_MESSAGES.teamDeleteConfirm);
    deleteTeam.mutate(confirm.trim(), {
      onSuccess: () => void navigate(paths.teams.getHref()),
      onError: (error) => setProblem(error.message),
    });
  }

  return (
    <form className="card team__delete" onSubmit={handleSubmit} aria-labelledby="team-delete">
      <h2 id="team-delete">Delete this team</h2>
      <p>Its members, invitations and everything in it are deleted for good.</p>
      <TextField
        label={`Type ${team.slug} to confirm`}
        name="confirm"
        autoComplete="off"
        value={confirm}
        onChange={setConfirm}
      />
      {problem && <p role="alert">{problem}</p>}
      <button type="submit" className="btn btn--danger" disabled={deleteTeam.isPending}>
        Delete team
      </button>
    </form>
  );
}
