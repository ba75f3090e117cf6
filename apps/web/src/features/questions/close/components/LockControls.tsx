import { useId, useState, type FormEvent } from 'react';
import { MODERATION_MESSAGES, type Question } from '@stackhive/shared';
import { RelativeTime } from '../../../../components/RelativeTime';
import { useSession } from '../../../../session/useSession';
import { useLockQuestion, useModerateQuestion } from '../api/lock-question';

/**
 * A moderator's lock and protection of a public question (issue 34): Lock asks for the
 * reason shown on the question; Unlock, Protect and Unprotect act at once. Only moderators
 * and admins see these (a team's admins lock through the API: the page does not know their
 * role there).
 */
export function LockControls({ question }: { question: Question }) {
  const { currentUser } = useSession();
  const [open, setOpen] = useState(false);
  const moderate = useModerateQuestion();
  if (!currentUser || question.team || !(currentUser.moderator || currentUser.isAdmin)) return null;
  const act = (action: 'unlock' | 'protect' | 'unprotect') =>
    moderate.mutate({ questionId: question._id, action });
  return (
    <>
      {question.locked ? (
        <button type="button" className="link-button" onClick={() => act('unlock')}>
          Unlock
        </button>
      ) : (
        <button
          type="button"
          className="link-button"
          aria-expanded={open}
          onClick={() => setOpen((value) => !value)}
        >
          Lock
        </button>
      )}
      <button
        type="button"
        className="link-button"
        onClick={() => act(question.protected ? 'unprotect' : 'protect')}
      >
        {question.protected ? 'Unprotect' : 'Protect'}
      </button>
      {moderate.isError && <span role="alert">{moderate.error.message}</span>}
      {open && !question.locked && (
        <LockForm questionId={question._id} onLocked={() => setOpen(false)} />
      )}
    </>
  );
}

function LockForm({ questionId, onLocked }: { questionId: string; onLocked: () => void }) {
  const lock = useLockQuestion();
  const [reason, setReason] = useState('');
  const inputId = useId();
  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    lock.mutate({ questionId, reason }, { onSuccess: onLocked });
  }
  return (
    <form className="close-form" onSubmit={handleSubmit}>
      <label htmlFor={inputId}>Why lock it (shown on the question)</label>
      <input
        id={inputId}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        required
        maxLength={500}
      />
      <button type="submit" className="btn btn--primary" disabled={lock.isPending}>
        Lock the question
      </button>
      {lock.isError && <p role="alert">{lock.error.message}</p>}
    </form>
  );
}

/** The notice on a locked or protected question (issue 34), as Stack Overflow shows it. */
export function LockedNotice({ question }: { question: Question }) {
  return (
    <aside className="closed-notice" aria-label="Locked or protected">
      {question.locked && (
        <p>
          {MODERATION_MESSAGES.lockedBanner} {question.locked.reason}.{' '}
          <RelativeTime date={question.locked.lockedOn} prefix="Locked" />. It takes no new answers,
          comments, votes or edits.
        </p>
      )}
      {question.protected && <p>{MODERATION_MESSAGES.questionProtectedNote}</p>}
    </aside>
  );
}
