/** What other features use of notifications: the producers, called in their transactions. */
export {
  announce,
  notifyAccept,
  notifyAnswer,
  notifyComment,
  notifyFollows,
  notifyLike,
} from './notify.js';
export { notificationsFrom, unreadCount } from './notifications.service.js';
export { timeOfEventId } from './notifications.presenter.js';
