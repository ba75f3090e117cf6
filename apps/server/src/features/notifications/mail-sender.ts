import type { FastifyBaseLogger } from 'fastify';
import {
  NOTIFICATION_KIND_LABELS,
  notificationPath,
  notificationText,
  type NotificationKind,
  NOTIFICATION_LIMITS,
  paths,
} from '@stackhive/shared';
import type { AppDeps } from '../../core/app-context.js';
import { toIso } from '../../db/convert.js';
import type { Db } from '../../db/database.js';
import { pageUrl, siteUrl } from '../../lib/site-url.js';
import { notificationsMail } from '../../infra/mail/templates.js';
import { presentNotification } from './notifications.presenter.js';
import * as store from './mail.repository.js';
import { parseEmailKinds, unsubscribeSignature } from './notifications.service.js';

/**
 * Takes every waiting notification of the user and answers the newest unread ones of the
 * kinds the user mails, how many of those there are, and what was claimed.
 */
async function claim(db: Db, userId: string, kinds: readonly NotificationKind[]) {
  const claimed = await store.claimWaitingMail(db, userId);
  const wanted = claimed
    .filter((row) => row.readAt === null && (kinds as string[]).includes(row.kind))
    .sort((a, b) => toIso(b.createdAt).localeCompare(toIso(a.createdAt)))
    .map((row) => row.id);
  const limit = NOTIFICATION_LIMITS.mailedNotifications;
  const rows = await store.notificationsByIds(db, wanted.slice(0, limit), limit);
  return { items: rows.map(presentNotification), count: wanted.length, claimed };
}

/**
 * Mails every user whose notifications have waited the configured delay: one mail per user
 * for everything that waited (a burst of 20 answers is one mail), of the kinds they chose,
 * skipping what they already read. A failed send puts the notifications back to wait.
 * Answers how many mails went out.
 */
export async function sendDueMails(deps: AppDeps, log: FastifyBaseLogger): Promise<number> {
  const due = new Date(
    deps.clock() - deps.config.notificationMailDelaySeconds * 1000,
  ).toISOString();
  let sent = 0;
  // A batch of users at a time, a few batches a run: the next run goes on from there.
  for (let batch = 0; batch < 10; batch++) {
    const users = await store.usersWithMailDue(deps.db, due, 100);
    for (const userId of users) sent += await mailUser(deps, log, userId, due);
    if (users.length < 100) break;
  }
  return sent;
}

/** One user's mail of everything that waited; answers 1 when it went out. */
async function mailUser(
  deps: AppDeps,
  log: FastifyBaseLogger,
  userId: string,
  due: string,
): Promise<number> {
  const user = await store.mailRecipient(deps.db, userId);
  if (!user) return 0;
  const { items, count, claimed } = await claim(
    deps.db,
    userId,
    parseEmailKinds(user.emailNotifications),
  );
  if (items.length === 0) return 0;
  const link = (kind: NotificationKind | 'all') => {
    const query = new URLSearchParams({
      user: userId,
      kind,
      signature: unsubscribeSignature(deps, userId, kind),
    });
    return {
      page: pageUrl(deps.config, `${paths.unsubscribe.getHref()}?${query}`),
      api: `${siteUrl(deps.config)}/api/notifications/unsubscribe?${query}`,
    };
  };
  const kinds = [...new Set(items.map((item) => item.kind))];
  try {
    await deps.mailer.send(
      notificationsMail(user.email, user.name, {
        lines: items.map((item) => ({
          text: notificationText(item),
          url: pageUrl(deps.config, notificationPath(item)),
        })),
        more: count - items.length,
        inboxUrl: pageUrl(deps.config, paths.notifications.getHref()),
        unsubscribe: [
          ...kinds.map((kind) => ({
            label: NOTIFICATION_KIND_LABELS[kind],
            url: link(kind).page,
          })),
          { label: 'All notification mail', url: link('all').page },
        ],
        oneClickUrl: link('all').api,
      }),
    );
    return 1;
  } catch (error) {
    log.error({ err: error, userId }, 'notification mail failed; it will be tried again');
    await store.releaseWaitingMail(
      deps.db,
      userId,
      claimed.map((row) => row.id),
      due,
    );
    return 0;
  }
}

/** Runs the sender every few seconds until the app closes; one run at a time. */
export function startMailSender(deps: AppDeps, log: FastifyBaseLogger): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const period = Math.min(15_000, Math.max(1000, deps.config.notificationMailDelaySeconds * 250));
  const timer = setInterval(() => {
    running = running
      .then(() => sendDueMails(deps, log))
      .catch((error: unknown) => log.error({ err: error }, 'notification mail sender failed'));
  }, period);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
