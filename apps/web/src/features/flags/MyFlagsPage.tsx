import { Link } from 'react-router';
import { FLAG_STATUS_LABELS, MESSAGES, type Flag } from '@stackhive/shared';
import { ListEnd } from '../../components/ListEnd';
import { RelativeTime } from '../../components/RelativeTime';
import { useSession } from '../../session/useSession';
import { useMyFlags } from './api/my-flags';
import { flagItemHref, flagTitle } from './components/flag-item';

/**
 * /flags (issue 34): the signed-in user's flags, newest first, each with the item, its
 * status (waiting, helpful, declined, retired with its item) and the reviewer's note.
 */
export function MyFlagsPage() {
  const { currentUser } = useSession();
  const flags = useMyFlags(currentUser !== null);

  return (
    <div className="my-flags-page">
      <h1>Your flags</h1>
      <p className="page-intro">
        What you flagged for a moderator, newest first, and what the reviewers decided.
      </p>
      {currentUser === null ? (
        <p role="alert">Log in to see your flags.</p>
      ) : flags.isPending ? (
        <p>{MESSAGES.loading}</p>
      ) : flags.isLoadingError ? (
        <p role="alert">Your flags could not be loaded: {flags.error.message}</p>
      ) : (
        <>
          <p className="question-list__count">
            {flags.data.pages[0]!.total} {flags.data.pages[0]!.total === 1 ? 'flag' : 'flags'}
          </p>
          {flags.data.pages[0]!.items.length > 0 && (
            <ol className="flag-queue">
              {flags.data.pages
                .flatMap((page) => page.items)
                .map((flag) => (
                  <MyFlag key={flag._id} flag={flag} />
                ))}
            </ol>
          )}
          <ListEnd query={flags} noun="flags" whole="your flags" />
        </>
      )}
    </div>
  );
}

function MyFlag({ flag }: { flag: Flag }) {
  const href = flagItemHref(flag.target);
  const title = flagTitle(flag);
  return (
    <li className="flag-queue__item card">
      <h2 className="flag-queue__title">
        {href ? <Link to={href}>{title}</Link> : title}{' '}
        <RelativeTime date={flag.createdOn} className="flag-queue__time" />
      </h2>
      <dl className="flag-queue__facts">
        <dt>Status</dt>
        <dd className={`flag-status flag-status--${flag.status}`}>
          {FLAG_STATUS_LABELS[flag.status]}
        </dd>
        {flag.note && (
          <>
            <dt>Your note</dt>
            <dd className="flag-queue__note">{flag.note}</dd>
          </>
        )}
        {flag.decisionNote && (
          <>
            <dt>Reviewer&apos;s note</dt>
            <dd className="flag-queue__note">{flag.decisionNote}</dd>
          </>
        )}
      </dl>
    </li>
  );
}
