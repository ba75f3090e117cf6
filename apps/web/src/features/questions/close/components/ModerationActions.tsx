import { Suspense, useId, useState } from 'react';
import { Link } from 'react-router';
import { CLOSE_REASON_LABELS, CLOSE_VOTES_NEEDED, type Question } from '@stackhive/shared';
import { paths } from '../../../../config/paths';
import { RelativeTime } from '../../../../components/RelativeTime';
import { usePrivilege } from '../../../../session/usePrivilege';
import { useReopenQuestion } from '../api/close-question';
import { PrivilegeNote } from './PrivilegeNote';
import { LockControls } from './LockControls';

export { LockedNotice } from './LockControls';
import { lazyComponent } from '../../../../components/lazy-component';

// Few readers close questions: the form loads when opened (the question page's budget).
const CloseForm = lazyComponent('CloseForm', () =>
  import('./CloseForm').then((module) => module.CloseForm),
);

/**
 * What signed-in users other than the asker may do to a question with privileges (issue
 * 16): edit it (editOthers; below it, suggest an edit that waits for review) and close or
 * reopen it (closeReopen, otherwise shown disabled with the reputation it needs). Loaded
 * only for signed-in readers (the question page's first load stays within its budget).
 */
export function ModerationActions({ question, isAsker }: { question: Question; isAsker: boolean }) {
  const editOthers = usePrivilege('editOthers');
  return (
    <>
      {!isAsker && (
        <Link to={paths.editQuestion.getHref(question._id)} className="link-button">
          {/* In a team (issue 33) every member edits directly. */}
          {editOthers.allowed || question.team ? 'Edit' : 'Suggest edit'}
        </Link>
      )}
      <CloseControls question={question} />
      <LockControls question={question} />
    </>
  );
}

/** Close as duplicate / Reopen: enabled with closeReopen, otherwise disabled with why. */
function CloseControls({ question }: { question: Question }) {
  const { signedIn, allowed, reason } = usePrivilege('closeReopen');
  const [open, setOpen] = useState(false);
  const reopen = useReopenQuestion();
  const noteId = useId();
  if (!signedIn) return null;
  const closed = question.closed !== null;
  // Issue 34: a holder's click is one vote of CLOSE_VOTES_NEEDED (a moderator's closes).
  const votes = question.closeVotes ? ` (${question.closeVotes} of ${CLOSE_VOTES_NEEDED})` : '';
  const label = `${closed ? 'Reopen' : 'Close'}${votes}`;
  if (!allowed) {
    return (
      <>
        <button type="button" className="link-button" disabled aria-describedby={noteId}>
          {label}
        </button>
        <PrivilegeNote id={noteId} reason={reason} />
      </>
    );
  }
  if (closed) {
    return (
      <>
        <button
          type="button"
          className="link-button"
          disabled={reopen.isPending}
          onClick={() => reopen.mutate(question._id)}
        >
          {label}
        </button>
        {reopen.isError && <span role="alert">{reopen.error.message}</span>}
      </>
    );
  }
  return (
    <>
      <button
        type="button"
        className="link-button"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
      </button>
      {open && (
        <Suspense fallback={null}>
          <CloseForm questionId={question._id} onClosed={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/**
 * Why the question is closed (issues 16, 34): a duplicate links its original (Stack
 * Overflow's notice); another reason names itself, with the closers' note. No new answers.
 */
export function ClosedNotice({ closed }: { closed: NonNullable<Question['closed']> }) {
  const label = CLOSE_REASON_LABELS[closed.reason];
  return (
    <aside
      className="closed-notice"
      aria-label={closed.reason === 'duplicate' ? 'Closed as a duplicate' : `Closed: ${label}`}
    >
      {closed.duplicateOf && closed.duplicateTitle ? (
        <p>
          This question already has an answer here:{' '}
          <Link to={paths.question.getHref(closed.duplicateOf)}>{closed.duplicateTitle}</Link>
        </p>
      ) : (
        <p>
          Closed. {label}
          {closed.note ? `: ${closed.note}` : '.'}
        </p>
      )}
      <p>
        <RelativeTime date={closed.closedOn} prefix="Closed" />. It does not accept new answers.
      </p>
    </aside>
  );
}
