import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { FLAG_REASON_LABELS, FLAG_REASONS, MESSAGES } from '@stackhive/shared';
import { isApiError } from '../../api/client';
import { ListEnd } from '../../components/ListEnd';
import { useSession } from '../../session/useSession';
import { useFlagQueue } from './api/flag-queue';
import { QueueItem } from './components/QueueItem';

/**
 * /review/flags (issue 34): the flags waiting for a decision, oldest first, for reviewers
 * (reviewQueues), moderators and admins; `?team=` is a team's own queue, for its owner and
 * admins; `?reason=` narrows it to one reason. The server decides who may see it (a role
 * given or taken since sign-in counts at once), and the page says its refusal.
 */
export function FlagQueuePage() {
  const { currentUser } = useSession();
  const [params, setParams] = useSearchParams();
  const reason = FLAG_REASONS.find((each) => each === params.get('reason')) ?? null;
  const team = params.get('team') || null;
  const queue = useFlagQueue({ reason, team }, currentUser !== null);
  const selectId = useId();
  // In a team's queue its owner and admins delete spam and abuse; in public, moderators.
  const moderates =
    team !== null || currentUser?.moderator === true || currentUser?.isAdmin === true;

  function chooseReason(value: string) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set('reason', value);
        else next.delete('reason');
        return next;
      },
      { replace: true },
    );
  }

  return (
    <div className="flag-queue-page">
      <h1>Flags</h1>
      <p className="page-intro">
        {team ? `The flags raised in the team ${team}` : 'Flags waiting for a decision'}, oldest
        first. A flag you decide leaves the queue, and its flagger sees your decision.
      </p>
      {currentUser === null ? (
        <p role="alert">Log in to review flags.</p>
      ) : (
        <>
          <div className="flag-queue__filter">
            <label htmlFor={selectId}>Reason</label>
            <select
              id={selectId}
              value={reason ?? ''}
              onChange={(event) => chooseReason(event.target.value)}
            >
              <option value="">All reasons</option>
              {FLAG_REASONS.map((each) => (
                <option key={each} value={each}>
                  {FLAG_REASON_LABELS[each].label}
                </option>
              ))}
            </select>
          </div>
          {queue.isPending ? (
            <p>{MESSAGES.loading}</p>
          ) : queue.isLoadingError ? (
            <p role="alert">
              {isApiError(queue.error, 403) || isApiError(queue.error, 404)
                ? queue.error.message
                : `The flags could not be loaded: ${queue.error.message}`}
            </p>
          ) : (
            <>
              <p className="question-list__count">{queue.data.pages[0]!.total} waiting</p>
              {queue.data.pages[0]!.items.length === 0 ? (
                <p>No flags are waiting for a decision.</p>
              ) : (
                <ol className="flag-queue">
                  {queue.data.pages
                    .flatMap((page) => page.items)
                    .map((item) => (
                      <QueueItem key={item._id} item={item} moderates={moderates} />
                    ))}
                </ol>
              )}
              <ListEnd query={queue} noun="flags" whole="the queue" />
            </>
          )}
        </>
      )}
    </div>
  );
}
