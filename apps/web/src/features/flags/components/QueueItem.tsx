import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  ABUSE_REASONS,
  FLAG_LIMITS,
  type FlagDecision,
  type FlagQueueItem,
  type FlagReason,
} from '@stackhive/shared';
import { RelativeTime } from '../../../components/RelativeTime';
import { paths } from '../../../config/paths';
import { useDecideFlag } from '../api/flag-queue';
import { flagItemHref, flagTitle } from './flag-item';

/** "Helpful" on spam or abuse deletes the item: the button says so. */
const DELETE_LABELS: Partial<Record<FlagReason, string>> = {
  spam: 'Delete as spam',
  rude: 'Delete as abusive',
};

function Person({ person }: { person: FlagQueueItem['flagger'] }) {
  if (!person) return <>a deleted account</>;
  return <Link to={paths.user.getHref(person.userId)}>{person.userName}</Link>;
}

/**
 * One waiting flag (issue 34): its reason and note, the item as it reads now with a link to
 * it, who flagged it and whose it is, how many flags wait on the item and whether it is hidden;
 * then the decision, with an optional note to the flagger. Helpful on spam or abuse deletes
 * the item, so only `moderates` (moderators and admins; a team's owner and admins in its
 * queue) are offered it; every reviewer may decline.
 */
export function QueueItem({ item, moderates }: { item: FlagQueueItem; moderates: boolean }) {
  const titleId = useId();
  const href = flagItemHref(item.target);
  const excerpt = item.excerpt.trim() || 'The item is gone.';
  return (
    <li className="flag-queue__item card" aria-labelledby={titleId}>
      <h2 id={titleId} className="flag-queue__title">
        {flagTitle(item)} {item.hidden && <span className="badge badge--warning">Hidden</span>}
      </h2>
      <blockquote className="flag-queue__excerpt">
        {href ? <Link to={href}>{excerpt}</Link> : excerpt}
      </blockquote>
      <dl className="flag-queue__facts">
        <Fact term="Flagged by">
          <Person person={item.flagger} />{' '}
          <RelativeTime date={item.createdOn} className="flag-queue__time" />
        </Fact>
        <Fact term="Author">
          <Person person={item.owner} />
        </Fact>
        {item.note && (
          <Fact term="Note">
            <span className="flag-queue__note">{item.note}</span>
          </Fact>
        )}
        {item.duplicateOf && (
          <Fact term="Duplicate of">
            <Link to={paths.question.getHref(item.duplicateOf)}>the other question</Link>
          </Fact>
        )}
      </dl>
      <p className="flag-queue__count">
        {item.pendingOnItem} {item.pendingOnItem === 1 ? 'flag' : 'flags'} on this item
      </p>
      <Decision item={item} moderates={moderates} />
    </li>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

function Decision({ item, moderates }: { item: FlagQueueItem; moderates: boolean }) {
  const decide = useDecideFlag();
  const [note, setNote] = useState('');
  const noteId = useId();
  const deleteLabel = ABUSE_REASONS.includes(item.reason)
    ? (DELETE_LABELS[item.reason] ?? 'Delete')
    : undefined;
  const offerHelpful = deleteLabel === undefined || moderates;

  function send(decision: FlagDecision) {
    if (decide.isPending) return;
    const trimmed = note.trim();
    decide.mutate({ id: item._id, body: { decision, ...(trimmed && { note: trimmed }) } });
  }

  return (
    <div className="flag-queue__decision">
      <label htmlFor={noteId}>Note to the flagger (optional)</label>
      <textarea
        id={noteId}
        rows={2}
        maxLength={FLAG_LIMITS.note.max}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <div className="form-actions">
        {offerHelpful && (
          <button
            type="button"
            className={deleteLabel ? 'btn btn--danger' : 'btn btn--primary'}
            aria-disabled={decide.isPending || undefined}
            onClick={() => send('helpful')}
          >
            {deleteLabel ?? 'Helpful'}
          </button>
        )}
        <button
          type="button"
          className="btn btn--secondary"
          aria-disabled={decide.isPending || undefined}
          onClick={() => send('declined')}
        >
          Decline
        </button>
      </div>
      {decide.isError && (
        <p role="alert" className="form-error">
          {decide.error.message}
        </p>
      )}
    </div>
  );
}
