import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { LIVE_EVENTS, type LiveNotification, type UnreadCount } from '@stackhive/shared';
import { USER_TOPIC } from '../api/live-stream';
import { applyUnreadCount, notificationKeys, useUnreadCount } from '../api/notifications';
import { paths } from '../config/paths';
import { useLiveEvents } from './useLiveEvents';

const USER_TOPICS = [USER_TOPIC];

/**
 * The navbar's bell (issue 18): the unread count, kept current by the live stream (a new
 * notification, or one read in another tab), linking to the inbox.
 */
export function NotificationBell({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const unread = useUnreadCount(userId).data?.unread ?? 0;
  useLiveEvents(USER_TOPICS, (event, data) => {
    if (event === LIVE_EVENTS.unread) applyUnreadCount(queryClient, userId, data as UnreadCount);
    if (event === LIVE_EVENTS.notification) {
      applyUnreadCount(queryClient, userId, { unread: (data as LiveNotification).unread });
      void queryClient.invalidateQueries({ queryKey: notificationKeys.lists(userId) });
    }
  });
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  return (
    <Link
      to={paths.notifications.getHref()}
      className="navbar__bell"
      aria-label={label}
      title={label}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
        />
      </svg>
      {unread > 0 && (
        <span className="navbar__bell-count" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
      <span className="visually-hidden" aria-live="polite">
        {unread > 0 ? `${unread} unread notifications` : ''}
      </span>
    </Link>
  );
}
