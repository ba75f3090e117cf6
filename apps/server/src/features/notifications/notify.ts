import { LIMITS, MESSAGES } from '@stackhive/shared';
import type { AppDeps } from '../../core/app-context.js';
import { HttpError } from '../../core/errors.js';
import { nowIso } from '../../db/convert.js';
import type { Db } from '../../db/database.js';
import { newId } from '../../db/ids.js';
import { liveTopics } from '../../infra/live-hub.js';
import { mentionKey, mentionedKeys } from './mentions.js';
import * as store from './notifications.repository.js';

/**
 * The notifications other features write (issue 18), in their own transaction: nobody is
 * notified of their own action, and each producer answers whom it notified, for `announce`
 * once the transaction has committed. What a notification is about is a foreign key, so a
 * deleted answer, comment or post takes its notifications with it.
 */

type Owned = { table: 'questions' | 'answers' | 'posts'; id: string };

function draft(actorId: string, target: store.NotificationTarget) {
  return { id: newId(), actorId, createdAt: nowIso(), ...target };
}

/** The asker learns of an answer; people it mentions, of the mention. */
export async function notifyAnswer(
  db: Db,
  actorId: string,
  answer: { id: string; questionId: string; body: string },
): Promise<string[]> {
  const target = { questionId: answer.questionId, answerId: answer.id };
  const asker = await store.notifyOwner(
    db,
    { table: 'questions', id: answer.questionId },
    { ...draft(actorId, target), kind: 'answer' },
  );
  const mentioned = await notifyMentions(db, actorId, answer.body, target, asker);
  return asker ? [asker, ...mentioned] : mentioned;
}

/**
 * The owner of what was commented on (a question, an answer or a post) learns of a comment;
 * people it mentions, of the mention.
 */
export async function notifyComment(
  db: Db,
  actorId: string,
  comment: { body: string; on: Owned } & store.NotificationTarget,
): Promise<string[]> {
  const { body, on, ...target } = comment;
  const owner = await store.notifyOwner(db, on, { ...draft(actorId, target), kind: 'comment' });
  const mentioned = await notifyMentions(db, actorId, body, target, owner);
  return owner ? [owner, ...mentioned] : mentioned;
}

/** The answer's author learns that it was accepted. */
export async function notifyAccept(
  db: Db,
  actorId: string,
  answer: { id: string; questionId: string },
): Promise<string[]> {
  const target = { questionId: answer.questionId, answerId: answer.id };
  const author = await store.notifyOwner(
    db,
    { table: 'answers', id: answer.id },
    { ...draft(actorId, target), kind: 'accept' },
  );
  return author ? [author] : [];
}

const DAY_MS = 24 * 3600_000;

/**
 * Each newly followed user learns of their new follower, once per pair within
 * `LIMITS.follows.noticeDays`: following, unfollowing and following again notifies once
 * (issue 30). A follow that notifies is a new follow, and the follower starts at most
 * `LIMITS.follows.newPerDay` of them in 24 hours: past that, 429 and the caller's
 * transaction (the follow list's change) rolls back.
 */
export async function notifyFollows(
  db: Db,
  actorId: string,
  followeeIds: readonly string[],
): Promise<string[]> {
  const candidates = followeeIds.filter((id) => id !== actorId);
  if (candidates.length === 0) return [];
  const now = Date.now();
  const { noticeDays, newPerDay } = LIMITS.follows;
  const notices = await store.followNoticesSince(
    db,
    actorId,
    new Date(now - noticeDays * DAY_MS).toISOString(),
  );
  const noticed = new Set(notices.map((notice) => notice.userId));
  const recipients = candidates.filter((id) => !noticed.has(id));
  const dayAgo = new Date(now - DAY_MS).toISOString();
  const today = notices.filter((notice) => notice.createdAt > dayAgo).length;
  if (today + recipients.length > newPerDay) throw new HttpError(429, MESSAGES.tooManyFollows);
  await store.insertNotifications(
    db,
    recipients.map((userId) => ({ ...draft(actorId, {}), userId, kind: 'follow' })),
  );
  return recipients;
}

/**
 * The post's author (read by the caller, which locked the post) learns of a like, grouped
 * with the others they have not read.
 */
export async function notifyLike(
  db: Db,
  actorId: string,
  post: { id: string; userId: string },
): Promise<string[]> {
  const author = await store.notifyLike(db, post, draft(actorId, { postId: post.id }));
  return author ? [author] : [];
}

/**
 * `@name` in an answer or a comment notifies that person, if they take part in the same
 * question or post (its author, its answerers, its commenters: Stack Overflow's rule, which
 * keeps a mention from reaching strangers), and not the actor or whoever the text already
 * notified (`already`).
 */
async function notifyMentions(
  db: Db,
  actorId: string,
  text: string,
  target: store.NotificationTarget,
  already: string | null,
): Promise<string[]> {
  const keys = new Set(mentionedKeys(text));
  if (keys.size === 0) return [];
  const where = target.questionId
    ? { questionId: target.questionId }
    : target.postId
      ? { postId: target.postId }
      : null;
  if (!where) return [];
  const recipients = (await store.participants(db, where))
    .filter((user) => keys.has(mentionKey(user.name)))
    .map((user) => user.id)
    .filter((id) => id !== actorId && id !== already)
    .sort();
  await store.insertNotifications(
    db,
    recipients.map((userId) => ({ ...draft(actorId, target), userId, kind: 'mention' })),
  );
  return recipients;
}

/**
 * Tells the recipients' open streams (in every process) that they have something new: each
 * stream reads what it has not sent yet. Called after the writing transaction committed.
 */
export function announce(deps: AppDeps, recipients: readonly string[]): void {
  for (const userId of new Set(recipients))
    deps.live.publish(liveTopics.user(userId), { event: 'poke' });
}
