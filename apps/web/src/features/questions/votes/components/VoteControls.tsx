import { useNavigate } from 'react-router';
import { MESSAGES, netVotes, type Answer, type Question } from '@stackhive/shared';
import { paths } from '../../../../config/paths';
import { useSession } from '../../../../session/useSession';
import { useVoteAnswer } from '../api/vote-answer';
import { useVoteQuestion } from '../api/vote-question';
import { busyToggle } from '../../../../components/busy-toggle';

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
  /** What is voted on, for the button's name ('Upvote answer'). */
  subject: VoteSubject;
  /** Whether this is the current user's vote. */
  pressed: boolean;
  /** A vote is being sent: presses wait (the button keeps its focus). */
  busy: boolean;
  onClick: () => void;
}

function VoteButton({ direction, subject, pressed, busy, onClick }: VoteButtonProps) {
  return (
    <button
      type="button"
      className={pressed ? 'votes__button votes__button--active' : 'votes__button'}
      aria-label={`${direction === 'up' ? 'Upvote' : 'Downvote'} ${subject}`}
      aria-pressed={pressed}
      {...busyToggle(busy, onClick)}
    >
      <Arrow direction={direction} />
    </button>
  );
}

type VoteSubject = 'question' | 'answer';

interface VoteControlsProps {
  subject: VoteSubject;
  /** The voters of the question or answer. */
  voted: { upVote: readonly string[]; downVote: readonly string[] };
  /** Casts the signed-in user's vote. */
  onVote: (value: VoteValue, userId: string) => void;
  pending: boolean;
}

/**
 * Upvote, net votes (up minus down) and downvote, for a question or an answer. The current
 * user's vote is highlighted (aria-pressed); clicking it again removes it, the other arrow
 * moves it (DECISIONS 3). Anonymous visitors are sent to sign in.
 */
export function VoteControls({ subject, voted, onVote, pending }: VoteControlsProps) {
  const { profile } = useSession();
  const navigate = useNavigate();
  const userId = profile?.result._id;

  function handleVote(value: VoteValue) {
    if (!userId) {
      window.alert(MESSAGES.loginToVote);
      void navigate(paths.auth.getHref());
      return;
    }
    onVote(value, userId);
  }

  return (
    <div className="votes">
      <VoteButton
        direction="up"
        subject={subject}
        pressed={userId !== undefined && voted.upVote.includes(userId)}
        busy={pending}
        onClick={() => handleVote('upVote')}
      />
      <p className="votes__count">
        {netVotes(voted)}
        <span className="visually-hidden"> votes</span>
      </p>
      <VoteButton
        direction="down"
        subject={subject}
        pressed={userId !== undefined && voted.downVote.includes(userId)}
        busy={pending}
        onClick={() => handleVote('downVote')}
      />
    </div>
  );
}

/** Votes for a visitor: the arrows send them to sign in, so there is nothing to send. */
const signInFirst = () => {};

/**
 * The question's votes. A visitor's arrows hold no mutation: a page of 30 answers read by a
 * visitor (or rendered by the server) creates none.
 */
export function QuestionVotes({ question }: { question: Question }) {
  const { profile } = useSession();
  if (!profile) {
    return (
      <VoteControls subject="question" voted={question} pending={false} onVote={signInFirst} />
    );
  }
  return <SignedInQuestionVotes question={question} />;
}

function SignedInQuestionVotes({ question }: { question: Question }) {
  const vote = useVoteQuestion();
  return (
    <VoteControls
      subject="question"
      voted={question}
      pending={vote.isPending}
      onVote={(value, userId) => vote.mutate({ id: question._id, value, userId })}
    />
  );
}

/** One answer's votes (issue 15). */
export function AnswerVotes({ question, answer }: { question: Question; answer: Answer }) {
  const { profile } = useSession();
  if (!profile) {
    return <VoteControls subject="answer" voted={answer} pending={false} onVote={signInFirst} />;
  }
  return <SignedInAnswerVotes question={question} answer={answer} />;
}

function SignedInAnswerVotes({ question, answer }: { question: Question; answer: Answer }) {
  const vote = useVoteAnswer();
  return (
    <VoteControls
      subject="answer"
      voted={answer}
      pending={vote.isPending}
      onVote={(value) => vote.mutate({ questionId: question._id, answerId: answer._id, value })}
    />
  );
}
