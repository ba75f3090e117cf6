import { answerHref, commentAnchor, paths, withAnchor } from './paths.js';
import type { Notification } from './schemas/notifications.js';

/** "Ada", "Ada and 1 other", "Ada and 3 others": who a grouped notification is from. */
function whoDidIt(notification: Notification): string {
  const name = notification.actorName ?? 'Someone';
  if (notification.others <= 0) return name;
  return `${name} and ${notification.others} ${notification.others === 1 ? 'other' : 'others'}`;
}

/**
 * The sentence a notification reads as, in the inbox and in the mail: "Ada answered your
 * question “Title”", "Ada and 3 others liked your post “Title”".
 */
export function notificationText(notification: Notification): string {
  const who = whoDidIt(notification);
  const title = notification.title ? ` “${notification.title}”` : '';
  switch (notification.kind) {
    case 'answer':
      return `${who} answered your question${title}`;
    case 'comment':
      if (notification.postId) return `${who} commented on your post${title}`;
      if (notification.answerId) return `${who} commented on your answer to${title}`;
      return `${who} commented on your question${title}`;
    case 'accept':
      return `${who} accepted your answer to${title}`;
    case 'follow':
      return `${who} started following you`;
    case 'badge':
      return `You earned the “${notification.badge ?? ''}” badge`;
    case 'mention':
      return `${who} mentioned you in${notification.postId ? ' a comment on' : ''}${title}`;
    case 'like':
      return `${who} liked your post${title}`;
  }
}

/**
 * Where a notification leads, as an app path: the exact answer or comment of a question
 * (its element id on the page), the post, the follower's profile, the badge.
 */
export function notificationPath(notification: Notification): string {
  if (notification.questionId) {
    const question = paths.question.getHref(notification.questionId);
    if (notification.commentId) return withAnchor(question, commentAnchor(notification.commentId));
    if (notification.answerId) return answerHref(notification.questionId, notification.answerId);
    return question;
  }
  if (notification.postId) {
    const post = paths.post.getHref(notification.postId);
    return notification.postCommentId
      ? withAnchor(post, commentAnchor(notification.postCommentId))
      : post;
  }
  if (notification.kind === 'badge' && notification.badge)
    return paths.badge.getHref(notification.badge);
  if (notification.actorId) return paths.user.getHref(notification.actorId);
  return paths.notifications.getHref();
}
