import { Link } from 'react-router';
import {
  MODERATION_ACTION_LABELS,
  suspensionEnd,
  type ModerationLogEntry,
} from '@stackhive/shared';
import { RelativeTime } from '../../../components/RelativeTime';
import { paths } from '../../../config/paths';
import { targetLink } from './log-target';

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/**
 * One entry of the audit log (issue 34): what was done and when, then who did it, to whom,
 * on which item, why, and for a suspension until when.
 */
export function LogEntry({ entry }: { entry: ModerationLogEntry }) {
  const target = targetLink(entry);
  const { until, days } = entry.details;
  return (
    <li className="moderation-log__entry card">
      <p className="moderation-log__action">
        <strong>{capitalised(MODERATION_ACTION_LABELS[entry.action])}</strong>{' '}
        <RelativeTime date={entry.at} className="moderation-log__time" />
      </p>
      <dl className="moderation-log__facts">
        <dt>By</dt>
        <dd>
          <Link to={paths.user.getHref(entry.actor.userId)}>{entry.actor.userName}</Link>
        </dd>
        {entry.targetUser && (
          <>
            <dt>User</dt>
            <dd>
              <Link to={paths.user.getHref(entry.targetUser.userId)}>
                {entry.targetUser.userName}
              </Link>
            </dd>
          </>
        )}
        {target && (
          <>
            <dt>Item</dt>
            <dd>
              <Link to={target.href}>{target.label}</Link>
            </dd>
          </>
        )}
        {typeof until === 'string' && (
          <>
            <dt>Until</dt>
            <dd>
              {suspensionEnd(until)}
              {typeof days === 'number' && ` (${days} ${days === 1 ? 'day' : 'days'})`}
            </dd>
          </>
        )}
        {entry.reason && (
          <>
            <dt>Reason</dt>
            <dd className="moderation-log__reason">{entry.reason}</dd>
          </>
        )}
      </dl>
    </li>
  );
}
