import { useNavigate } from 'react-router';
import { MESSAGES, netVotes, type Question } from '@stackhive/shared';
import { paths } from '../../../config/paths';
import { useSession } from '../../../session/useSession';
import { useVoteQuestion } from '../api/vote-question';

type VoteValue = 'upVote' | 'downVote';

function Arrow({ direction }: { direction: 'up' | 'down' }) {
  return (
    <svg viewBox="0 0 36 36" width="28" height="28" aria-hidden="true" focusable="false">
      <path d={direction === 'up' ? 'M2 26h32L18 10 2 26z' : 'M2 10h32L18 26 2 10z'} />
    </svg>
  );
}

interface VoteButtonProps {
  direction: 'up' | 'down';
  /** Whether this is the current user's vote. */
  pressed: boolean;
  disabled: boolean;
  onClick: () => void;
}

function VoteButton({ direction, pressed, disabled, onClick }: VoteButtonProps) {
  return (
    <button
      type="button"
      className={pressed ? 'votes__button votes__button--active' : 'votes__button'}
      aria-label={direction === 'up' ? 'Upvote' : 'Downvote'}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
    >
      <Arrow direction={direction} />
    </button>
  );
}

/**
 * Upvote, net votes (up minus down) and downvote. The current user's vote is highlighted
 * (aria-pressed); clicking it again removes it, the other arrow moves it (DECISIONS 3).
 */
export function VoteControls({ question }: { question: Question }) {
  const { profile } = useSession();
  const navigate = useNavigate();
  const vote = useVoteQuestion();
  const userId = profile?.result._id;
  const upvoted = userId !== undefined && question.upVote.includes(userId);
  const downvoted = userId !== undefined && question.downVote.includes(userId);

  function handleVote(value: VoteValue) {
    if (!userId) {
      window.alert(MESSAGES.loginToVote);
      void navigate(paths.auth.getHref());
      return;
    }
    vote.mutate({ id: question._id, value, userId });
  }

  return (
    <div className="votes">
      <VoteButton
        direction="up"
        pressed={upvoted}
        disabled={vote.isPending}
        onClick={() => handleVote('upVote')}
      />
      <p className="votes__count">
        {netVotes(question)}
        <span className="visually-hidden"> votes</span>
      </p>
      <VoteButton
        direction="down"
        pressed={downvoted}
        disabled={vote.isPending}
        onClick={() => handleVote('downVote')}
      />
    </div>
  );
}
