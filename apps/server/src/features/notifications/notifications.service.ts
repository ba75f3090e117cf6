import {
  DEFAULT_EMAIL_KINDS,
  MESSAGES,
  NOTIFICATION_KINDS,
  NOTIFICATION_KIND_LABELS,
  type Notification,
  type NotificationKind,
  type NotificationPreferences,
  type Page,
  type PageQuery,
  type UnreadCount,
  type UnsubscribeQuery,
} from '@stackhive/shared';
import type { AuthUser } from '../../core/actor.js';
import type { AppDeps } from '../../core/app-context.js';
import { badRequest, notFound } from '../../core/errors.js';
import { nowIso, toIso } from '../../db/convert.js';
import { decodeCursor, isPosition, toPage } from '../../lib/cursor.js';
import { hasValidSignature, signature } from '../../lib/signed-value.js';
import { liveTopics } from '../../infra/live-hub.js';
import { eventIdOf, presentNotification } from './notifications.presenter.js';
import * as inbox from './inbox.repository.js';
import * as mail from './mail.repository.js';

/** The signed-in user's inbox, newest first, with their total. */
export async function listNotifications(
  deps: AppDeps,
  actor: AuthUser,
  query: PageQuery,
): Promise<Page<Notification>> {
  const before = decodeCursor(query.cursor, isPosition);
  const [rows, { total }] = await Promise.all([
    inbox.notificationsPage(deps.db, actor.id, query.limit + 1, before),
    inbox.counts(deps.db, actor.id),
  ]);
  return toPage(
    rows,
    query.limit,
    total,
    (page) => page.map(presentNotification),
    (last) => ({ at: toIso(last.createdAt), id: last.id }),
  );
}

export async function unreadCount(
  deps: AppDeps,
  actor: Pick<AuthUser, 'id'>,
): Promise<UnreadCount> {
  const { unread } = await inbox.counts(deps.db, actor.id);
  return { unread };
}

/**
 * A live stream's read: the user's notifications created or regrouped at `from` or later,
 * oldest first, each with its event id (its position, for Last-Event-ID).
 */
export async function notificationsFrom(
  deps: AppDeps,
  userId: string,
  from: string,
  limit: number,
): Promise<{ eventId: string; notification: Notification }[]> {
  const rows = await inbox.notificationsSince(deps.db, userId, from, limit);
  return rows.map((row) => ({ eventId: eventIdOf(row), notification: presentNotification(row) }));
}

/** Tells the user's other tabs the new count (their bells follow). */
async function announceCount(deps: AppDeps, userId: string): Promise<UnreadCount> {
  const count = await unreadCount(deps, { id: userId });
  deps.live.publish(liveTopics.user(userId), { event: 'unread', data: count });
  return count;
}

/** Marks one of the user's own notifications read (404 for anyone else's). */
export async function markRead(deps: AppDeps, actor: AuthUser, id: string): Promise<UnreadCount> {
  if (!(await inbox.markRead(deps.db, actor.id, id, nowIso())))
    throw notFound(MESSAGES.notificationNotFound);
  return announceCount(deps, actor.id);
}

export async function markAllRead(deps: AppDeps, actor: AuthUser): Promise<UnreadCount> {
  await inbox.markAllRead(deps.db, actor.id, nowIso());
  return announceCount(deps, actor.id);
}

/** The kinds stored for a user; anything unreadable falls back to the defaults. */
export function parseEmailKinds(stored: string | undefined): NotificationKind[] {
  try {
    const value: unknown = JSON.parse(stored ?? '');
    if (Array.isArray(value)) return NOTIFICATION_KINDS.filter((kind) => value.includes(kind));
  } catch {
    // fall through
  }
  return [...DEFAULT_EMAIL_KINDS];
}

export async function preferences(
  deps: AppDeps,
  actor: AuthUser,
): Promise<NotificationPreferences> {
  return { email: parseEmailKinds(await mail.emailKinds(deps.db, actor.id)) };
}

export async function setPreferences(
  deps: AppDeps,
  actor: AuthUser,
  body: NotificationPreferences,
): Promise<NotificationPreferences> {
  const email = NOTIFICATION_KINDS.filter((kind) => body.email.includes(kind));
  await mail.setEmailKinds(deps.db, actor.id, JSON.stringify(email));
  return { email };
}

const UNSUBSCRIBE = 'unsubscribe';

/** The one-click link's signature for `user` and `kind` (or 'all'). */
export function unsubscribeSignature(deps: AppDeps, userId: string, kind: string): string {
  return signature(deps.config.jwtSecret, UNSUBSCRIBE, `${userId}\n${kind}`);
}

/**
 * The signed link of a mail turns off mail of one kind (or all) for its user, without a
 * login: the signature proves the mail was ours. A forged or altered one is a 400.
 */
export async function unsubscribe(
  deps: AppDeps,
  query: UnsubscribeQuery,
): Promise<{ message: string; kind: NotificationKind | 'all' }> {
  const valid = hasValidSignature(
    deps.config.jwtSecret,
    UNSUBSCRIBE,
    `${query.user}\n${query.kind}`,
    query.signature,
  );
  if (!valid) throw badRequest(MESSAGES.unsubscribeInvalid);
  const current = parseEmailKinds(await mail.emailKinds(deps.db, query.user));
  const email = query.kind === 'all' ? [] : current.filter((kind) => kind !== query.kind);
  if (!(await mail.setEmailKinds(deps.db, query.user, JSON.stringify(email))))
    throw notFound(MESSAGES.userNotFound);
  const what = query.kind === 'all' ? 'StackHive' : `“${NOTIFICATION_KIND_LABELS[query.kind]}”`;
  return { message: `${MESSAGES.unsubscribed} ${what}.`, kind: query.kind };
}
