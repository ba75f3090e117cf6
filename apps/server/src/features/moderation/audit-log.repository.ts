import type { ModerationAction } from '@stackhive/shared';
import { bumpCounters, readCounter } from '../../db/counters.js';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../db/convert.js';

/** The stored total of the site's log (a team's entries are not in it). */
const LOG_COUNTER = 'moderation-log';

/** What one action records: who, what, on which item and account, why. */
export interface LogEntry {
  actor: { id: string; name: string };
  action: ModerationAction;
  target?: { kind: string; id: string };
  /** The account acted on, or whose content it was (its name is read when not given). */
  targetUser?: { id: string; name?: string };
  /** A team admin's action inside their team: kept out of the site's log. */
  teamId?: string | null;
  reason?: string | null;
  details?: Record<string, string | number | boolean | null>;
}

/**
 * Writes one entry of the audit log (issue 34). Call it inside the action's own transaction,
 * so an action and its entry land together or not at all.
 */
export async function logAction(db: Db, entry: LogEntry, at = nowIso()): Promise<void> {
  const teamId = entry.teamId ?? null;
  const targetUser = entry.targetUser;
  const targetUserName =
    targetUser === undefined
      ? null
      : (targetUser.name ??
        (
          await db
            .selectFrom('users')
            .select('name')
            .where('id', '=', targetUser.id)
            .executeTakeFirst()
        )?.name ??
        null);
  await db
    .insertInto('moderationLog')
    .values({
      at,
      actorId: entry.actor.id,
      actorName: entry.actor.name,
      action: entry.action,
      targetKind: entry.target?.kind ?? null,
      targetId: entry.target?.id ?? null,
      targetUserId: targetUser?.id ?? null,
      targetUserName,
      teamId,
      reason: entry.reason ?? null,
      details: JSON.stringify(entry.details ?? {}),
    })
    .execute();
  if (teamId === null) await bumpCounters(db, [LOG_COUNTER], 1);
}

const LOG_COLUMNS = [
  'id',
  'at',
  'actorId',
  'actorName',
  'action',
  'targetKind',
  'targetId',
  'targetUserId',
  'targetUserName',
  'reason',
  'details',
] as const;

/**
 * A page of the site's log, newest first, before the entry `before` (a keyset on the id),
 * optionally only the entries about one account: each walks its partial index.
 */
export function logPage(db: Db, limit: number, before?: number, userId?: string) {
  let query = db.selectFrom('moderationLog').select(LOG_COLUMNS).where('teamId', 'is', null);
  if (userId !== undefined) query = query.where('targetUserId', '=', userId);
  if (before !== undefined) query = query.where('id', '<', before);
  return query.orderBy('id', 'desc').limit(limit).execute();
}

export type LogRow = Awaited<ReturnType<typeof logPage>>[number];

/** How many entries the page's list holds: the stored total, or one account's by its index. */
export async function countLog(db: Db, userId?: string): Promise<number> {
  if (userId === undefined) return readCounter(db, LOG_COUNTER);
  const row = await db
    .selectFrom('moderationLog')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('teamId', 'is', null)
    .where('targetUserId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
