// The mail sender's queries (who has mail due, claiming and releasing what waits, the lines
// of a mail) and the member's choice of which kinds are mailed.
import type { Db } from '../../db/database.js';
import { withNames, type NotificationRow } from './inbox.repository.js';

/** The notifications `ids`, newest first, at most `limit` (a mail's lines). */
export async function notificationsByIds(
  db: Db,
  ids: readonly string[],
  limit: number,
): Promise<NotificationRow[]> {
  if (ids.length === 0) return [];
  return withNames(db)
    .where('n.id', 'in', ids)
    .orderBy('n.createdAt', 'desc')
    .orderBy('n.id', 'desc')
    .limit(limit)
    .execute();
}

/** Users with a notification waiting for the mail sender since `due` or before. */
export async function usersWithMailDue(db: Db, due: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('notifications')
    .select('userId')
    .distinct()
    .where('mailPendingSince', 'is not', null)
    .where('mailPendingSince', '<=', due)
    .limit(limit)
    .execute();
  return rows.map((row) => row.userId);
}

/**
 * Takes every notification of the user waiting for the mail sender: the update claims them,
 * so of several processes one mails each.
 */
export async function claimWaitingMail(db: Db, userId: string) {
  return db
    .updateTable('notifications')
    .set({ mailPendingSince: null })
    .where('userId', '=', userId)
    .where('mailPendingSince', 'is not', null)
    .returning(['id', 'kind', 'readAt', 'createdAt'])
    .execute();
}

/** Puts claimed notifications back to wait (their mail failed). */
export async function releaseWaitingMail(
  db: Db,
  userId: string,
  ids: readonly string[],
  since: string,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('notifications')
    .set({ mailPendingSince: since })
    .where('userId', '=', userId)
    .where('id', 'in', ids)
    .execute();
}

/** Whom a mail goes to, and what they want mailed (JSON of kinds). */
export async function mailRecipient(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .select(['name', 'email', 'emailNotifications'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export async function emailKinds(db: Db, userId: string): Promise<string | undefined> {
  const found = await db
    .selectFrom('users')
    .select('emailNotifications')
    .where('id', '=', userId)
    .executeTakeFirst();
  return found?.emailNotifications;
}

export async function setEmailKinds(db: Db, userId: string, kinds: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ emailNotifications: kinds })
    .where('id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
