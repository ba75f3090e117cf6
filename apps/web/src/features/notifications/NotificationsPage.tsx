import { Link } from 'react-router';
import { MESSAGES, notificationPath, notificationText, type Notification } from '@stackhive/shared';
import { useMarkRead, useNotifications } from '../../api/notifications';
import { ListEnd } from '../../components/ListEnd';
import { RelativeTime } from '../../components/RelativeTime';
import { paths } from '../../config/paths';
import { useSession } from '../../session/useSession';

/**
 * The inbox (issue 18): your notifications, newest first, a page at a time; each leads to
 * the exact answer, comment or post, and is marked read on the way. The bell's live stream
 * refreshes the list when something new arrives.
 */
export function NotificationsPage() {
  const { profile } = useSession();
  if (!profile)
    return (
      <section className="notifications">
        <h1>Notifications</h1>
        <p>
          <Link to={paths.login.getHref()}>Log in</Link> to see your notifications.
        </p>
      </section>
    );
  return <Inbox userId={profile.result._id} />;
}

function Inbox({ userId }: { userId: string }) {
  const notifications = useNotifications(userId);
  const markRead = useMarkRead(userId);
  const items = notifications.data?.pages.flatMap((page) => page.items) ?? [];
  const anyUnread = items.some((item) => !item.read);

  return (
    <section className="notifications" aria-labelledby="notifications-title">
      <div className="notifications__header">
        <h1 id="notifications-title">Notifications</h1>
        <button
          type="button"
          className="btn btn--secondary"
          onClick={() => markRead.mutate(null)}
          disabled={!anyUnread || markRead.isPending}
        >
          Mark all as read
        </button>
      </div>
      <p className="notifications__settings">
        Choose which notifications you get by email on{' '}
        <Link to={`${paths.user.getHref(userId)}#email-notifications`}>your profile</Link>.
      </p>
      {markRead.isError && <p role="alert">{markRead.error.message}</p>}
      {notifications.isPending ? (
        <p>{MESSAGES.loading}</p>
      ) : notifications.isLoadingError ? (
        <p role="alert">Your notifications could not be loaded: {notifications.error.message}</p>
      ) : items.length === 0 ? (
        <p>{MESSAGES.noNotifications}</p>
      ) : (
        <>
          <ul className="notifications__list">
            {items.map((item) => (
              <NotificationItem
                key={item._id}
                item={item}
                onOpen={() => {
                  if (!item.read) markRead.mutate(item._id);
                }}
              />
            ))}
          </ul>
          <ListEnd query={notifications} noun="notifications" />
        </>
      )}
    </section>
  );
}

function NotificationItem({ item, onOpen }: { item: Notification; onOpen: () => void }) {
  return (
    <li className={`notifications__item${item.read ? '' : ' notifications__item--unread'}`}>
      <Link to={notificationPath(item)} onClick={onOpen} className="notifications__link">
        {!item.read && <span className="visually-hidden">Unread: </span>}
        {notificationText(item)}
      </Link>
      <RelativeTime date={item.createdOn} className="notifications__time" />
    </li>
  );
}
